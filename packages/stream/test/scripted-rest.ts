import type {
  AccountRestBalance,
  AccountRestClient,
  AccountRestFill,
  AccountRestOrder,
  AccountRestPosition,
} from "../src/account/account-rest.js";
import { BTC_PRODUCT } from "./account-messages.js";

// The REST side of a scripted exchange for the maintained account: what GET /v1/order,
// /v1/position, /v1/order/fill, /v1/subaccount/balance and /v1/time answer is whatever the test
// sets, with the filters the live service documents (LIVE-SERVICE.md, "Read endpoints"). Paired
// with test/scripted-server.ts, it lets a test say what the exchange holds and what its channels
// deliver (or fail to).

/** The records a scripted exchange holds for one subaccount. */
export interface ScriptedRestState {
  orders: AccountRestOrder[];
  positions: AccountRestPosition[];
  fills: AccountRestFill[];
  balances: AccountRestBalance[];
  time: number;
}

/** A scripted REST client; `reads` counts the snapshots taken (its fill listings). */
export interface ScriptedRest extends AccountRestClient {
  readonly state: ScriptedRestState;
  readonly reads: number;
  /** Fail the next `count` reads with this error. */
  failNext(count: number, error?: Error): void;
}

/** A REST order record: a limit buy of BTCUSD. */
export function restOrder(
  id: string,
  filled: string,
  status: string,
  updatedAt = 1,
): AccountRestOrder {
  return {
    id,
    type: "LIMIT",
    side: 0,
    quantity: "0.03",
    availableQuantity: String((0.03 * 1e9 - Number(filled) * 1e9) / 1e9),
    filled,
    price: "60000",
    status,
    reduceOnly: false,
    productId: BTC_PRODUCT,
    createdAt: 1_700_000_000_000,
    updatedAt,
  };
}

/** A REST position record: long `size` BTCUSD. */
export function restPosition(size: string, updatedAt = 1): AccountRestPosition {
  return {
    id: "0d9f4c7e-1111-4a4a-9b9b-000000000001",
    productId: BTC_PRODUCT,
    side: 0,
    size,
    cost: String(Number(size) * 60000),
    realizedPnl: "0",
    feesAccruedUsd: String(Number(size) * 10),
    updatedAt,
  };
}

/** A REST fill record of a buy of `filled` at 60000. */
export function restFill(
  id: string,
  orderId: string,
  filled: string,
  createdAt: number,
): AccountRestFill {
  return {
    id,
    orderId,
    productId: BTC_PRODUCT,
    side: 0,
    price: "60000",
    filled,
    feeUsd: "0.3",
    isMaker: true,
    createdAt,
  };
}

/** Starts a scripted REST side holding nothing but a USD balance. */
export function scriptedRest(): ScriptedRest {
  const state: ScriptedRestState = {
    orders: [],
    positions: [],
    fills: [],
    balances: [
      {
        tokenId: "11111111-2222-4333-8444-555555555555",
        tokenName: "USD",
        amount: "10000",
        available: "10000",
        totalUsed: "0",
      },
    ],
    time: 1_700_000_000_000,
  };
  let reads = 0;
  let failures: { count: number; error: Error } = { count: 0, error: new Error("unavailable") };
  const records = (name: string, parameters: Record<string, unknown>): unknown[] => {
    if (name === "listOrders") {
      return state.orders.filter((o) =>
        parameters.isPending === true
          ? o.status === "PENDING"
          : o.status === "NEW" || o.status === "FILLED_PARTIAL",
      );
    }
    if (name === "listPositions") return state.positions.filter((p) => Number(p.size) !== 0);
    if (name === "listFills") {
      reads++;
      return state.fills.filter((f) => f.createdAt > Number(parameters.createdAfter ?? 0));
    }
    return state.balances;
  };
  const rest = {
    state,
    get reads() {
      return reads;
    },
    failNext(count: number, error = new Error("unavailable")) {
      failures = { count, error };
    },
    async *paginate(name: string, parameters: Record<string, unknown>) {
      if (failures.count > 0) {
        failures.count--;
        throw failures.error;
      }
      // Copies: what was read does not change when the test changes the state afterwards.
      yield* records(name, parameters).map((r) => ({ ...(r as object) }));
    },
    getProducts: async () => [{ id: BTC_PRODUCT, ticker: "BTCUSD" }],
    getTime: async () => ({ time: state.time }),
  };
  return rest as unknown as ScriptedRest;
}
