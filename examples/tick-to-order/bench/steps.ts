// Where a tick goes: the benchmark's loop (native backend) with every tick time-stamped at each
// step (bench/step-session.ts), then prepareOrder and the signature in a tight loop. Prints a
// Markdown table. Not part of `pnpm bench`: run it with
//   pnpm --filter @perpkit/example-tick-to-order bench:steps
// TICKS (diffs per session, 500), SESSIONS (4) and GAP_MS (2) change the run, and POLL which
// processes never sleep between ticks: "exchange", "client" or "both" (a chain of setImmediate
// keeps the event loop turning), none by default.
import { performance } from "node:perf_hooks";
import { percentile } from "@perpkit/harness/bench";
import { createPinnedConnection, keepWarm, prepareOrderTemplate } from "@perpkit/rest/low-latency";
import { privateKeySigner, setCurveBackend } from "@perpkit/signing";
import { startExchangeProcess, warmRestClient } from "./sessions.js";
import {
  markingFetch,
  markingSigner,
  STEPS,
  type Step,
  stepMarks,
  stepSession,
  type TickSteps,
} from "./step-session.js";

const TICKS = Number(process.env.TICKS ?? 500);
const SESSIONS = Number(process.env.SESSIONS ?? 4);
const GAP_MS = Number(process.env.GAP_MS ?? 2);
const POLL = process.env.POLL ?? "none";
/**
 * PINNED=1 sends over a pinned connection, WARM=1 keeps the order path warm too, TEMPLATE=1 places
 * the orders through an order template (kept warm on its own path with WARM=1).
 */
const PINNED = process.env.PINNED === "1";
const WARM = process.env.WARM === "1";
const TEMPLATE = process.env.TEMPLATE === "1";
if (!["none", "exchange", "client", "both"].includes(POLL)) {
  throw new Error(`POLL must be none, exchange, client or both, not ${POLL}`);
}
const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

const LABELS: Record<Step, string> = {
  update: "the book's `update`: the frame read, the book changed",
  placeOrder: "`placeOrder` called",
  signing:
    "the signer asked: the order checked, its product, subaccount and clock read, its EIP-712 digest taken",
  signed: "the order signed (libsecp256k1)",
  undiciRequest: "undici's request made: the body built, the transport's attempt set up",
  sendHeaders: "undici about to write: its dispatcher, pool and connection",
  bodySent: "the last byte written: the socket's write",
};

const marks = stepMarks();
const signer = markingSigner(key, marks);
const { child, endpoints } = await startExchangeProcess({
  ticks: TICKS,
  gapMs: GAP_MS,
  owner: signer.address,
  polling: POLL === "exchange" || POLL === "both",
});
let polling: NodeJS.Immediate | undefined;
if (POLL === "client" || POLL === "both") {
  const turn = () => {
    polling = setImmediate(turn);
  };
  turn();
}
const pinned = PINNED ? createPinnedConnection({ baseUrl: endpoints.baseUrl }) : undefined;
try {
  await pinned?.connect();
  const fetch = pinned && markingFetch(pinned.fetch, marks);
  const rest = await warmRestClient(endpoints, signer, fetch);
  const order = {
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    price: "64999.500000000",
    quantity: "0.001",
    timeInForce: "GTD",
    postOnly: true,
  } as const;
  const { price, quantity, ...fixed } = order;
  const template = TEMPLATE ? await prepareOrderTemplate(rest.context, fixed) : undefined;
  const orders = template
    ? {
        placeOrder: (o: { price?: string | undefined; quantity: string }) =>
          template.place({ price: o.price as string, quantity: o.quantity }),
      }
    : rest;
  // Its signatures go through the marking signer, outside any tick: they mark nothing counted.
  const stopWarm = !WARM
    ? undefined
    : template
      ? keepWarm(rest.context, { template, order: { price, quantity } })
      : keepWarm(rest.context, { order });
  setCurveBackend("native");
  await stepSession(endpoints, orders, marks, TICKS);
  const ticks: TickSteps[] = [];
  for (let i = 0; i < SESSIONS; i++)
    ticks.push(...(await stepSession(endpoints, orders, marks, TICKS)));
  stopWarm?.();

  const us = (value: number) => Math.round(value).toLocaleString("en-US");
  const rows = STEPS.map((step, i) => {
    const from = ticks.map((tick) => tick[step]);
    const previous = STEPS[i - 1];
    const alone = ticks.map((tick) => tick[step] - (previous ? tick[previous] : 0));
    return `| ${LABELS[step]} | ${us(percentile(from, 50))} | ${us(percentile(alone, 50))} | ${us(percentile(from, 99))} |`;
  });
  console.log(
    [
      `${ticks.length} ticks (${SESSIONS} sessions of ${TICKS}), polling between ticks: ${POLL}, ${GAP_MS} ms apart${PINNED ? ", pinned connection" : ""}${WARM ? ", kept warm" : ""}${TEMPLATE ? ", an order template" : ""}; microseconds from the diff's bytes arriving:`,
      "",
      "| From the diff's bytes arriving to... | p50 | the step alone, p50 | p99 |",
      "| --- | ---: | ---: | ---: |",
      ...rows,
    ].join("\n"),
  );

  // The same work again and again, its code and data staying in the caches.
  const loop = async (count: number, work: () => unknown) => {
    for (let i = 0; i < 200; i++) await work();
    const started = performance.now();
    for (let i = 0; i < count; i++) await work();
    return ((performance.now() - started) * 1000) / count;
  };
  const key32 = privateKeySigner(key);
  const digest = `0x${"5a".repeat(32)}` as const;
  const prepare = await loop(2_000, () => rest.prepareOrder(order));
  const templated = template && (await loop(2_000, () => template.prepare({ price, quantity })));
  const sign = await loop(2_000, () => key32.signDigest(digest));
  console.log(
    `\nIn a tight loop: prepareOrder (checks, digest, signature) ${us(prepare)} us;${templated === undefined ? "" : ` the template's prepare ${us(templated)} us;`} signDigest alone ${us(sign)} us.`,
  );
} finally {
  pinned?.close();
  clearImmediate(polling);
  child.kill();
}
