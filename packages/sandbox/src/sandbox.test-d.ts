import type { HttpErrorStatus } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import { ExchangeError, type ExchangeErrorStatus } from "./engine/index.js";
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

describe("an exchange refusal", () => {
  test("answers a status the generated status table gives a class of its own", () => {
    expectTypeOf<ExchangeErrorStatus>().toEqualTypeOf<HttpErrorStatus>();
    // @ts-expect-error 418 has no error class in spec/errors.yaml
    void new ExchangeError(418, "no");
  });

  test("is named by its literal name", () => {
    expectTypeOf<ExchangeError["name"]>().toEqualTypeOf<"ExchangeError">();
  });
});
