import type { Hex } from "@perpkit/core";
import { privateKeySigner } from "@perpkit/signing";
import { createRestClient, type RestClient, type RestClientOptions } from "../src/client.js";
import { OWNER_SUBACCOUNT_ID, PRIMARY, type TestExchange } from "./exchange.js";

/** Test keys; they hold nothing anywhere. */
export const OWNER_KEY: Hex = `0x${"11".repeat(32)}`;
export const LINKED_KEY: Hex = `0x${"22".repeat(32)}`;
export const OTHER_KEY: Hex = `0x${"33".repeat(32)}`;

export const owner = privateKeySigner(OWNER_KEY);
export const linked = privateKeySigner(LINKED_KEY);
export const other = privateKeySigner(OTHER_KEY);

/** A client of the test exchange signing as the owner, its subaccount registered there. */
export function ownerClient(
  exchange: TestExchange,
  options: Partial<RestClientOptions> = {},
): RestClient {
  if (!exchange.state.subaccounts.some((s) => s.id === OWNER_SUBACCOUNT_ID)) {
    exchange.state.subaccounts.push({
      id: OWNER_SUBACCOUNT_ID,
      name: PRIMARY,
      account: owner.address,
      createdBlockNumber: "1",
      createdAt: 1_700_000_000_000,
    });
  }
  return createRestClient({ baseUrl: exchange.url, signer: owner, ...options });
}

/** A client signing as a linked signer of the owner's subaccount. */
export function linkedClient(
  exchange: TestExchange,
  options: Partial<RestClientOptions> = {},
): RestClient {
  return ownerClient(exchange, { signer: linked, account: owner.address, ...options });
}

/**
 * Fills the client's caches (products, server clock, signing domain) and forgets the requests that
 * took, so a test can count what one call sends.
 */
export async function warm(client: RestClient, exchange: TestExchange): Promise<RestClient> {
  await client.refreshProducts();
  await client.syncServerClock();
  await client.getSigningDomain();
  await client.getOwnSubaccount();
  exchange.requests.length = 0;
  return client;
}

/**
 * A warm client of the owner whose signer counts the digests it signs: it signs through
 * signDigest, not the key's faster path, so every signature is counted.
 */
export async function countingClient(
  exchange: TestExchange,
  options: Partial<RestClientOptions> = {},
): Promise<{ client: RestClient; signed: string[] }> {
  const signed: string[] = [];
  const signer = {
    address: owner.address,
    signTypedData: owner.signTypedData,
    signDigest(digest: Hex) {
      signed.push(digest);
      return owner.signDigest(digest);
    },
  };
  const client = await warm(ownerClient(exchange, { ...options, signer }), exchange);
  return { client, signed };
}
