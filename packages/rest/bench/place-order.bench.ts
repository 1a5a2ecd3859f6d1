import { performance } from "node:perf_hooks";
import {
  type BenchResult,
  measure,
  percentile,
  printResults,
  recordGroup,
} from "@perpkit/harness/bench";
import { type OrderData, privateKeySigner, signingConfigs, signOrder } from "@perpkit/signing";
import { privateKeyToAccount } from "viem/accounts";
import {
  createTradingContext,
  getOwnSubaccount,
  type PlaceOrderParameters,
  prepareOrder,
  type TradingContextOptions,
} from "../src/index.js";
import { PRIMARY, startExchange } from "../test/exchange.js";

// The time from placeOrder's arguments to a signed body ready to send (prepareOrder, which
// placeOrder and client.placeOrder both run: checks, product rules from the cache, server-clock
// nonce, body, signature, JSON), beside the bare signing of the same bodies (signOrder), measured
// in the same run with the same signer.
const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const exchange = await startExchange();
// The signer's subaccount, which the context finds once (no subaccount option: the default path).
exchange.state.subaccounts.push({
  id: "11111111-1111-4111-8111-111111111111",
  name: PRIMARY,
  account: privateKeySigner(key).address,
  createdBlockNumber: "1",
  createdAt: 1_700_000_000_000,
});

const orders: PlaceOrderParameters[] = Array.from({ length: 512 }, (_, i) => ({
  symbol: i % 2 ? "BTCUSD" : "ETH-USD",
  side: i % 2 ? "buy" : "sell",
  type: "LIMIT",
  quantity:
    i % 2
      ? `${1 + (i % 50)}.${String(i % 1000).padStart(3, "0")}`
      : `${1 + (i % 50)}.${String(i % 100).padStart(2, "0")}`,
  price: i % 2 ? `${3000 + i}.5` : `${3000 + i}.25`,
  timeInForce: "GTD",
  reduceOnly: i % 3 === 0,
  ...(i % 4 === 0 ? { clientOrderId: `bench${i}` } : {}),
}));

async function compare(label: string, signer: TradingContextOptions["signer"]) {
  const context = createTradingContext({
    baseUrl: exchange.url,
    signer,
    signingConfig: signingConfigs.local,
    subaccountLookup: getOwnSubaccount,
  });
  await context.products.list();
  await context.serverTime.get();
  await getOwnSubaccount(context);
  const domain = await context.signingDomain.get();
  // The bare-signing inputs are the very bodies prepareOrder builds.
  const bodies: OrderData[] = [];
  for (const order of orders)
    bodies.push((await prepareOrder(context, order)).request.data as OrderData);
  const now = Date.now();
  const adapted = context.signer as NonNullable<typeof context.signer>;
  const at = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

  const sign = (i: number) => signOrder({ domain, data: at(bodies, i), signer: adapted, now });
  const prepare = (i: number) => prepareOrder(context, at(orders, i));
  const results: BenchResult[] = [
    await measure(`signOrder (bare signing), ${label}`, sign),
    await measure(`prepareOrder, ${label}`, prepare),
  ];
  printResults(`placeOrder arguments to a signed body, ${label}`, results);

  // The overhead, from paired batches: each pair times a batch of each case back to back (in
  // alternating order), so both see the same machine load; the median ratio is reported.
  const ratios: number[] = [];
  const perOrderUs: number[] = [];
  const signUs: number[] = [];
  const prepareUs: number[] = [];
  const batch = 32;
  let i = 0;
  const timeBatch = async (fn: (i: number) => Promise<unknown>) => {
    const t0 = performance.now();
    for (let k = 0; k < batch; k++) await fn(i++);
    return performance.now() - t0;
  };
  for (let pair = 0; pair < 120; pair++) {
    let signMs: number;
    let prepareMs: number;
    if (pair % 2 === 0) {
      signMs = await timeBatch(sign);
      prepareMs = await timeBatch(prepare);
    } else {
      prepareMs = await timeBatch(prepare);
      signMs = await timeBatch(sign);
    }
    ratios.push(prepareMs / signMs);
    perOrderUs.push(((prepareMs - signMs) / batch) * 1000);
    signUs.push((signMs / batch) * 1000);
    prepareUs.push((prepareMs / batch) * 1000);
  }
  const overhead = (percentile(ratios, 50) - 1) * 100;
  console.log(
    `  overhead over signing (median of 120 paired batches): ${percentile(perOrderUs, 50).toFixed(1)} us per order, ${overhead.toFixed(1)}% (budget 15%)`,
  );
  // The budget as a goal of the report: prepareOrder at most 15% slower than signing alone.
  const signing = `signOrder (bare signing), ${label}`;
  recordGroup(
    `placeOrder arguments to a signed body, ${label}, paired batches`,
    [
      { name: signing, value: percentile(signUs, 50), unit: "us", better: "lower" },
      {
        name: `prepareOrder, ${label}`,
        value: percentile(prepareUs, 50),
        unit: "us",
        better: "lower",
      },
    ],
    {
      baseline: signing,
      method:
        "median time per order of 120 pairs of batches of 32, each pair timed back to back in alternating order",
      // 1 / 1.15, rounded: signing alone over prepareOrder.
      goals: [{ figure: `prepareOrder, ${label}`, atLeast: 0.87 }],
    },
  );
}

await compare("perpkit privateKeySigner", privateKeySigner(key));
await compare("viem privateKeyToAccount", privateKeyToAccount(key));
await exchange.close();
