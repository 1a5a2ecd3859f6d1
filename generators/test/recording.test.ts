import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { recordingTarget } from "../src/targets/recording/index.js";
import { editedFixture, fixtureSpec } from "./fixture.js";

const SCHEMA = "spec/recording/recording.schema.json";

async function generate(spec = fixtureSpec("recording")) {
  return recordingTarget.generate(spec);
}

async function contents(spec = fixtureSpec("recording")): Promise<string> {
  return (await generate(spec))[0]?.contents ?? "";
}

describe("recording generator", () => {
  test("writes the format's reader and writer from its schema and the formats' patterns", async () => {
    const files = await generate();
    expect(files.map((f) => f.path)).toEqual(["packages/stream/src/generated/recording/format.ts"]);
    const [file] = files;
    await expect(file?.contents).toMatchFileSnapshot("./__snapshots__/recording/format.ts.snap");
    expect(parseHeader(file?.contents ?? "").sources).toEqual([SCHEMA, "spec/formats.yaml"]);
  });

  test("takes the format and the newest and oldest versions from the header's schema", async () => {
    const text = await contents();
    expect(text).toContain('export const RECORDING_FORMAT = "small-recording";');
    expect(text).toContain("export const RECORDING_VERSION = 2;");
    expect(text).toContain("export const RECORDING_OLDEST_VERSION = 1;");
  });

  test("reads a kind of line only in the versions since it came, and keeps its place after the header", async () => {
    const text = await contents();
    expect(text).toContain('since(line, "N", 2, version);');
    expect(text).toContain(
      'export const leadingEntryKinds: readonly RecordingEntry["kind"][] = ["note"];',
    );
  });

  test("writes a snapshot or a diff by whether the entry has the diff's one more property", async () => {
    expect(await contents()).toContain(
      'row = entry.previousTime === undefined ? ["S", entry.symbol, entry.time, entry.bids] : ["D", entry.symbol, entry.time, entry.previousTime, entry.bids];',
    );
  });

  test("an element past minItems may be left out, on reading and on writing", async () => {
    const text = await contents();
    expect(text).toContain("if (entry.channel !== undefined) row.push(entry.channel);");
    expect(text).toContain("readonly channel?: Channel;");
  });

  test("checks a format's values against its pattern from spec/formats.yaml", async () => {
    const text = await contents();
    expect(text).toContain("const DECIMAL_PATTERN = /^-?[0-9]+(\\.[0-9]+)?$/;");
    expect(text).toContain("DECIMAL_PATTERN.test(value)");
  });

  test("is deterministic", async () => {
    expect(await generate()).toEqual(await generate());
  });

  test("writes nothing while the schema does not exist", async () => {
    expect(await generate(specFromFiles({ "spec/limits.yaml": "" }))).toEqual([]);
  });

  test("refuses two kinds of line with one tag", async () => {
    const spec = editedFixture("recording", SCHEMA, '{ "const": "D" }', '{ "const": "S" }');
    await expect(generate(spec)).rejects.toThrow(/two kinds of line have the tag S/);
  });

  test("refuses an element without the name a refusal gives it", async () => {
    const spec = editedFixture(
      "recording",
      SCHEMA,
      '{ "$ref": "#/$defs/levels", "x-field": "bids" }\n      ],\n      "minItems": 4',
      '{ "$ref": "#/$defs/levels" }\n      ],\n      "minItems": 4',
    );
    await expect(generate(spec)).rejects.toThrow(/\$defs\.snapshot\.prefixItems\.3\.x-field/);
  });

  test("refuses a format spec/formats.yaml gives no pattern", async () => {
    const spec = editedFixture("recording", SCHEMA, '"format": "decimal"', '"format": "money"');
    await expect(generate(spec)).rejects.toThrow(/format money has no pattern/);
  });

  test("refuses a version whose contents x-versions does not say", async () => {
    const spec = editedFixture("recording", SCHEMA, '"maximum": 2', '"maximum": 3');
    await expect(generate(spec)).rejects.toThrow(/x-versions does not say what 3 holds/);
  });

  test("refuses a named type without an example for its documentation", async () => {
    const spec = editedFixture("recording", SCHEMA, '"examples": ["Book"], ', "");
    await expect(generate(spec)).rejects.toThrow(/names its type Channel, so it needs examples/);
  });
});
