import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { bytesToHex, type Hex } from "@perpkit/core";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { defaultOraclePrices, type Sandbox, startSandbox } from "@perpkit/sandbox";
import { type PrivateKeySigner, privateKeySigner } from "@perpkit/signing";
import {
  createStreamClient,
  readAccountSnapshot,
  type StreamClient,
  type WatchedAccount,
} from "@perpkit/stream";
import { createMarketMaker } from "./market-maker.js";
import { startTaker } from "./taker.js";

// Runs the market maker until Ctrl-C (or MM_RUN_SECONDS): on a sandbox started here (the
// default), where a taker trades against its quotes and faults are injected every
// MM_FAULT_SECONDS (every stream connection dropped, or an L2Book message left out); or on
// testnet with PERPKIT_NETWORK=testnet and PERPKIT_PRIVATE_KEY. When it stops it cancels every
// order of the market (cancelAll), waits for its maintained account to settle, and compares the
// account with what REST says.

const env = process.env;
const network = env.PERPKIT_NETWORK ?? "sandbox";
const symbol = env.MM_SYMBOL ?? "BTCUSD";
const newKey = (): Hex => bytesToHex(new Uint8Array(randomBytes(32)));

function fail(message: string): never {
  console.error(`market maker: ${message}`);
  process.exit(2);
}

interface Setup {
  readonly rest: RestClient;
  readonly stream: StreamClient;
  readonly size: string;
  readonly runMs: number | undefined;
  readonly sandbox: Sandbox | undefined;
}

async function onSandbox(): Promise<Setup> {
  const sandbox = await startSandbox({
    oracle: { prices: defaultOraclePrices, intervalMs: 1_000, volatility: 0.0002 },
    stream: { l2BookIntervalMs: 100 },
    // Every fill of a long run stays readable over REST, for the comparison at the end.
    retention: { records: 1_000_000 },
  });
  const ownerKey: PrivateKeySigner = privateKeySigner(newKey());
  await sandbox.fund(ownerKey.address, "1000000");
  const owner = createRestClient({ baseUrl: sandbox.baseUrl, signer: ownerKey, name: "owner" });
  // The bot trades with a linked signer: a key that can place and cancel, and never withdraw.
  const botKey = privateKeySigner(newKey());
  await owner.linkSigner({ signer: botKey, name: "market-maker" });
  console.log(`sandbox at ${sandbox.baseUrl}; bot ${botKey.address} linked to ${ownerKey.address}`);
  return {
    rest: createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: botKey,
      account: ownerKey.address,
      name: "maker",
    }),
    stream: createStreamClient({ url: sandbox.wsUrl, name: "maker" }),
    size: env.MM_SIZE ?? "0.01",
    runMs: env.MM_RUN_SECONDS === undefined ? undefined : Number(env.MM_RUN_SECONDS) * 1000,
    sandbox,
  };
}

function onTestnet(): Setup {
  const key = env.PERPKIT_PRIVATE_KEY;
  if (!key) {
    fail(
      "PERPKIT_NETWORK=testnet needs PERPKIT_PRIVATE_KEY, a wallet whose first subaccount holds USD",
    );
  }
  let signer: PrivateKeySigner;
  try {
    signer = privateKeySigner(key as Hex);
  } catch {
    fail("PERPKIT_PRIVATE_KEY must be a 0x-prefixed 32-byte hex private key");
  }
  return {
    rest: createRestClient({ network: "testnet", signer, name: "maker" }),
    stream: createStreamClient({ network: "testnet", name: "maker" }),
    size: env.MM_SIZE ?? "",
    runMs: Number(env.MM_RUN_SECONDS ?? 60) * 1000,
    sandbox: undefined,
  };
}

/** Compares the maintained account with what REST says now; prints and answers the verdict. */
async function compareWithRest(account: WatchedAccount, rest: RestClient): Promise<boolean> {
  const now = await readAccountSnapshot(rest, account.subaccountId, {
    since: account.since ?? 0,
  });
  const byId = <T extends { id: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
  const checks = {
    "open orders": [byId(account.orders()), byId(now.orders.map((o) => o.order))],
    positions: [account.positions(), now.positions.map((p) => p.position)],
    balances: [account.balances(), now.balances],
    fills: [byId(account.fills()), byId(now.fills)],
  } as const;
  let equal = true;
  for (const [name, [view, read]] of Object.entries(checks)) {
    const same = isDeepStrictEqual(view, read);
    equal &&= same;
    console.log(
      `  ${name}: ${view.length} in the account, ${read.length} over REST: ${same ? "equal" : "DIFFERENT"}`,
    );
  }
  const position = account.position(symbol);
  const [usd] = account.balances();
  console.log(
    `  position ${position ? `${position.side === "buy" ? "long" : "short"} ${position.size}` : "flat"}, balance ${usd?.amount ?? "-"} (available ${usd?.available ?? "-"})`,
  );
  return equal;
}

if (network !== "sandbox" && network !== "testnet") {
  fail(`PERPKIT_NETWORK=${network}: runs on the sandbox (the default) or testnet only`);
}
const setup = network === "testnet" ? onTestnet() : await onSandbox();
let size = setup.size;
if (size === "") {
  const product = (await setup.rest.getProducts()).find((p) => p.ticker === symbol);
  if (!product) fail(`no product has the ticker ${symbol}`);
  size = product.lotSize;
}

const bot = createMarketMaker({
  rest: setup.rest,
  stream: setup.stream,
  symbol,
  size,
  spreadTicks: Number(env.MM_SPREAD_TICKS ?? 5),
  levels: Number(env.MM_LEVELS ?? 2),
  requoteTicks: Number(env.MM_REQUOTE_TICKS ?? 10),
  oracleIntervalMs: Number(env.MM_ORACLE_INTERVAL_MS ?? 1000),
  ...(setup.runMs === undefined ? {} : { runForMs: setup.runMs }),
});
const since = performance.now();
const at = () => `${((performance.now() - since) / 1000).toFixed(1).padStart(6)} s`;
bot.on("paused", ({ reason }) => console.log(`${at()}  ${reason}: quotes pulled`));
bot.on("resumed", () => console.log(`${at()}  book and account live again: quoting resumes`));
bot.on("error", ({ error }) => console.error(`${at()}  error: ${String(error)}`));
const progress = setInterval(() => {
  const s = bot.stats;
  const open = bot.account?.status === "live" ? bot.account.orders().length : "-";
  const held = bot.account?.status === "live" ? bot.account.position(symbol) : undefined;
  console.log(
    `${at()}  quotes ${s.quotes}, re-quotes ${s.requotes}, fills ${s.fills}, refused ${s.rejected}, open ${open}, position ${held ? `${held.side === "buy" ? "long" : "short"} ${held.size}` : "flat"}`,
  );
}, 60_000);
progress.unref();

const stopping = () => {
  console.log(`${at()}  stopping: cancelling every ${symbol} order`);
  void bot.stop();
};
process.once("SIGINT", stopping);
process.once("SIGTERM", stopping);
const faults = setup.sandbox ? startFaults(setup.sandbox) : undefined;
const taker = setup.sandbox ? await startTaker(setup.sandbox, symbol, size) : undefined;

console.log(`quoting ${symbol}${setup.runMs ? ` for ${setup.runMs / 1000} s` : " until Ctrl-C"}`);
const stats = await bot.run();
clearInterval(faults);
await taker?.stop();
// The mark price moves balances without an account message: hold it still, then compare at the
// account's next quiet point.
setup.sandbox?.oracle.freeze();
await bot.account?.settled();
console.log(
  `${at()}  stopped: ${stats.quotes} quotes, ${stats.requotes} re-quotes, ${stats.fills} fills, ${stats.pauses} pauses, ${stats.resumes} resumes, ${stats.cancelled} cancelled, ${stats.rejected} refused`,
);
const equal = bot.account ? await compareWithRest(bot.account, setup.rest) : false;
const left = (await setup.rest.listOrders({ isWorking: true })).data.length;
const pending = (await setup.rest.listOrders({ isPending: true })).data.length;
console.log(
  `maintained account equals REST: ${equal ? "yes" : "NO"}; open orders left: ${left + pending}`,
);
await bot.close();
await setup.stream.close();
await setup.sandbox?.close();
process.exit(equal && left + pending === 0 ? 0 : 1);

/** Every MM_FAULT_SECONDS: every stream connection dropped, or an L2Book message left out. */
function startFaults(sandbox: Sandbox): ReturnType<typeof setInterval> {
  let count = 0;
  const every = Number(env.MM_FAULT_SECONDS ?? 60) * 1000;
  const timer = setInterval(() => {
    count++;
    if (count % 2 === 1) {
      const dropped = sandbox.faults.stream.dropConnections();
      console.log(`${at()}  fault: ${dropped} stream connections dropped (a reconnect)`);
    } else {
      sandbox.faults.stream.skipL2BookMessage(symbol);
      console.log(`${at()}  fault: the next ${symbol} L2Book message left out (a gap)`);
    }
  }, every);
  timer.unref();
  return timer;
}
