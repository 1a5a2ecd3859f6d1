import { describe, expect, test } from "vitest";
import { parseHeader } from "../src/index.js";
import { candlesTarget } from "../src/targets/candles/index.js";
import { editedFixture, fixtureSpec } from "./fixture.js";

/** The fixture with one edit made to its candle spec text. */
function edited(from: string | RegExp, to: string) {
  return editedFixture("candles", "spec/candles/openapi.yaml", from, to);
}

describe("candles generator", () => {
  test("writes constants, decoders, wire types and request builders from a small spec", async () => {
    const files = await candlesTarget.generate(fixtureSpec("candles"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/candles/src/generated/constants.ts",
      "packages/candles/src/generated/decoders.ts",
      "packages/candles/src/generated/openapi.ts",
      "packages/candles/src/generated/requests.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/candles/${file.path.split("/").pop()}.snap`,
      );
    }
  });

  test("the constants name both spec files they come from", async () => {
    const [constants] = await candlesTarget.generate(fixtureSpec("candles"));
    expect(parseHeader(constants?.contents ?? "").sources).toEqual([
      "spec/candles/openapi.yaml",
      "spec/networks.yaml",
    ]);
  });

  test("decodes the records the client reads with the emitter REST and the stream use", async () => {
    const [, decoders] = await candlesTarget.generate(fixtureSpec("candles"));
    for (const name of ["HistoryBars"]) {
      expect(decoders?.contents).toContain(
        `export function decode${name}(value: unknown, path = "")`,
      );
    }
    expect(decoders?.contents).toContain("function optional(object: Record<string, unknown>");
  });

  test("is deterministic", async () => {
    const spec = fixtureSpec("candles");
    expect(await candlesTarget.generate(spec)).toEqual(await candlesTarget.generate(spec));
  });

  test("refuses a route that only one price source serves", async () => {
    const spec = edited(/ {2}\/v1\/oracle-price\/time:\n(?: {4}.*\n)+/, "");
    await expect(candlesTarget.generate(spec)).rejects.toThrow(
      "route /time is missing under oracle",
    );
  });

  test("refuses a resolution without a maximum window", async () => {
    const spec = edited('"1D": { seconds: 864000, origin: default }', "");
    await expect(candlesTarget.generate(spec)).rejects.toThrow(
      "Resolution.x-max-window-seconds has no positive integer for 1D",
    );
  });

  test("refuses a window whose origin is not recorded", async () => {
    const spec = edited("origin: default", "origin: guessed");
    await expect(candlesTarget.generate(spec)).rejects.toThrow(
      "x-max-window-seconds.1D.origin must be interface or default",
    );
  });

  test("refuses a server whose URL differs from the network presets", async () => {
    const spec = edited("url: https://candles.example", "url: https://elsewhere.example");
    await expect(candlesTarget.generate(spec)).rejects.toThrow(
      "differs from spec/networks.yaml mainnet.candlesUrl",
    );
  });

  test("refuses a path outside every price source", async () => {
    const spec = edited("/v1/last-price/time:", "/v1/mid-price/time:");
    await expect(candlesTarget.generate(spec)).rejects.toThrow(
      "path /v1/mid-price/time is under no x-price-sources prefix",
    );
  });
});
