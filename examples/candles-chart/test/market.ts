import { createRestClient, type RestClient } from "@perpkit/rest";
import { type Sandbox, startSandbox } from "@perpkit/sandbox";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

/** A local exchange with two funded traders who can make a trade happen. */
export interface Market {
  readonly sandbox: Sandbox;
  /** One trade of `quantity` at `price` on BTCUSD: a resting sell, then a buy that takes it. */
  trade(price: string, quantity: string): Promise<void>;
  /** Rests a bid and an ask on BTCUSD: the gateway sends Ticker only for a book with both. */
  quote(bid: string, ask: string): Promise<void>;
  close(): Promise<void>;
}

async function fundedTrader(sandbox: Sandbox): Promise<RestClient> {
  const account = privateKeyToAccount(generatePrivateKey());
  const response = await fetch(`${sandbox.baseUrl}/sandbox/deposit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: account.address, amount: "100000" }),
  });
  if (response.status !== 201) throw new Error(`the faucet refused: ${await response.text()}`);
  return createRestClient({ baseUrl: sandbox.baseUrl, signer: account });
}

/**
 * Starts a sandbox whose oracle moves only when set (so oracle bars move when a test says) and
 * whose Ticker goes out every 50 ms.
 */
export async function startMarket(): Promise<Market> {
  const sandbox = await startSandbox({
    host: "127.0.0.1",
    port: 0,
    oracle: false,
    stream: { tickerIntervalMs: 50 },
  });
  try {
    const [maker, taker] = await Promise.all([fundedTrader(sandbox), fundedTrader(sandbox)]);
    return {
      sandbox,
      async trade(price, quantity) {
        const order = { symbol: "BTCUSD", type: "LIMIT", quantity, price } as const;
        const rest = await maker.placeOrder({ ...order, side: "sell", timeInForce: "GTD" });
        if (rest.result !== "Ok") throw new Error(`the resting sell was refused: ${rest.result}`);
        const take = await taker.placeOrder({ ...order, side: "buy", timeInForce: "IOC" });
        if (take.result !== "Ok") throw new Error(`the buy was refused: ${take.result}`);
      },
      async quote(bid, ask) {
        const order = {
          symbol: "BTCUSD",
          type: "LIMIT",
          quantity: "0.1",
          timeInForce: "GTD",
        } as const;
        await maker.placeOrder({ ...order, side: "buy", price: bid, postOnly: true });
        await maker.placeOrder({ ...order, side: "sell", price: ask, postOnly: true });
      },
      close: () => sandbox.close(),
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
