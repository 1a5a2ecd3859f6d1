import { createPointBudget, limits, type PointBudget } from "@perpkit/core";
import type { SandboxClock } from "../engine/index.js";

/**
 * A rolling-window point pool.
 *
 * @example
 * const pool: PoolSettings = { points: 100, windowMs: 60_000 }
 */
export interface PoolSettings {
  readonly points: number;
  readonly windowMs: number;
}

/**
 * Rate-limit pools of a sandbox. Each defaults to the interface's numbers (spec/limits.yaml);
 * `false` turns a pool off, `false` for the whole setting turns rate limiting off.
 *
 * @example
 * await startSandbox({ rateLimits: { http: { points: 100, windowMs: 60_000 }, account: false } })
 */
export type RateLimitSettings =
  | false
  | {
      /** Per IP, every HTTP endpoint. */
      readonly http?: PoolSettings | false;
      /** Per account address, signed endpoints. */
      readonly account?: PoolSettings | false;
      /** Per IP, WebSocket connections and subscriptions. */
      readonly websocket?: PoolSettings | false;
    };

/**
 * The state of a pool after a charge, for the RateLimit-* headers.
 *
 * @example
 * const state: PoolState | undefined = limiter.charge("http", "127.0.0.1", 1)
 * state?.remaining // 19999
 */
export interface PoolState {
  readonly allowed: boolean;
  /** Points allowed in the window. */
  readonly limit: number;
  /** Points left. */
  readonly remaining: number;
  /** Seconds until the whole window is free again. */
  readonly resetSeconds: number;
  /** Seconds until the refused request would fit; set only when refused. */
  readonly retryAfterSeconds: number | undefined;
}

/**
 * Which pool: per IP or per account.
 *
 * @example
 * const pool: PoolName = "account"
 */
export type PoolName = keyof typeof limits.rateLimit.pools;

const { pools, costs, endpointCosts } = limits.rateLimit;

function defaults(name: PoolName): PoolSettings {
  const pool = pools[name];
  return { points: pool.points, windowMs: pool.windowSeconds * 1000 };
}

/**
 * The point cost of an endpoint: its override in spec/limits.yaml, else the paginated or the
 * default class.
 *
 * @example
 * endpointCost("GET", "/v1/order", true) // 10
 */
export function endpointCost(method: string, path: string, paginated: boolean): number {
  const overrides = endpointCosts.overrides as Readonly<Record<string, keyof typeof costs>>;
  const named =
    overrides[`${method.toUpperCase()} ${path}`] ??
    (paginated ? endpointCosts.paginated : endpointCosts.default);
  return costs[named];
}

/**
 * Point pools keyed by IP address or account address.
 *
 * @example
 * const limiter = new RateLimiter(createClock(), { http: { points: 10, windowMs: 1_000 } })
 * limiter.charge("http", "127.0.0.1", 1)?.allowed // true
 */
export class RateLimiter {
  private readonly settings: Partial<Record<PoolName, PoolSettings>> = {};
  /**
   * Budgets per pool, least recently charged first: a key idle for a whole window has its full
   * pool again, so it is forgotten, and memory follows the keys seen within one window.
   */
  private readonly budgets = new Map<PoolName, Map<string, { budget: PointBudget; at: number }>>();

  constructor(
    private readonly clock: SandboxClock,
    settings: RateLimitSettings = {},
  ) {
    if (settings === false) return;
    for (const name of Object.keys(pools) as PoolName[]) {
      const pool = settings[name];
      if (pool !== false) {
        this.settings[name] = pool ?? defaults(name);
        this.budgets.set(name, new Map());
      }
    }
  }

  /** True when the pool is on. */
  enabled(pool: PoolName): boolean {
    return this.settings[pool] !== undefined;
  }

  /** How many keys (IP or account addresses) a pool tracks now: those charged within its window. */
  trackedKeys(pool: PoolName): number {
    const settings = this.settings[pool];
    const budgets = this.budgets.get(pool);
    if (!settings || !budgets) return 0;
    this.forgetIdle(budgets, settings, this.clock.now());
    return budgets.size;
  }

  /**
   * Spends `cost` points from `key`'s pool when they fit. Returns the pool's state either way,
   * or `undefined` when the pool is off.
   */
  charge(pool: PoolName, key: string, cost: number): PoolState | undefined {
    const settings = this.settings[pool];
    const budgets = this.budgets.get(pool);
    if (!settings || !budgets) return undefined;
    const now = this.clock.now();
    this.forgetIdle(budgets, settings, now);
    let entry = budgets.get(key);
    if (entry) budgets.delete(key);
    else entry = { budget: createPointBudget({ ...settings, clock: this.clock }), at: now };
    entry.at = now;
    budgets.set(key, entry);
    const { budget } = entry;
    const allowed = budget.tryTake(cost);
    const remaining = budget.available();
    const reset = budget.waitTime(settings.points);
    const wait = allowed ? undefined : budget.waitTime(cost);
    return {
      allowed,
      limit: settings.points,
      remaining,
      resetSeconds: Math.ceil((Number.isFinite(reset) ? reset : settings.windowMs) / 1000),
      retryAfterSeconds:
        wait === undefined
          ? undefined
          : Math.max(1, Math.ceil((Number.isFinite(wait) ? wait : settings.windowMs) / 1000)),
    };
  }

  /** Drops keys charged last a whole window ago or more; the map is in charge order. */
  private forgetIdle(
    budgets: Map<string, { budget: PointBudget; at: number }>,
    settings: PoolSettings,
    now: number,
  ): void {
    for (const [key, entry] of budgets) {
      if (entry.at > now - settings.windowMs) return;
      budgets.delete(key);
    }
  }
}
