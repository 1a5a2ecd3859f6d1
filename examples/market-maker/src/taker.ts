import { randomBytes } from "node:crypto";
import { bytesToHex, formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import type { Sandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";

// Someone to trade with on the sandbox: a taker that sends an IOC order every second or so, on a
// side at random, priced through the quotes around the oracle, so the market maker gets fills.

/**
 * A running taker.
 *
 * @example
 * const taker = await startTaker(sandbox, "BTCUSD", "0.01")
 * await taker.stop()
 */
export interface Taker {
  /** Orders sent so far. */
  readonly sent: number;
  stop(): Promise<void>;
}

/**
 * Starts a taker with a funded wallet of its own on `sandbox`.
 *
 * @example
 * const taker = await startTaker(sandbox, "BTCUSD", "0.01")
 */
export async function startTaker(sandbox: Sandbox, symbol: string, size: string): Promise<Taker> {
  const signer = privateKeySigner(bytesToHex(new Uint8Array(randomBytes(32))));
  await sandbox.fund(signer.address, "1000000");
  const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer, name: "taker" });
  const product = (await rest.getProducts()).find((p) => p.ticker === symbol);
  if (!product) throw new Error(`no product ${symbol}`);
  const tick = parseDecimal(product.tickSize, "tickSize");
  let sent = 0;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const step = async () => {
    const oracle = sandbox.oracle.price(symbol);
    if (oracle) {
      const side = Math.random() < 0.5 ? "buy" : "sell";
      const mark = parseDecimal(oracle, "oracle");
      const through = 30n * tick;
      const low = mark - through;
      const price = formatDecimal(side === "buy" ? mark + through : low > tick ? low : tick);
      sent++;
      await rest
        .placeOrder({
          symbol,
          side,
          type: "LIMIT",
          quantity: size,
          price,
          timeInForce: "IOC",
          throwOnReject: false,
        })
        .catch(() => undefined);
    }
    if (!stopped) schedule(700 + Math.random() * 800);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = step();
    }, ms);
  };
  schedule(1_000);
  return {
    get sent() {
      return sent;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
