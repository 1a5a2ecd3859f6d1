import { describe, expectTypeOf, test } from "vitest";
import type { FundResult, Sandbox } from "./sandbox.js";

declare const sandbox: Sandbox;
const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("the faucet", () => {
  test("funds with a decimal string and answers the records", () => {
    expectTypeOf(sandbox.fund(address, "10000")).resolves.toEqualTypeOf<FundResult>();
  });

  test("a JS number amount does not compile", () => {
    // @ts-expect-error amount: "10000"
    void sandbox.fund(address, 10000);
  });

  test("a subaccount is named by a string", () => {
    // @ts-expect-error subaccount: "bot"
    void sandbox.fund(address, "10", { subaccount: 1 });
  });
});
