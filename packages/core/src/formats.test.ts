import { describe, expect, test } from "vitest";
import { stringFormats } from "./index.js";

// Every format a live document may state, from the specifications that define them, has a
// meaning in the table the generators, the REST parameter checks and the sandbox's validator
// share: a pattern, or `true` for a number's or a boolean's storage. A pattern's meaning is
// checked on values of the format and on values that are not.

/** JSON Schema 2020-12, section 7.3 of its validation vocabulary. */
const jsonSchema = [
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "idn-email",
  "hostname",
  "idn-hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "iri",
  "iri-reference",
  "uuid",
  "uri-template",
  "json-pointer",
  "relative-json-pointer",
  "regex",
];

/** OpenAPI 3.0's data types and 3.1's. */
const openApi = ["int32", "int64", "float", "double", "byte", "binary", "date", "password"];

/** The OpenAPI Initiative's format registry. */
const registry = [
  "base64url",
  "char",
  "commonmark",
  "date-time-local",
  "decimal",
  "decimal128",
  "double-int",
  "html",
  "http-date",
  "imf-fixdate",
  "int8",
  "int16",
  "uint8",
  "uint16",
  "uint32",
  "uint64",
  "media-range",
  "sf-binary",
  "sf-boolean",
  "sf-decimal",
  "sf-integer",
  "sf-string",
  "sf-token",
  "templated-url",
  "time-local",
];

/** Values of each pattern format, then values that are not of it. */
const examples: Record<string, readonly [readonly string[], readonly string[]]> = {
  uuid: [["00000000-0000-4000-8000-000000000001"], ["00000000-0000-4000-8000-00000000001", ""]],
  hex: [
    ["0x", "0xdeadBEEF"],
    ["deadbeef", "0xg"],
  ],
  decimal: [
    ["0", "-12.5"],
    ["1e5", ".5", "1."],
  ],
  decimal128: [
    ["1", "-0.5", "1.5E+3", ".25"],
    ["1,5", "NaN", ""],
  ],
  date: [["2026-11-27"], ["2026-11-27T00:00:00Z", "27/11/2026"]],
  "date-time": [
    ["2026-11-27T23:45:00Z", "2026-11-27T23:45:00.123+01:00"],
    ["2026-11-27T23:45:00", "2026-11-27"],
  ],
  "date-time-local": [["2026-11-27T23:45:00", "2026-11-27 23:45:00.5"], ["2026-11-27T23:45:00Z"]],
  time: [
    ["23:45:00", "23:45:00.5Z", "23:45:00+01:00"],
    ["23:45", "noon"],
  ],
  "time-local": [["23:45:00", "23:45:00.125"], ["23:45:00Z"]],
  duration: [
    ["P1D", "PT1H30M", "P1Y2M3DT4H5M6.5S", "P2W"],
    ["P", "PT", "1D"],
  ],
  "http-date": [
    ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"],
    ["1994-11-06T08:49:37Z", "Sun, 06 Nov 1994 08:49:37 UTC"],
  ],
  "imf-fixdate": [["Sun, 06 Nov 1994 08:49:37 GMT"], ["Sunday, 06-Nov-94 08:49:37 GMT"]],
  email: [["trader@example.com"], ["trader", "a b@example.com"]],
  "idn-email": [["händler@example.com"], ["händler"]],
  hostname: [
    ["api.example.com", "localhost"],
    ["-api.example.com", "api..example.com"],
  ],
  "idn-hostname": [["bücher.example"], ["bücher..example", "a/b"]],
  ipv4: [
    ["127.0.0.1", "255.255.255.255"],
    ["256.0.0.1", "1.2.3"],
  ],
  ipv6: [
    ["::1", "2001:db8::8a2e:370:7334"],
    ["127.0.0.1", "host"],
  ],
  uri: [
    ["https://example.com/a?b=c", "urn:isbn:0451450523"],
    ["/relative", "no scheme"],
  ],
  "uri-reference": [["/relative", "https://example.com"], ["has space"]],
  iri: [["https://bücher.example/ä"], ["/relative"]],
  "iri-reference": [["/ä"], ["has space"]],
  "uri-template": [["/v1/order/{id}"], ["/v1/order/{ id }"]],
  "templated-url": [["/v1/order/{id}"], ["/v1/order {id}"]],
  "json-pointer": [
    ["", "/a/b~0c~1d"],
    ["a/b", "/a~2"],
  ],
  "relative-json-pointer": [
    ["0", "1/a", "2#"],
    ["/a", "-1"],
  ],
  "media-range": [
    ["application/json", "text/*", "*/*", "text/plain; charset=utf-8", 'a/b;q="x y"'],
    ["application", "text/plain;", "a b/c"],
  ],
  regex: [["^a+$", ""], []],
  byte: [
    ["", "AAEC", "AAE=", "AA=="],
    ["AAE", "A-_B"],
  ],
  base64url: [
    ["", "AAEC", "A-_B", "AAE="],
    ["AA+B", "A/B="],
  ],
  "sf-binary": [
    [":AAEC:", "::"],
    ["AAEC", ":AA EC:"],
  ],
  "sf-string": [
    ['"hello"', '"say \\"hi\\""', '""'],
    ["hello", '"a"b"', '"\\n"'],
  ],
  "sf-token": [
    ["foo", "*", "a:b/c"],
    ["1abc", "a b"],
  ],
  char: [
    ["a", "😀", " "],
    ["", "ab"],
  ],
  binary: [["\u0000\u00ff"], []],
  password: [["hunter2"], []],
  commonmark: [["# Title\n\n*text*"], []],
  html: [["<p>text</p>"], []],
};

describe("stringFormats", () => {
  test.each([
    ["JSON Schema 2020-12", jsonSchema],
    ["OpenAPI 3.0 and 3.1", openApi],
    ["the OpenAPI format registry", registry],
  ])("every format %s defines has a meaning", (_source, formats) => {
    expect(formats.filter((f) => !(f in stringFormats))).toEqual([]);
  });

  test("every pattern format takes its values and refuses what is not one", () => {
    const patterns = Object.entries(stringFormats).filter(
      (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
    );
    expect(patterns.map(([format]) => format).sort()).toEqual(Object.keys(examples).sort());
    for (const [format, pattern] of patterns) {
      const [values, others] = examples[format] ?? [[], []];
      for (const value of values) expect([format, pattern.test(value)]).toEqual([format, true]);
      for (const value of others) expect([format, pattern.test(value)]).toEqual([format, false]);
    }
  });

  test("a format that says only how a number or a boolean is stored has nothing to check", () => {
    const storage = Object.keys(stringFormats).filter(
      (f) => stringFormats[f as keyof typeof stringFormats] === true,
    );
    expect(storage.sort()).toEqual(
      [
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "double-int",
        "float",
        "double",
        "sf-integer",
        "sf-decimal",
        "sf-boolean",
      ].sort(),
    );
  });
});
