import { randomBytes } from "node:crypto";
import { bytesToHex, type Hex } from "@perpkit/core";
import { defaultOraclePrices, startSandbox } from "@perpkit/sandbox";
import { type PrivateKeySigner, privateKeySigner } from "@perpkit/signing";

/**
 * Where the quick start runs: the exchange's addresses, the wallets that trade, and, on the
 * sandbox only, a faucet.
 *
 * @example
 * const target = await sandboxTarget()
 * await target.close()
 */
export interface Target {
  readonly name: "sandbox" | "testnet";
  /** One line saying where the demo runs. */
  readonly description: string;
  /** How the REST client finds the exchange. */
  readonly rest: { readonly baseUrl: string } | { readonly network: "testnet" };
  /** How the stream client finds the gateway. */
  readonly stream: { readonly url: string } | { readonly network: "testnet" };
  /** How the candle client finds the candle API. */
  readonly candles: { readonly url: string } | { readonly network: "testnet" };
  /** The wallet that owns the resting orders (placed by its linked signer). */
  readonly maker: PrivateKeySigner;
  /** The wallet that crosses them; the testnet run has one only when a second key is given. */
  readonly taker: PrivateKeySigner | undefined;
  /** The sandbox's faucet (`sandbox.fund`): credits `amount` USD to the wallet's `primary` subaccount. */
  readonly fund: ((account: string, amount: string) => Promise<void>) | undefined;
  /** The market the demo trades. */
  readonly symbol: string;
  /** A market others trade in, watched at the end: the sandbox's simulated one, or the live one. */
  readonly livingSymbol: string;
  /** Sandbox-clock milliseconds from a withdrawal to its finalisation, when known. */
  readonly withdrawalLockoutMs: number | undefined;
  close(): Promise<void>;
}

/**
 * A fresh private key from the operating system's random source.
 *
 * @example
 * const signer = privateKeySigner(newPrivateKey())
 */
export function newPrivateKey(): Hex {
  return bytesToHex(new Uint8Array(randomBytes(32)));
}

const LOCKOUT_MS = 1_500;

/**
 * Starts a sandbox exchange in this process on a free port, with an oracle that walks every
 * 250 ms from the default prices, a simulated market of makers and takers on ETHUSD and SOLUSD
 * (BTCUSD stays the demo's own), and two fresh wallets.
 *
 * @example
 * const target = await sandboxTarget()
 */
export async function sandboxTarget(): Promise<Target> {
  const sandbox = await startSandbox({
    port: 0,
    oracle: { prices: defaultOraclePrices, intervalMs: 250 },
    withdrawalLockoutMs: LOCKOUT_MS,
    stream: { l2BookIntervalMs: 100 },
    market: { symbols: ["ETHUSD", "SOLUSD"], takerRate: 4 },
  });
  return {
    name: "sandbox",
    description: `the sandbox, a local exchange at ${sandbox.baseUrl}`,
    rest: { baseUrl: sandbox.baseUrl },
    stream: { url: sandbox.wsUrl },
    candles: { url: sandbox.candlesUrl },
    maker: privateKeySigner(newPrivateKey()),
    taker: privateKeySigner(newPrivateKey()),
    async fund(account, amount) {
      await sandbox.fund(account, amount);
    },
    symbol: "BTCUSD",
    livingSymbol: "ETHUSD",
    withdrawalLockoutMs: LOCKOUT_MS,
    close: () => sandbox.close(),
  };
}

/** Why the testnet run cannot start, in words for the user. */
export class TargetSetupError extends Error {
  override name = "TargetSetupError";
}

function signerFrom(env: NodeJS.ProcessEnv, name: string): PrivateKeySigner | undefined {
  const key = env[name];
  if (key === undefined || key === "") return undefined;
  try {
    return privateKeySigner(key as Hex);
  } catch {
    throw new TargetSetupError(`${name} must be a 0x-prefixed 32-byte hex private key`);
  }
}

/**
 * The live testnet, with the wallets of `PERPKIT_PRIVATE_KEY` (required: it owns the resting
 * orders and withdraws) and `PERPKIT_TAKER_PRIVATE_KEY` (optional: it crosses them). Nothing is
 * funded for you there: each wallet's first subaccount needs a deposit first.
 *
 * @example
 * const target = testnetTarget(process.env)
 */
export function testnetTarget(env: NodeJS.ProcessEnv): Target {
  const maker = signerFrom(env, "PERPKIT_PRIVATE_KEY");
  if (!maker) {
    throw new TargetSetupError(
      "PERPKIT_NETWORK=testnet needs PERPKIT_PRIVATE_KEY, the private key of a testnet wallet " +
        "whose first subaccount holds USD (deposit with the exchange contract first).",
    );
  }
  return {
    name: "testnet",
    description: "the live testnet",
    rest: { network: "testnet" },
    stream: { network: "testnet" },
    candles: { network: "testnet" },
    maker,
    taker: signerFrom(env, "PERPKIT_TAKER_PRIVATE_KEY"),
    fund: undefined,
    symbol: env.PERPKIT_SYMBOL ?? "BTCUSD",
    livingSymbol: env.PERPKIT_SYMBOL ?? "BTCUSD",
    withdrawalLockoutMs: undefined,
    close: async () => undefined,
  };
}
