import { getNetwork, ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";

const key = `0x${"ab".repeat(32)}`;

describe("the page's settings", () => {
  it("watch the local sandbox's BTCUSD book when the address gives nothing", () => {
    const local = getNetwork("local");
    expect(readSettings("", "")).toEqual({
      restUrl: local.restUrl,
      streamUrl: local.wsUrl,
      symbol: "BTCUSD",
      order: undefined,
      privateKey: undefined,
    });
  });

  it("read the exchange, the order from the query and the key from the fragment", () => {
    const query = "?rest=http://127.0.0.1:9000&stream=ws://127.0.0.1:9000/v1/stream&symbol=ETHUSD";
    const settings = readSettings(`${query}&side=sell&price=3001.5&quantity=0.2`, `#key=${key}`);
    expect(settings).toEqual({
      restUrl: "http://127.0.0.1:9000",
      streamUrl: "ws://127.0.0.1:9000/v1/stream",
      symbol: "ETHUSD",
      order: { side: "sell", price: "3001.5", quantity: "0.2" },
      privateKey: key,
    });
  });

  it("buy unless told to sell", () => {
    expect(readSettings("?price=59990&quantity=0.01", "").order?.side).toBe("buy");
  });

  it("refuse a key that is not 32 bytes of hex, naming the key", () => {
    expect(() => readSettings("", "#key=0x1234")).toThrow(ValidationError);
    expect(() => readSettings("", "#key=0x1234")).toThrow(/key/);
  });

  it("refuse a side other than buy or sell", () => {
    expect(() => readSettings("?side=long&price=1&quantity=1", "")).toThrow(/side/);
  });

  it("refuse a price without a quantity", () => {
    expect(() => readSettings("?price=59990", "")).toThrow(/quantity/);
  });
});
