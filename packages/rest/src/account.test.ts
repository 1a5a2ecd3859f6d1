import { ForbiddenError, ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { linked, linkedClient, other, owner, ownerClient, warm } from "../test/clients.js";
import {
  OWNER_SUBACCOUNT_ID,
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
  TOKEN_ADDRESS,
  TOKEN_ID,
} from "../test/exchange.js";
import { createRestClient } from "./client.js";

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

describe("linked signers", () => {
  test("link carries the owner's and the new signer's signatures of one message", async () => {
    const record = await ownerClient(exchange).linkSigner({ signer: linked, name: "bot-1" });
    expect(record.signer).toBe(linked.address);
    const body = sentBody<{
      data: Record<string, unknown>;
      signature: string;
      signerSignature: string;
    }>(exchange, "linkSigner");
    expect(body.data).toEqual({
      subaccountId: OWNER_SUBACCOUNT_ID,
      sender: owner.address,
      subaccount: PRIMARY,
      signer: linked.address,
      nonce: expect.any(String),
      signedAt: expect.any(Number),
      name: "bot-1",
    });
    expect(body.signature).not.toBe(body.signerSignature);
    expect(exchange.received("listSubaccounts")[0]?.query.get("sender")).toBe(owner.address);
  });

  test("the subaccount id is looked up once", async () => {
    const client = ownerClient(exchange);
    await client.linkSigner({ signer: linked });
    await client.linkSigner({ signer: other });
    expect(exchange.received("listSubaccounts")).toHaveLength(1);
  });

  test("a full quota is a ForbiddenError", async () => {
    exchange.queue("linkSigner", {
      status: 403,
      body: { statusCode: 403, error: "Forbidden", message: "too many signers" },
    });
    await expect(ownerClient(exchange).linkSigner({ signer: linked })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  test("revoke and refresh are signed by the owner, extend by the linked signer", async () => {
    const ownerSide = ownerClient(exchange);
    await ownerSide.linkSigner({ signer: linked });
    const extended = await linkedClient(exchange).extendSigner();
    expect(extended.signer).toBe(linked.address);
    expect(sentBody(exchange, "extendSigner").data).toEqual({
      sender: linked.address,
      nonce: expect.any(String),
      signedAt: expect.any(Number),
    });
    await ownerSide.refreshSigner({ signer: linked.address });
    expect(sentBody(exchange, "refreshSigner").data).toEqual({
      sender: owner.address,
      signer: linked.address,
      subaccount: PRIMARY,
      subaccountId: OWNER_SUBACCOUNT_ID,
      nonce: expect.any(String),
      signedAt: expect.any(Number),
    });
    const revoked = await ownerSide.revokeSigner({ signer: linked.address });
    expect(revoked.status).toBe("REVOKED");
    expect(exchange.received("revokeSigner")[0]?.method).toBe("DELETE");
  });

  test("an owner can extend on a linked signer's behalf by passing it", async () => {
    const ownerSide = ownerClient(exchange);
    await ownerSide.linkSigner({ signer: linked });
    await ownerSide.extendSigner({ signer: linked });
    expect(sentBody(exchange, "extendSigner").data.sender).toBe(linked.address);
  });

  test("quota, list and status are plain reads", async () => {
    const client = ownerClient(exchange);
    await client.linkSigner({ signer: linked });
    expect(
      (await client.getSignerQuota({ subaccountId: OWNER_SUBACCOUNT_ID }))
        .linkedSignersUsedInPeriod,
    ).toBe(1);
    expect(
      (await client.listSigners({ subaccountId: OWNER_SUBACCOUNT_ID, statuses: ["ACTIVE"] })).data,
    ).toHaveLength(1);
    expect((await client.getSignerStatus({ address: linked.address })).status).toBe("ACTIVE");
  });

  const refused: [string, (e: TestExchange) => Promise<unknown>, string][] = [
    ["link by a linked signer", (e) => linkedClient(e).linkSigner({ signer: other }), "signer"],
    [
      "revoke by a linked signer",
      (e) => linkedClient(e).revokeSigner({ signer: other.address }),
      "signer",
    ],
    [
      "refresh by a linked signer",
      (e) => linkedClient(e).refreshSigner({ signer: other.address }),
      "signer",
    ],
    ["linking the owner to itself", (e) => ownerClient(e).linkSigner({ signer: owner }), "signer"],
    [
      "a name longer than 32 characters",
      (e) => ownerClient(e).linkSigner({ signer: linked, name: "n".repeat(33) }),
      "name",
    ],
    ["an empty name", (e) => ownerClient(e).linkSigner({ signer: linked, name: "" }), "name"],
    [
      "revoking a malformed address",
      (e) => ownerClient(e).revokeSigner({ signer: "0x12" }),
      "signer",
    ],
    ["extending with the owner's key", (e) => ownerClient(e).extendSigner(), "signer"],
    [
      "a malformed subaccount id",
      (e) => ownerClient(e).linkSigner({ signer: linked, subaccountId: "sub-1" }),
      "subaccountId",
    ],
    [
      "a signer of the wrong kind",
      (e) => ownerClient(e).linkSigner({ signer: "0xabc" as never }),
      "signer",
    ],
    [
      "no signer at all",
      (e) => createRestClient({ baseUrl: e.url }).revokeSigner({ signer: linked.address }),
      "signer",
    ],
  ];
  test.each(refused)("refuses %s before any request", async (_what, run, field) => {
    const error = await run(exchange).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(exchange.requests).toHaveLength(0);
  });

  test("a subaccount the owner does not have is refused by name before signing", async () => {
    const error = await ownerClient(exchange)
      .linkSigner({ signer: linked, subaccount: "savings" })
      .catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("subaccount");
    expect(exchange.received("linkSigner")).toHaveLength(0);
  });
});
