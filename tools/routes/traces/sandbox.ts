// The sandbox route's trace: signed orders of different content (one that rests, one that crosses
// and fills, a market order, a post-only order that would cross, an IOC with nothing to take, a
// reduce-only order that closes part of a position, a stop, one whose body no longer matches its
// signature) sent over HTTP on 127.0.0.1 to a sandbox started in this process, measured from the
// request leaving to its answer arriving: what the sandbox runs for the order, HTTP server to
// matching engine and back. The orders are made and signed by @perpkit/rest and @perpkit/signing
// before each span begins, so none of the client's code is counted.
import {
  createTradingContext,
  getOwnSubaccount,
  type PlaceOrderParameters,
  placeOrder,
  type TradingContext,
} from "../../../packages/rest/src/index.js";
import { createClock, type Sandbox, startSandbox } from "../../../packages/sandbox/src/index.js";
import { privateKeySigner, setCurveBackend } from "../../../packages/signing/src/index.js";
import type { RouteTrace, TraceTools } from "../trace.js";

const takerKey = "0x000000000000000000000000000000000000000000000000000000000000b0b1";
const makerKey = "0x000000000000000000000000000000000000000000000000000000000000b0b2";

/** An order, and whether its body is changed after it was signed. */
interface OrderInput {
  readonly order: PlaceOrderParameters;
  readonly tampered?: boolean;
}

const limit = (side: "buy" | "sell", quantity: string, price: string) =>
  ({ symbol: "BTCUSD", side, type: "LIMIT", quantity, price, timeInForce: "GTD" }) as const;

// The maker's orders (placed once, at setup) rest at 40000 (bids) and 50000 (asks); the taker's
// resting bids stay below 40000, so that its own orders never meet each other.
const inputs: Record<string, OrderInput> = {
  rests: { order: limit("buy", "0.001", "39000") },
  crossesAndFills: { order: limit("buy", "0.002", "50000") },
  market: { order: { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.001" } },
  postOnlyWouldCross: { order: { ...limit("buy", "0.001", "50000"), postOnly: true } },
  iocNothingToTake: { order: { ...limit("sell", "0.001", "60000"), timeInForce: "IOC" } },
  reduceOnly: { order: { ...limit("sell", "0.001", "40000"), reduceOnly: true } },
  stop: { order: { ...limit("sell", "0.001", "38000"), stopPrice: "38500", stopType: 1 } },
  bodyNotAsSigned: { order: limit("buy", "0.001", "39000"), tampered: true },
};

interface Context {
  readonly taker: TradingContext;
  /** The next request's body is changed after signing. */
  readonly tamper: { next: boolean };
}

/** The body with another quantity than the one signed (its input's is 0.001): a 401. */
function tampered(body: BodyInit | null | undefined): string {
  const text = typeof body === "string" ? body : new TextDecoder().decode(body as Uint8Array);
  const parsed = JSON.parse(text) as { data: { quantity: string } };
  parsed.data.quantity = "0.005";
  return JSON.stringify(parsed);
}

/**
 * Runs what falls due with time before a span rather than inside it: expiries, and the pass that
 * lets old history go, which the engine otherwise runs on the first request a second (of real
 * time) after the last; run here, the next one is a second away, and no span lasts that long.
 */
function dueWork(sandbox: Sandbox): () => Promise<void> {
  const { exchange } = sandbox;
  return async () => {
    exchange.tick();
    exchange.retain();
  };
}

/** `fetch` whose request is the measured span: what ran before it (the client's, `due`) is not. */
function spanFetch(
  tools: TraceTools,
  tamper: { next: boolean },
  due: () => Promise<void>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const sent = tamper.next ? { ...init, body: tampered(init?.body) } : init;
    tamper.next = false;
    await due();
    await tools.skip();
    const response = await globalThis.fetch(input, sent);
    await tools.mark();
    return response;
  };
}

const trace: RouteTrace<Context> = {
  async setup(tools) {
    // No timers of the sandbox's own in the spans (the oracle, the expiry tick): what runs is
    // what the order makes run. Signatures are checked on this thread, where coverage is taken.
    // The clock starts at the turn of a day (and month, and year) and runs: a trace takes seconds,
    // so every run fills the same candle bars, and no run takes the branch that starts a new one.
    // The curve is the pure-JS one every platform has (libsecp256k1 loads only where its prebuilt
    // binary does, or not when PERPKIT_CURVE says so), so the route is the same on every machine.
    setCurveBackend("js");
    const sandbox = await startSandbox({
      clock: createClock({ start: Date.UTC(2026, 0, 1) }),
      oracle: false,
      tickIntervalMs: 3_600_000,
      verifyThreads: 0,
      onError: (error) => {
        throw error;
      },
    });
    const { baseUrl } = sandbox;
    const maker = privateKeySigner(makerKey);
    const taker = privateKeySigner(takerKey);
    await sandbox.fund(maker.address, "10000000");
    await sandbox.fund(taker.address, "10000000");
    const makerContext = await createTradingContext({
      baseUrl,
      signer: maker,
      subaccountLookup: getOwnSubaccount,
    });
    for (const order of [limit("sell", "1", "50000"), limit("buy", "1", "40000")]) {
      await placeOrder(makerContext, order);
    }
    const tamper = { next: false };
    const fetch = spanFetch(tools, tamper, dueWork(sandbox));
    return {
      taker: await createTradingContext({
        baseUrl,
        signer: taker,
        fetch,
        subaccountLookup: getOwnSubaccount,
      }),
      tamper,
    };
  },
  inputs,
  async run(context, input) {
    const { order, tampered } = input as OrderInput;
    context.tamper.next = tampered === true;
    // Refusals are answers too (a post-only order that would cross, a signature that fails).
    return placeOrder(context.taker, { ...order, throwOnReject: false }).catch(
      (error: unknown) => error,
    );
  },
};

export default trace;
