import type { ServerResponse } from "node:http";
import { invalid } from "../engine/index.js";
import { type RouteSpec, routes } from "../generated/routes.js";
import type { ControlEndpoint } from "../http/control-endpoints.js";
import { errorBody, sendJson } from "../http/respond.js";

// Most routes have no path parameters: those are found by one lookup, the rest by their patterns.
const literalRoutes = new Map<string, RouteSpec>();
const patternRoutes: RouteSpec[] = [];
for (const route of routes) {
  if (route.pathParams.length === 0) literalRoutes.set(`${route.method} ${route.path}`, route);
  else patternRoutes.push(route);
}

/**
 * A REST route of the spec and the path parameters it matched.
 *
 * @example
 * const found: FoundRoute | undefined = findRoute("GET", "/v1/order/123")
 */
export interface FoundRoute {
  readonly route: RouteSpec;
  /** The path parameters, percent-decoded, in the route's order. */
  readonly values: string[];
}

/**
 * The REST route of the spec a method and path name; a path parameter that is not properly
 * percent-encoded is a 400.
 *
 * @example
 * const found = findRoute("GET", "/v1/time")
 */
export function findRoute(method: string, pathname: string): FoundRoute | undefined {
  const literal = literalRoutes.get(`${method} ${pathname}`);
  if (literal) return { route: literal, values: [] };
  for (const route of patternRoutes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (match) {
      try {
        return { route, values: match.slice(1).map((v) => decodeURIComponent(v)) };
      } catch {
        throw invalid(`the path ${pathname} is not properly percent-encoded`);
      }
    }
  }
  return undefined;
}

/** Methods served on a path, by the REST routes of the spec and the control endpoints. */
function methodsAt(
  pathname: string,
  features: Readonly<Record<string, boolean>>,
  control: readonly ControlEndpoint[],
): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.feature !== undefined && !features[route.feature]) continue;
    if (route.pathParams.length === 0 ? route.path === pathname : route.pattern.test(pathname)) {
      methods.add(route.method);
    }
  }
  const trimmed = pathname.replace(/\/+$/, "");
  for (const endpoint of control) {
    const pattern = new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(trimmed)) methods.add(endpoint.method);
  }
  return [...methods].sort();
}

/**
 * Answers a request no route serves: 405 with `Allow` when other methods are served on the path,
 * 404 otherwise. A route whose feature is off on this network answers 404, as if it did not
 * exist.
 *
 * @example
 * answerUnrouted(res, { method, pathname: url.pathname, found, features, control: endpoints })
 */
export function answerUnrouted(
  res: ServerResponse,
  request: {
    readonly method: string;
    readonly pathname: string;
    /** The route, when one matched but its feature is off. */
    readonly found: FoundRoute | undefined;
    readonly features: Readonly<Record<string, boolean>>;
    /** The control endpoints served, for the methods a path allows. */
    readonly control: readonly ControlEndpoint[];
  },
): void {
  const { method, pathname, found } = request;
  const allowed = found ? [] : methodsAt(pathname, request.features, request.control);
  if (allowed.length > 0) {
    sendJson(
      res,
      405,
      errorBody(405, `${method} is not allowed on ${pathname}; use ${allowed.join(", ")}`),
      { allow: [...allowed, "OPTIONS"].join(", ") },
    );
    return;
  }
  sendJson(res, 404, errorBody(404, `Cannot ${method} ${pathname}`));
}
