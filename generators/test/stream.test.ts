import { describe, expect, test } from "vitest";
import { parseHeader } from "../src/index.js";
import { streamTarget } from "../src/targets/stream.js";
import { editedFixture, fixtureSpec } from "./fixture.js";

const SPEC = "spec/stream/asyncapi.yaml";

/** The fixture with one edit made to one of its files (the stream spec unless named). */
function edited(from: string | RegExp, to: string, path = SPEC) {
  return editedFixture("stream", path, from, to);
}

describe("stream generator", () => {
  test("writes channels, decoders, encoders, readable mappers and types from a small spec", async () => {
    const files = await streamTarget.generate(fixtureSpec("stream"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/stream/src/generated/channels.ts",
      "packages/stream/src/generated/decoders.ts",
      "packages/stream/src/generated/encoders.ts",
      "packages/stream/src/generated/readable.ts",
      "packages/stream/src/generated/types.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/stream/${file.path.split("/").pop()}.snap`,
      );
    }
  });

  test("every file names the stream spec it comes from", async () => {
    const files = await streamTarget.generate(fixtureSpec("stream"));
    for (const file of files) {
      expect(parseHeader(file.contents).map((h) => h.path)).toEqual([SPEC]);
    }
  });

  test("is deterministic", async () => {
    const spec = fixtureSpec("stream");
    expect(await streamTarget.generate(spec)).toEqual(await streamTarget.generate(spec));
  });

  test("refuses a closed enum, since the gateway's enumerations are open", async () => {
    const spec = edited("x-known-values: [NEW, FILLED]", "enum: [NEW, FILLED]");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "uses enum; enumerations are open here, list them in x-known-values",
    );
  });

  test("refuses error codes that differ from spec/limits.yaml", async () => {
    const spec = edited(
      "StreamErrorCode: [UNKNOWN_PRODUCT, RATE_LIMIT]",
      "StreamErrorCode: [RATE_LIMIT]",
      "spec/limits.yaml",
    );
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "lists UNKNOWN_PRODUCT, RATE_LIMIT but spec/limits.yaml enums.StreamErrorCode lists RATE_LIMIT",
    );
  });

  test("refuses a server whose URL differs from the network presets", async () => {
    const spec = edited("host: ws.example", "host: elsewhere.example");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "differs from spec/networks.yaml mainnet.wsUrl",
    );
  });

  test("refuses a property without a readable name", async () => {
    const spec = edited(
      'qty: { $ref: "#/components/schemas/Decimal", x-name: quantity }',
      'qty: { $ref: "#/components/schemas/Decimal" }',
    );
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "components.schemas.Order.properties.qty needs an x-name",
    );
  });

  test("refuses a channel whose message names another channel", async () => {
    const spec = edited(
      "e: { const: Orders, x-name: event }",
      "e: { const: Order, x-name: event }",
    );
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "channels.Orders pushes OrdersMessage whose e is Order, not Orders",
    );
  });

  test("refuses a route to a key the payload does not have", async () => {
    const spec = edited("x-route: d[].sid", "x-route: orders[].sid");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "channels.Orders routes by orders[].sid, but Orders has no orders",
    );
  });

  test("refuses a reference to a schema that does not exist", async () => {
    const spec = edited('$ref: "#/components/schemas/Order"', '$ref: "#/components/schemas/Ordr"');
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "references Ordr, which is not defined",
    );
  });
});
