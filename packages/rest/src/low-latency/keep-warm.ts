import { systemClock, unrefTimer, ValidationError } from "@perpkit/core";
import { type PrepareOrderParameters, prepareOrder } from "../actions/place-order.js";
import type { TradingContext } from "../trading-context.js";
import type { OrderTemplate, TemplateOrder } from "./order-template.js";

/**
 * Options of {@link keepWarm}: an order prepared as `prepareOrder` does, or, with `template`, the
 * price and quantity of an order prepared by that template (the path its ticks take).
 *
 * @example
 * keepWarm(context, { order, everyMs: 1 })
 * keepWarm(context, { template, order: { price: "64999.5", quantity: "0.001" } })
 */
export type KeepWarmOptions = KeepWarmTiming &
  (
    | { readonly order: PrepareOrderParameters; readonly template?: undefined }
    | { readonly order: TemplateOrder; readonly template: OrderTemplate }
  );

/**
 * When and how long {@link keepWarm} warms.
 *
 * @example
 * const timing: KeepWarmTiming = { everyMs: 1, failed: console.error }
 */
export interface KeepWarmTiming {
  /**
   * How often, in milliseconds of real time (default 1): the machine's clock, whatever the
   * context's, since only real time cools the caches it keeps warm.
   */
  readonly everyMs?: number | undefined;
  /** Hears what a warm-up fails with (a rule the order breaks, say); it stops the warming. */
  readonly failed?: ((error: unknown) => void) | undefined;
}

/**
 * Keeps the order path warm between ticks: every `everyMs` it prepares `order` as `placeOrder`
 * would (the checks, the product, subaccount and clock reads, the EIP-712 digest, the signature)
 * and throws it away, unsent, so that the code and data a tick runs through stay in the CPU's
 * caches and the JIT's hot state while the loop idles. Costs one signature and one order's checks
 * per period (about 60-90 us with libsecp256k1 on two virtual cores: 6-9% of a core at the
 * default 1 ms, more with the js backend) and one nonce each, never sent; a tick that arrives
 * during a warm-up waits for it. The transport and the socket are not run: see
 * `createPinnedConnection` for those. With `template`, the template's own path is warmed
 * (see `prepareOrderTemplate`).
 * Its timer runs on real time (`systemClock`), not on the context's clock: a backtest's clock
 * does not cool a CPU's caches. Returns the function that stops it; its timer does not keep the
 * process alive.
 *
 * @example
 * import { keepWarm } from "@perpkit/rest/low-latency"
 * const stop = keepWarm(context, { order: { symbol: "BTCUSD", side: "buy", type: "LIMIT", price: "60000", quantity: "0.001", timeInForce: "GTD", postOnly: true } })
 */
export function keepWarm(context: TradingContext, options: KeepWarmOptions): () => void {
  const everyMs = options.everyMs ?? 1;
  // A timer's longest delay is 2^31 - 1 ms; Node runs anything outside 1 to that every 1 ms.
  if (typeof everyMs !== "number" || !(everyMs >= 1 && everyMs <= 2_147_483_647)) {
    throw new ValidationError(
      "everyMs",
      "must be a number of milliseconds from 1 to 2,147,483,647",
    );
  }
  let running = false;
  const warm = () => {
    if (running) return;
    running = true;
    const prepared = options.template
      ? options.template.prepare(options.order)
      : prepareOrder(context, options.order);
    prepared.then(
      () => {
        running = false;
      },
      (error: unknown) => {
        systemClock.clearTimer(timer);
        options.failed?.(error);
      },
    );
  };
  const timer = unrefTimer(systemClock.setInterval(warm, everyMs));
  return () => systemClock.clearTimer(timer);
}
