import { readFileSync } from "node:fs";
import { ValidationError } from "@perpkit/core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createCandlesClient } from "../src/client.js";
import { resolutions } from "../src/generated/constants.js";
import { resolutionAlias, toResolution } from "../src/resolutions.js";
import { toCandleSymbol } from "../src/symbols.js";
import { startUdfServer, type UdfServer } from "./udf-server.js";

// What the README says about names and errors, held against the program.

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

let server: UdfServer;
beforeAll(async () => {
  server = await startUdfServer();
});
afterAll(async () => {
  await server.close();
});

test("the README's example error message is the one an inverted range throws", async () => {
  const documented = /`(to must be after from: [^`]*)`/.exec(readme.replace(/\n\s*/g, " "))?.[1];
  expect(documented).toBeDefined();
  const error = await createCandlesClient({ url: server.url })
    .history({
      symbol: "BTCUSD",
      resolution: "1m",
      source: "last",
      from: Date.parse("2026-01-02T00:00:00Z"),
      to: Date.parse("2026-01-01T00:00:00Z"),
    })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toContain(documented);
});

test("every bar size the README lists is one the client reads, and it lists them all", () => {
  const listed = /resolution: "1m", \/\/ ([^,\n]+), or the API's/.exec(readme)?.[1]?.split(" ");
  expect(listed).toEqual(resolutions.map(resolutionAlias));
  for (const text of listed ?? []) expect(resolutions).toContain(toResolution(text));
});

test("both forms of a symbol the README names are accepted", () => {
  expect(readme).toContain("A product is its symbol, `BTCUSD`");
  expect(toCandleSymbol("BTCUSD")).toBe(toCandleSymbol("BTCUSD-Perp"));
});
