import {
  type Address,
  createNonceSource,
  encodeSubaccountName,
  type Hex,
  limits,
} from "@perpkit/core";
import {
  type CancelOrderData,
  type OrderData,
  type PrivateKeySigner,
  privateKeySigner,
  signCancelOrder,
  signOrder,
} from "@perpkit/signing";
import { afterEach } from "vitest";
import { createClock } from "../src/clock.js";
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
  const nonces = createNonceSource({ now: () => sandbox.clock.now() });
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

  const products = (
    await get<{ data: { id: string; ticker: string; onchainId: number }[] }>(
      "/v1/product?order=asc",
    )
  ).body.data;
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
    return post<{ id: string; result: string; clientOrderId?: string | null }>(
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

  return {
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
