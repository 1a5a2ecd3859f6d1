import {
  type Address,
  createNonceSource,
  encodeSubaccountName,
  type Hex,
  limits,
  ZERO_BYTES32,
} from "@perpkit/core";
import {
  type CancelOrderData,
  type OrderData,
  type PrivateKeySigner,
  privateKeySigner,
  type SigningDomain,
  signCancelOrder,
  signExtendLinkedSigner,
  signLinkSigner,
  signMessage,
  signOrder,
  signRefreshLinkedSigner,
  signRevokeLinkedSigner,
  signWithdraw,
  type TradeOrderMessage,
  tradeOrderMessage,
} from "@perpkit/signing";
import { afterEach } from "vitest";
import { createClock } from "../src/engine/index.js";
import { type Sandbox, type StartSandboxOptions, startSandbox } from "../src/sandbox.js";

/** A test wallet: its key, its signer and its address. */
export interface Wallet {
  readonly key: Hex;
  readonly signer: PrivateKeySigner;
  readonly address: Address;
}

/** The wallet of a small number: a fixed key, so runs repeat. */
export function wallet(n: number): Wallet {
  const key = `0x${n.toString(16).padStart(64, "0")}` as Hex;
  const signer = privateKeySigner(key);
  return { key, signer, address: signer.address };
}

export const PRIMARY: Hex = encodeSubaccountName("primary");
export const T0 = Date.UTC(2026, 5, 1, 12);

/** An HTTP answer: status, parsed JSON body and headers. */
export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

const running: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** A sandbox on a frozen clock with helpers that talk to it over real HTTP. */
export async function setup(options: StartSandboxOptions = {}) {
  const sandbox = await startSandbox({
    clock: createClock({ frozen: true, start: T0 }),
    seed: 7,
    ...options,
  });
  running.push(sandbox);
  const { baseUrl } = sandbox;
  const domain = sandbox.signingConfig.domain;
  // Unshared: each sandbox has its own clock, which tests move forward.
  const nonces = createNonceSource({ clock: sandbox.clock, scope: false });
  const now = () => sandbox.clock.now();
  const signedAt = () => Math.floor(now() / 1000);

  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined
        ? {}
        : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      ...init,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text.length > 0 ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  }
  const get = <T = Record<string, unknown>>(path: string) => request<T>("GET", path);
  const post = <T = Record<string, unknown>>(path: string, body: unknown) =>
    request<T>("POST", path, body);
  const del = <T = Record<string, unknown>>(path: string, body: unknown) =>
    request<T>("DELETE", path, body);

  async function deposit(w: Wallet | Address, amount = "100000", subaccount = "primary") {
    const account = typeof w === "string" ? w : w.address;
    const answer = await post<{ subaccount: { id: string; name: Hex } }>("/sandbox/deposit", {
      account,
      amount,
      subaccount,
    });
    if (answer.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(answer.body)}`);
    return answer.body.subaccount;
  }

  // Read from the engine, not over HTTP, so tests of the rate limits start with full pools.
  const products = sandbox.exchange.products();
  const btc = products.find((p) => p.ticker === "BTCUSD") ?? products[0];
  if (!btc) throw new Error("no products");

  /** A limit buy of 1 BTCUSD at 100, GTD, signed now; fields override. */
  function orderData(w: Wallet, fields: Partial<OrderData> = {}): OrderData {
    const base: Record<string, unknown> = {
      sender: w.address,
      subaccount: PRIMARY,
      onchainId: btc?.onchainId,
      engineType: limits.order.engineTypes.perpetual,
      side: limits.order.sides.buy,
      quantity: "1",
      price: "100",
      type: "LIMIT",
      timeInForce: "GTD",
      postOnly: false,
      reduceOnly: false,
      nonce: nonces.next(),
      signedAt: signedAt(),
      ...fields,
    };
    for (const key of Object.keys(base)) if (base[key] === undefined) delete base[key];
    return base as unknown as OrderData;
  }

  /** A market order body's data: no price, timeInForce or postOnly. */
  function marketData(w: Wallet, fields: Partial<OrderData> = {}): OrderData {
    return orderData(w, {
      type: "MARKET",
      price: undefined,
      timeInForce: undefined,
      postOnly: undefined,
      ...fields,
    } as Partial<OrderData>);
  }

  async function signedOrder(w: Wallet, fields: Partial<OrderData> = {}, by: Wallet = w) {
    return signOrder({
      domain,
      data: orderData(w, { sender: by.address, ...fields }),
      signer: by.signer,
      now: now(),
    });
  }

  async function place(w: Wallet, fields: Partial<OrderData> = {}, by: Wallet = w) {
    return post<{ id: string; result: string; clientOrderId?: string | null; message?: string }>(
      "/v1/order",
      await signedOrder(w, fields, by),
    );
  }

  async function cancel(w: Wallet, ids: Partial<CancelOrderData> = {}, by: Wallet = w) {
    const body = await signCancelOrder({
      domain,
      data: { sender: by.address, subaccount: PRIMARY, nonce: nonces.next(), ...ids },
      signer: by.signer,
      now: now(),
    });
    return post<{ data: { id: string | null; clientOrderId: string | null; result: string }[] }>(
      "/v1/order/cancel",
      body,
    );
  }

  async function link(owner: Wallet, signer: Wallet, subaccountId: string, name = "primary") {
    const body = await signLinkSigner({
      domain,
      data: {
        subaccountId,
        sender: owner.address,
        subaccount: encodeSubaccountName(name),
        signer: signer.address,
        nonce: nonces.next(),
        signedAt: signedAt(),
      },
      owner: owner.signer,
      signer: signer.signer,
      now: now(),
    });
    return post<{ signer: string; status: string; isActive: boolean; expiresAt: number }>(
      "/v1/linked-signer/link",
      body,
    );
  }

  async function revoke(owner: Wallet, signer: Wallet, subaccountId: string) {
    const body = await signRevokeLinkedSigner({
      domain,
      data: {
        subaccountId,
        sender: owner.address,
        subaccount: PRIMARY,
        signer: signer.address,
        nonce: nonces.next(),
        signedAt: signedAt(),
      },
      signer: owner.signer,
      now: now(),
    });
    return del<{ status: string; isActive: boolean }>("/v1/linked-signer/revoke", body);
  }

  async function extend(signer: Wallet) {
    const body = await signExtendLinkedSigner({
      domain,
      data: { sender: signer.address, nonce: nonces.next(), signedAt: signedAt() },
      signer: signer.signer,
      now: now(),
    });
    return post<{ status: string; isActive: boolean; expiresAt: number }>(
      "/v1/linked-signer/extend",
      body,
    );
  }

  async function refresh(owner: Wallet, signer: Wallet, subaccountId: string) {
    const body = await signRefreshLinkedSigner({
      domain,
      data: {
        sender: owner.address,
        signer: signer.address,
        subaccount: PRIMARY,
        subaccountId,
        nonce: nonces.next(),
        signedAt: signedAt(),
      },
      signer: owner.signer,
      now: now(),
    });
    return post<{ status: string; isActive: boolean }>("/v1/linked-signer/refresh", body);
  }

  async function withdraw(owner: Wallet, amount: string, by: Wallet = owner) {
    const tokens = await get<{ data: { id: string; address: Address }[] }>("/v1/token");
    const token = tokens.body.data[0];
    if (!token) throw new Error("no token");
    const body = await signWithdraw({
      domain,
      data: {
        account: by.address,
        subaccount: PRIMARY,
        token: token.address,
        amount,
        lzDestinationAddress: ZERO_BYTES32,
        lzDestinationEid: 0,
        nonce: nonces.next(),
        signedAt: signedAt(),
      },
      signer: by.signer,
      now: now(),
    });
    return post<{ id: string; status: string; amount: string; digest: string }>(
      `/v1/token/${token.id}/withdraw`,
      body,
    );
  }

  /**
   * Signs a TradeOrder message directly, with no client-side checks: for requests the server
   * must refuse. `edit` changes the message after it is built from `data`.
   */
  async function forgeOrder(
    data: OrderData,
    by: Wallet,
    options: {
      readonly edit?: (m: TradeOrderMessage) => TradeOrderMessage;
      readonly domain?: SigningDomain;
      /** The clock the message's windows are checked against while building it. */
      readonly at?: number;
    } = {},
  ) {
    const built = tradeOrderMessage(data, { now: options.at ?? now() });
    const message = options.edit ? options.edit(built) : built;
    const signature = await signMessage({
      domain: options.domain ?? domain,
      primaryType: "TradeOrder",
      message,
      signer: by.signer,
    });
    return { data, signature };
  }

  return {
    link,
    revoke,
    extend,
    refresh,
    withdraw,
    forgeOrder,
    sandbox,
    domain,
    nonces,
    now,
    signedAt,
    request,
    get,
    post,
    del,
    deposit,
    btc,
    products,
    orderData,
    marketData,
    signedOrder,
    place,
    cancel,
  };
}
