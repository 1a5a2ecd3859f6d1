import { DecodeError, readableSide, ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { BTC_ID, ETH_ID, OWNER_SUBACCOUNT_ID, sampleProducts } from "../test/exchange.js";
import type {
  Fill,
  Liquidation,
  MarketPrice,
  Order,
  Position,
  PositionFill,
  Trade,
} from "./generated/types.js";
import {
  readableRecords,
  toReadableFill,
  toReadableLiquidation,
  toReadableOrder,
  toReadablePosition,
  toReadablePositionFill,
  toReadableTrade,
  withSymbol,
} from "./readable.js";

const products = sampleProducts();
const ID = "77777777-7777-4777-8777-777777777777";

const position: Position = {
  id: ID,
  productId: ETH_ID,
  side: 1,
  size: "2",
  cost: "6000",
  realizedPnl: "0",
  fundingUsd: "0",
  fundingAccruedUsd: "0",
  feesAccruedUsd: "0",
  totalIncreaseNotional: "6000",
  totalIncreaseQuantity: "2",
  totalDecreaseNotional: "0",
  totalDecreaseQuantity: "0",
  isLiquidated: false,
  wasDeleveraged: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};

describe("readable REST records", () => {
  test("a position reads with its symbol and its side in words", () => {
    expect(toReadablePosition(position, products)).toEqual({
      ...position,
      symbol: "ETHUSD",
      side: "sell",
    });
  });

  test("an order reads with its symbol and side, from a list or a map of products", () => {
    const order: Order = {
      id: ID,
      type: "LIMIT",
      side: 0,
      quantity: "0.5",
      availableQuantity: "0.5",
      filled: "0",
      price: "60000",
      stopPrice: "0",
      status: "NEW",
      triggered: "NOT_TRIGGERED",
      reduceOnly: false,
      close: false,
      expiresAt: 1_700_006_652,
      productId: BTC_ID,
      subaccountId: OWNER_SUBACCOUNT_ID,
      sender: "0x00000000000000000000000000000000000000aa",
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    };
    const byId = new Map(products.map((p) => [p.id, p]));
    expect(toReadableOrder(order, byId)).toMatchObject({ symbol: "BTCUSD", side: "buy" });
    const { productId: _none, ...anonymous } = order;
    // A record without a product id (the live record always has one) reads without a symbol.
    expect(toReadableOrder(anonymous as Order, products).symbol).toBeUndefined();
  });

  test("a fill and a trade read with the stream's quantity beside filled", () => {
    const fill: Fill = {
      id: ID,
      orderId: ID,
      productId: BTC_ID,
      subaccountId: OWNER_SUBACCOUNT_ID,
      side: 1,
      type: "LIMIT",
      price: "60000",
      filled: "0.25",
      feeUsd: "0",
      isMaker: true,
      reduceOnly: false,
      createdAt: 1_700_000_000_000,
    };
    expect(toReadableFill(fill, products)).toMatchObject({
      symbol: "BTCUSD",
      side: "sell",
      quantity: "0.25",
      filled: "0.25",
    });
    const trade: Trade = {
      id: ID,
      productId: ETH_ID,
      takerOrderId: ID,
      makerOrderId: ID,
      price: "3000",
      filled: "1",
      takerSide: 0,
      makerSide: 1,
      takerFeeUsd: "0",
      makerFeeUsd: "0",
      createdAt: 1_700_000_000_000,
    };
    expect(toReadableTrade(trade, products)).toEqual({
      id: ID,
      productId: ETH_ID,
      takerOrderId: ID,
      makerOrderId: ID,
      price: "3000",
      filled: "1",
      takerFeeUsd: "0",
      makerFeeUsd: "0",
      createdAt: 1_700_000_000_000,
      symbol: "ETHUSD",
      takerSide: "buy",
      makerSide: "sell",
      quantity: "1",
    });
  });

  test("a product the list lacks is refused, naming products", () => {
    const error = (() => {
      try {
        return toReadablePosition(position, products.slice(0, 1));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("products");
  });

  test("a side this version does not know is a DecodeError", () => {
    expect(readableSide(0)).toBe("buy");
    expect(() => toReadablePosition({ ...position, side: 7 }, products)).toThrow(DecodeError);
  });

  test("a liquidation reads with its symbol and the position's side in words", () => {
    const liquidation: Liquidation = {
      id: ID,
      positionId: ID,
      productId: ETH_ID,
      subaccountId: OWNER_SUBACCOUNT_ID,
      positionSide: 0,
      liquidationPrice: "2500",
      cost: "5000",
      fundingChargeUsd: "0",
      cause: "Liquidation",
      createdAt: 1_700_000_000_000,
    } as Liquidation;
    expect(toReadableLiquidation(liquidation, products)).toEqual({
      ...liquidation,
      symbol: "ETHUSD",
      positionSide: "buy",
    });
  });

  test("a position fill reads with its side in words", () => {
    const fill = { side: 1, price: "3000", filled: "1" } as PositionFill;
    expect(toReadablePositionFill(fill)).toEqual({ side: "sell", price: "3000", filled: "1" });
  });

  test("a market price gains its symbol, every field kept", () => {
    const price = { productId: BTC_ID, oraclePrice: "60000.5" } as MarketPrice;
    expect(withSymbol(price, products)).toEqual({ ...price, symbol: "BTCUSD" });
  });

  test("the table of readable records names what each adds and makes it", () => {
    expect(readableRecords.Order.fields).toEqual(["symbol", "side"]);
    const order = { productId: BTC_ID, side: 1 } as Order;
    expect(readableRecords.Order.toReadable(order, products)).toMatchObject({
      symbol: "BTCUSD",
      side: "sell",
    });
    for (const [name, { fields }] of Object.entries(readableRecords)) {
      expect(fields.length, name).toBeGreaterThan(0);
    }
  });
});
