import {
  type Address,
  type ConfigDifference,
  ConfigDriftError,
  createHttpTransport,
  DecodeError,
  describeValue,
  type HttpTransport,
} from "@perpkit/core";
import { type SigningConfig, signingConfigEndpoint } from "./generated/configs.js";
import { messageTypesLacking, signatureTypes } from "./generated/typed-data.js";
import { domainFault, liveTypesOfDomain } from "./hash.js";

/**
 * Reads a GET /v1/rpc/config response into a SigningConfig; `chainId` may be served as a string.
 *
 * @example
 * parseSigningConfig(await response.json())
 */
export function parseSigningConfig(body: unknown): SigningConfig {
  if (typeof body !== "object" || body === null)
    throw new DecodeError("", `must be an object, got ${describeValue(body)}`);
  const { domain, signatureTypes: types } = body as Record<string, unknown>;
  if (typeof domain !== "object" || domain === null)
    throw new DecodeError("domain", `must be an object, got ${describeValue(domain)}`);
  const d = domain as Record<string, unknown>;
  const chainId =
    typeof d.chainId === "string" && /^[0-9]+$/.test(d.chainId) ? Number(d.chainId) : d.chainId;
  const fault = domainFault({ ...d, chainId });
  if (fault) {
    const [field, problem] = fault;
    throw new DecodeError(`domain.${field}`, `${problem}, got ${describeValue(d[field])}`);
  }
  if (typeof types !== "object" || types === null || Array.isArray(types)) {
    throw new DecodeError("signatureTypes", `must be an object, got ${describeValue(types)}`);
  }
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(types)) {
    if (typeof text !== "string")
      throw new DecodeError(
        `signatureTypes.${name}`,
        `must be a string, got ${describeValue(text)}`,
      );
    out[name] = text;
  }
  return {
    domain: {
      name: d.name as string,
      version: d.version as string,
      chainId: chainId as number,
      verifyingContract: d.verifyingContract as Address,
    },
    signatureTypes: out,
  };
}

/**
 * Every difference between two signing configurations, by path (`domain.chainId`,
 * `signatureTypes.TradeOrder`); addresses compare without regard to case. Empty when they agree.
 *
 * @example
 * compareSigningConfig(signingConfigs.testnet, await fetchSigningConfig(url, { allowDrift: true }))
 */
export function compareSigningConfig(
  expected: SigningConfig,
  live: SigningConfig,
): ConfigDifference[] {
  const differences: ConfigDifference[] = [];
  const e = expected.domain;
  const l = live.domain;
  if (e.name !== l.name)
    differences.push({ path: "domain.name", expected: e.name, actual: l.name });
  if (e.version !== l.version)
    differences.push({ path: "domain.version", expected: e.version, actual: l.version });
  if (Number(e.chainId) !== Number(l.chainId)) {
    differences.push({
      path: "domain.chainId",
      expected: String(e.chainId),
      actual: String(l.chainId),
    });
  }
  if (e.verifyingContract.toLowerCase() !== l.verifyingContract.toLowerCase()) {
    differences.push({
      path: "domain.verifyingContract",
      expected: e.verifyingContract,
      actual: l.verifyingContract,
    });
  }
  differences.push(...compareSignatureTypes(expected.signatureTypes, live.signatureTypes));
  return differences;
}

function compareSignatureTypes(
  expected: Readonly<Record<string, string>>,
  live: Readonly<Record<string, string>>,
): ConfigDifference[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(live)])];
  return names
    .filter((name) => expected[name] !== live[name])
    .map((name) => ({
      path: `signatureTypes.${name}`,
      expected: expected[name],
      actual: live[name],
    }));
}

/**
 * The message types a domain's network signs, as stored: every type but those its network's
 * configuration lacks (networks may sign different types).
 */
function expectedTypes(domain: SigningConfig["domain"]): Readonly<Record<string, string>> {
  const lacking = messageTypesLacking[Number(domain.chainId)]?.types ?? [];
  if (lacking.length === 0) return signatureTypes;
  return Object.fromEntries(
    Object.entries(signatureTypes).filter(
      ([name]) => !(lacking as readonly string[]).includes(name),
    ),
  );
}

/**
 * Options of {@link fetchSigningConfig}.
 *
 * @example
 * const config = await fetchSigningConfig("https://api.example", { timeoutMs: 5_000 })
 */
export interface FetchSigningConfigOptions {
  /** With a base URL: the fetch to use. A transport brings its own. */
  readonly fetch?: typeof globalThis.fetch | undefined;
  /**
   * Accept live message types that differ from the generated ones. The returned domain then
   * carries the live types, and signing with it goes through the generic path with those types.
   */
  readonly allowDrift?: boolean | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
}

/**
 * Fetches the live signing configuration, from a base URL or through an HTTP transport of
 * `@perpkit/core` (whose headers, timeout and retry policy then apply, as to every other request of
 * a client). The domain always comes from the live service; when its message types differ from the
 * ones this package was generated from, it throws a ConfigDriftError naming each difference, unless
 * `allowDrift`.
 *
 * @example
 * const { domain } = await fetchSigningConfig("https://api.etherealtest.net")
 * const live = await fetchSigningConfig(createHttpTransport({ baseUrl, headers, retry: true }))
 */
export async function fetchSigningConfig(
  baseUrl: string | HttpTransport,
  options: FetchSigningConfigOptions = {},
): Promise<SigningConfig> {
  const http =
    typeof baseUrl === "string" ? createHttpTransport({ baseUrl, fetch: options.fetch }) : baseUrl;
  const response = await http.request({
    method: signingConfigEndpoint.method,
    path: signingConfigEndpoint.path,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  const live = parseSigningConfig(response.body);
  const differences = compareSignatureTypes(expectedTypes(live.domain), live.signatureTypes);
  if (differences.length > 0) {
    if (!options.allowDrift) {
      throw new ConfigDriftError("signing configuration", differences, {
        metaMessages: [
          "Run `pnpm spec:sync` and `pnpm generate`, or pass { allowDrift: true } to sign with the live types.",
        ],
      });
    }
    liveTypesOfDomain.set(live.domain, live.signatureTypes);
  }
  return live;
}
