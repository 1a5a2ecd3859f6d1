import { ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { linkedClient, owner, ownerClient, warm } from "../../test/clients.js";
import {
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
  TOKEN_ADDRESS,
  TOKEN_ID,
} from "../../test/exchange.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const ZERO32 = `0x${"0".repeat(64)}`;

describe("withdraw", () => {
  test("is signed by the owner and answers the withdrawal record", async () => {
    const withdrawal = await ownerClient(exchange).withdraw({
      token: TOKEN_ADDRESS,
      amount: "12.50",
    });
    expect(withdrawal.status).toBe("SUBMITTED");
    expect(withdrawal.withdrawDigest).toMatch(/^0x/);
    const [request] = exchange.received("withdraw");
    expect(request?.path).toBe(`/v1/token/${TOKEN_ID}/withdraw`);
    expect(sentBody(exchange, "withdraw").data).toEqual({
      account: owner.address,
      subaccount: PRIMARY,
      token: TOKEN_ADDRESS,
      amount: "12.5",
      nonce: expect.any(String),
      signedAt: expect.any(Number),
      lzDestinationAddress: ZERO32,
      lzDestinationEid: 0,
    });
  });

  test("names the token by id too, and pads a bridge destination address to bytes32", async () => {
    const destination = "0x00000000000000000000000000000000000000dd";
    await ownerClient(exchange).withdraw({
      token: TOKEN_ID,
      amount: "1",
      lzDestinationAddress: destination,
      lzDestinationEid: 30101,
    });
    const { data } = sentBody(exchange, "withdraw");
    expect(data.lzDestinationAddress).toBe(`0x${"0".repeat(24)}${destination.slice(2)}`);
    expect(data.lzDestinationEid).toBe(30101);
  });

  test("is refused for a linked signer before any request", async () => {
    const client = linkedClient(exchange);
    const error = await client
      .withdraw({ token: TOKEN_ADDRESS, amount: "1" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("signer");
    expect(exchange.requests).toHaveLength(0);
  });

  test("is refused for a token whose withdrawals are disabled", async () => {
    (exchange.state.tokens[0] as { withdrawEnabled: boolean }).withdrawEnabled = false;
    await expect(
      ownerClient(exchange).withdraw({ token: TOKEN_ID, amount: "1" }),
    ).rejects.toMatchObject({ field: "token" });
    expect(exchange.received("withdraw")).toHaveLength(0);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ["an amount as a number", { token: TOKEN_ID, amount: 5 }, "amount"],
    ["an amount of 0", { token: TOKEN_ID, amount: "0" }, "amount"],
    ["an amount with 10 decimal places", { token: TOKEN_ID, amount: "0.0000000001" }, "amount"],
    ["a token that is neither id nor address", { token: "USD", amount: "1" }, "token"],
    [
      "an unknown token",
      { token: "0x00000000000000000000000000000000000000ee", amount: "1" },
      "token",
    ],
    [
      "a bridge address without its endpoint",
      { token: TOKEN_ID, amount: "1", lzDestinationAddress: owner.address },
      "lzDestinationEid",
    ],
    [
      "a bridge endpoint without its address",
      { token: TOKEN_ID, amount: "1", lzDestinationEid: 30101 },
      "lzDestinationAddress",
    ],
    [
      "a malformed bridge address",
      { token: TOKEN_ID, amount: "1", lzDestinationAddress: "0x12", lzDestinationEid: 1 },
      "lzDestinationAddress",
    ],
  ];
  test.each(cases)(
    "refuses %s, naming the field, before anything is sent",
    async (_what, parameters, field) => {
      const client = ownerClient(exchange);
      await client.listTokens();
      await warm(client, exchange);
      await client.withdraw({ token: TOKEN_ID, amount: "1" });
      exchange.requests.length = 0;
      const error = await client.withdraw(parameters as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe(field);
      expect(exchange.requests).toHaveLength(0);
    },
  );
});
