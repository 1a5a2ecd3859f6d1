// Tick to order: the time from an L2Book diff's bytes arriving at the socket to the last byte of
// the signed post-only order it is answered with, written to the HTTP socket. The exchange (a
// stream gateway and an HTTP endpoint) runs in a process of its own on 127.0.0.1 and ticks in a
// closed loop (src/exchange.ts); this process is the client. Three clients take turns, in rounds:
// perpkit (watchOrderBook, then placeOrder through the REST client) with the native secp256k1
// backend and with the js one, and a bare client of the same orders (a raw `ws` socket and
// JSON.parse, viem's signTypedData, fetch). Beside them, taking turns with them, the floor
// (bench/floor-session.ts): on each diff, once `ws` has read its frame, the signature alone
// (libsecp256k1) and a bare socket's write of the bytes of perpkit's own order request. Percentiles of all the diffs of each.
// perpkit's native backend runs four ways: by default, over a pinned connection, over a pinned
// connection with the order path kept warm, and with all of these and an order template
// (`@perpkit/rest/low-latency`, the way a latency-sensitive user gets the lowest tick; the goals
// are stated for it), and with the same and its event loop kept spinning between ticks
// (keepLoopSpinning), measured against a floor whose loop spins too. Every session has a deadline:
// a stalled one fails the benchmark, naming it.

import { percentile, recordGroup } from "@perpkit/harness/bench";
import {
  createPinnedConnection,
  keepLoopSpinning,
  keepWarm,
  prepareOrderTemplate,
} from "@perpkit/rest/low-latency";
import { privateKeySigner, setCurveBackend } from "@perpkit/signing";
import { privateKeyToAccount } from "viem/accounts";
import { capturedOrderRequest, floorSession } from "./floor-session.js";
import {
  perpkitSession,
  rawSession,
  startExchangeProcess,
  warmRestClient,
  withinDeadline,
} from "./sessions.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
/** Diffs per session, and sessions per client. */
const TICKS = quick ? 100 : 500;
const ROUNDS = quick ? 1 : 8;
/** Idle time between an order's arrival and the next diff. */
const GAP_MS = 2;
/**
 * How long a session may take before the benchmark fails: 500 ticks take 1 to 3 s, and many
 * times that on a loaded machine; a stalled one never ends.
 */
const DEADLINE_MS = Number(process.env.SESSION_DEADLINE_MS ?? 120_000);
const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const signer = privateKeySigner(key);
const account = privateKeyToAccount(key);

const { child, endpoints } = await startExchangeProcess({
  ticks: TICKS,
  gapMs: GAP_MS,
  owner: signer.address,
});
const pinned = createPinnedConnection({ baseUrl: endpoints.baseUrl });
try {
  const rest = await warmRestClient(endpoints, signer);
  await pinned.connect();
  const pinnedRest = await warmRestClient(endpoints, signer, pinned.fetch);
  const native = "perpkit: watchOrderBook + placeOrder, native backend (libsecp256k1)";
  const nativePinned =
    "perpkit: watchOrderBook + placeOrder, native backend, pinned connection (@perpkit/rest/low-latency)";
  const nativeWarm =
    "perpkit: watchOrderBook + placeOrder, native backend, pinned connection, kept warm every 1 ms";
  const nativeTemplate =
    "perpkit: watchOrderBook + an order template's place, native backend, pinned connection, kept warm every 1 ms";
  const nativeSpinning =
    "perpkit: watchOrderBook + an order template's place, native backend, pinned connection, kept warm every 1 ms, the loop kept spinning";
  const floorSpinning =
    "the floor, the loop kept spinning: the signature alone (libsecp256k1) and a bare socket's write of the same request bytes";
  const js = "perpkit: watchOrderBook + placeOrder, js backend (@noble/curves)";
  const raw = "raw ws receive + JSON.parse, viem signTypedData, fetch";
  const floor =
    "the floor: the signature alone (libsecp256k1) and a bare socket's write of the same request bytes";
  setCurveBackend("native");
  const warmOrder = {
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    price: "64999.5",
    quantity: "0.001",
    timeInForce: "GTD",
    postOnly: true,
  } as const;
  const request = await capturedOrderRequest(rest, warmOrder);
  const { price: warmPrice, quantity: warmQuantity, ...fixed } = warmOrder;
  const template = await prepareOrderTemplate(pinnedRest.context, fixed);
  // The loop's orders, as quoteBestBid makes them, placed by the template: only the price and
  // quantity are read from them.
  const templated = {
    placeOrder: (order: { price?: string | undefined; quantity: string }) =>
      template.place({ price: order.price as string, quantity: order.quantity }),
  };
  const cases: Record<string, () => Promise<number[]>> = {
    [native]: () => {
      setCurveBackend("native");
      return perpkitSession(endpoints, rest, TICKS);
    },
    [nativePinned]: () => {
      setCurveBackend("native");
      return perpkitSession(endpoints, pinnedRest, TICKS);
    },
    [nativeWarm]: () => {
      setCurveBackend("native");
      const stop = keepWarm(pinnedRest.context, { order: warmOrder });
      return perpkitSession(endpoints, pinnedRest, TICKS).finally(stop);
    },
    [nativeTemplate]: () => {
      setCurveBackend("native");
      const stop = keepWarm(pinnedRest.context, {
        template,
        order: { price: warmPrice, quantity: warmQuantity },
      });
      return perpkitSession(endpoints, pinnedRest, TICKS, templated).finally(stop);
    },
    [nativeSpinning]: () => {
      setCurveBackend("native");
      const stopSpinning = keepLoopSpinning();
      const stop = keepWarm(pinnedRest.context, {
        template,
        order: { price: warmPrice, quantity: warmQuantity },
      });
      return perpkitSession(endpoints, pinnedRest, TICKS, templated).finally(() => {
        stop();
        stopSpinning();
      });
    },
    [floorSpinning]: async () => {
      setCurveBackend("native");
      const stop = keepLoopSpinning();
      try {
        const times = await floorSession(endpoints, {
          ticks: TICKS,
          request,
          sign: signer.signDigest,
        });
        return times.ticks;
      } finally {
        stop();
      }
    },
    [js]: () => {
      setCurveBackend("js");
      return perpkitSession(endpoints, rest, TICKS);
    },
    [raw]: () => rawSession(endpoints, account, TICKS),
    [floor]: async () => {
      setCurveBackend("native");
      const times = await floorSession(endpoints, {
        ticks: TICKS,
        request,
        sign: signer.signDigest,
      });
      return times.ticks;
    },
  };
  const names = Object.keys(cases);
  const session = (name: string, what: string) =>
    withinDeadline(`${name} (${what})`, (cases[name] as () => Promise<number[]>)(), DEADLINE_MS);
  // A session of each to warm up, then the rounds, each starting with a different client.
  for (const name of names) await session(name, "warm-up");
  const latencies: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(round + j) % names.length] as string;
      latencies[name]?.push(...(await session(name, `round ${round + 1} of ${ROUNDS}`)));
    }
  }
  const method = `${ROUNDS} session${ROUNDS === 1 ? "" : "s"} of ${TICKS} L2Book diffs per client (10 levels, decimals padded to 9 places), the clients and the floor taking turns; the exchange (a stream gateway and an HTTP endpoint) in another process on 127.0.0.1 sends each diff ${GAP_MS} ms after the order that answered the one before arrived, and is idle in between; from the diff's bytes arriving at the socket to the order's last byte written (undici's bodySent, or the pinned connection's; for the floor, its socket.write returned). The floor writes ${request.length} bytes, the request perpkit wrote for the same order. The options of @perpkit/rest/low-latency and what they cost: the pinned connection holds one keep-alive socket to the exchange open (no timer, no CPU while idle); keepWarm prepares and signs a throw-away order every 1 ms (about 60-90 us of CPU each, 6-9% of a core, and a nonce each, never sent). An order template (prepareOrderTemplate, made once per market and side before the ticks) checks the fixed fields once and each order only its price and quantity, hashes only the struct words that vary and splices them into a body serialised once; it costs a few kilobytes per template and no CPU while idle, and a changed product needs a new template; kept warm, keepWarm prepares the template's own order. The goals are stated for the native backend with all three, the fastest configuration a latency-sensitive user gets`;
  const spinning = [nativeSpinning, floorSpinning];
  const figures = (group: string[], p: number) =>
    group.map((name) => ({
      name,
      value: percentile(latencies[name] ?? [], p),
      unit: "us",
      better: "lower" as const,
    }));
  for (const [label, p, within] of [
    ["p50", 50, 1.5],
    ["p99", 99, 2],
  ] as const) {
    recordGroup(
      `Tick to order, ${label}: an L2Book diff to a signed post-only order at the best bid`,
      figures(
        names.filter((name) => !spinning.includes(name)),
        p,
      ),
      { baseline: raw, floor, method, goals: [{ figure: nativeTemplate, withinFloor: within }] },
    );
    // A client that never sleeps is measured against a floor that never sleeps either: the wake
    // from idle it saves is the floor's too.
    recordGroup(
      `Tick to order, ${label}, the loop kept spinning (keepLoopSpinning: a whole core): an L2Book diff to a signed post-only order at the best bid`,
      figures([nativeTemplate, ...spinning], p),
      {
        baseline: nativeTemplate,
        floor: floorSpinning,
        method: `${method}. keepLoopSpinning keeps the event loop turning between ticks (a chain of setImmediate, one core at 100%), for the client and for the floor alike; the baseline is the same client with its loop idle between ticks`,
        goals: [{ figure: nativeSpinning, withinFloor: within }],
      },
    );
  }
} finally {
  pinned.close();
  child.kill();
}
