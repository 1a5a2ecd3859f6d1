import { randomBytes } from "node:crypto";
import { bytesToHex, type Hex } from "@perpkit/core";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { defaultOraclePrices, type Sandbox, startSandbox } from "@perpkit/sandbox";
import { type PrivateKeySigner, privateKeySigner } from "@perpkit/signing";
import { createStreamClient } from "@perpkit/stream";
import { createMarketMaker } from "./market-maker.js";

// Runs the market maker for a while: on a sandbox started here (the default; halfway through, an
// L2Book message is skipped on purpose to show the bot stepping back), or on testnet with
// PERPKIT_NETWORK=testnet and PERPKIT_PRIVATE_KEY. Ctrl-C stops it early; it always cancels
// its quotes before exiting.

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
  readonly stream: ReturnType<typeof createStreamClient>;
  readonly owner: RestClient;
  readonly size: string;
  readonly runMs: number;
  readonly sandbox: Sandbox | undefined;
}

async function onSandbox(): Promise<Setup> {
  const sandbox = await startSandbox({
    oracle: { prices: defaultOraclePrices, intervalMs: 500, volatility: 0.0005 },
    stream: { l2BookIntervalMs: 100 },
  });
  const ownerKey: PrivateKeySigner = privateKeySigner(newKey());
  await sandbox.fund(ownerKey.address, "100000");
  const owner = createRestClient({ baseUrl: sandbox.baseUrl, signer: ownerKey });
  // The bot trades with a linked signer: a key that can place and cancel, and never withdraw.
  const botKey = privateKeySigner(newKey());
  await owner.linkSigner({ signer: botKey, name: "market-maker" });
  console.log(`sandbox at ${sandbox.baseUrl}; bot ${botKey.address} linked to ${ownerKey.address}`);
  return {
    rest: createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: botKey,
      account: ownerKey.address,
    }),
    stream: createStreamClient({ url: sandbox.wsUrl }),
    owner,
    size: env.MM_SIZE ?? "0.01",
    runMs: Number(env.MM_RUN_SECONDS ?? 10) * 1000,
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
  const rest = createRestClient({ network: "testnet", signer });
  return {
    rest,
    stream: createStreamClient({ network: "testnet" }),
    owner: rest,
    size: env.MM_SIZE ?? "",
    runMs: Number(env.MM_RUN_SECONDS ?? 60) * 1000,
    sandbox: undefined,
  };
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
  requoteTicks: Number(env.MM_REQUOTE_TICKS ?? 3),
  oracleIntervalMs: Number(env.MM_ORACLE_INTERVAL_MS ?? (setup.sandbox ? 250 : 1000)),
  runForMs: setup.runMs,
});
const since = performance.now();
const at = () => `${((performance.now() - since) / 1000).toFixed(1).padStart(5)} s`;
bot.on("quoted", ({ around, bids, asks }) =>
  console.log(`${at()}  quote around ${around}: bids ${bids.join(", ")} | asks ${asks.join(", ")}`),
);
bot.on("cancelled", ({ reason, count }) => console.log(`${at()}  cancelled ${count} (${reason})`));
bot.on("paused", ({ reason }) => console.log(`${at()}  book stale (${reason}): quotes pulled`));
bot.on("resumed", () => console.log(`${at()}  book live again: quoting resumes`));
bot.on("error", ({ error }) => console.error(`${at()}  error: ${String(error)}`));

process.once("SIGINT", () => void bot.stop());
process.once("SIGTERM", () => void bot.stop());
if (setup.sandbox) {
  const { sandbox } = setup;
  setTimeout(() => sandbox.faults.stream.skipL2BookMessage(symbol), setup.runMs / 2).unref();
}

console.log(`quoting ${symbol} for ${setup.runMs / 1000} s`);
const stats = await bot.run();
const left = (await setup.owner.listOrders({ isWorking: true })).data.length;
console.log(
  `stopped: ${stats.quotes} quotes, ${stats.requotes} re-quotes, ${stats.gapCancels} gap cancels, ${stats.resumes} resumes, ${stats.rejected} refused; ${left} open orders left`,
);
await setup.stream.close();
await setup.sandbox?.close();
