import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { readSignatureType, TYPE_ENTRY } from "../src/signing/grammar.js";
import { signingTarget } from "../src/targets/signing/index.js";
import { editedFixture, fixtureFiles, fixtureSpec } from "./fixture.js";

function edited(path: string, from: string | RegExp, to: string) {
  return editedFixture("signing", path, from, to);
}

describe("signing generator", () => {
  test("writes typed data, struct hashers, configs, bindings and ABIs from a small spec", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/signing/src/generated/abi.ts",
      "packages/signing/src/generated/bindings.ts",
      "packages/signing/src/generated/configs.ts",
      "packages/signing/src/generated/requests.ts",
      "packages/signing/src/generated/struct-hash.ts",
      "packages/signing/src/generated/typed-data.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/signing/${file.path.split("/").pop()}.snap`,
      );
    }
  });

  test("each file's header names every spec file it was built from, and no other", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    const sources = Object.fromEntries(
      files.map((f) => [f.path.split("/").pop(), parseHeader(f.contents).sources]),
    );
    // beta signs the types alpha defines: what is built from the definitions names alpha only.
    expect(sources["typed-data.ts"]).toEqual(["spec/signing/rpc-config.alpha.json"]);
    expect(sources["struct-hash.ts"]).toEqual(["spec/signing/rpc-config.alpha.json"]);
    expect(sources["configs.ts"]).toEqual([
      "spec/signing/rpc-config.alpha.json",
      "spec/signing/rpc-config.beta.json",
      "spec/signing/bindings.yaml",
    ]);
    expect(sources["bindings.ts"]).toContain("spec/signing/bindings.yaml");
    expect(sources["abi.ts"]).toEqual(["spec/contracts/exchange.abi.json"]);
  });

  test("the type hash is keccak256 of the encodeType string", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    const typedData = files.find((f) => f.path.endsWith("typed-data.ts"))?.contents ?? "";
    expect(typedData).toContain('Ping: "Ping(address sender,bool urgent)"');
    // keccak256("Ping(address sender,bool urgent)"), as ethers computes it.
    expect(typedData).toContain(
      'Ping: "0x5771ce3a66be05f293946be8d070bcc78d25bafc37bb034fbbabedebde2541da"',
    );
  });

  test("the grammar the configurations are read with goes to the signing package as it is", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    const typedData = files.find((f) => f.path.endsWith("typed-data.ts"))?.contents ?? "";
    expect(typedData).toContain(`export const signatureTypeEntry = /${TYPE_ENTRY.source}/;`);
  });

  test("the grammar's widths are EIP-712's: bytes1 to bytes32, (u)int8 to (u)int256 by 8", () => {
    const accepted = (type: string) => !("refused" in readSignatureType(`${type} x`));
    for (let n = 0; n <= 300; n++) {
      const width = n >= 8 && n <= 256 && n % 8 === 0;
      expect([accepted(`uint${n}`), accepted(`int${n}`)]).toEqual([width, width]);
      expect(accepted(`bytes${n}`)).toBe(n >= 1 && n <= 32);
    }
    for (const type of ["address", "bool", "string", "bytes", "uint", "int"]) {
      expect(accepted(type)).toBe(true);
    }
  });

  test("the grammar takes EIP-712's atomic types at their widths and nothing else", () => {
    expect(readSignatureType(" address sender , uint64 nonce,bytes32 name")).toEqual([
      { type: "address", name: "sender" },
      { type: "uint64", name: "nonce" },
      { type: "bytes32", name: "name" },
    ]);
    for (const entry of [
      "uint7 x",
      "int264 x",
      "bytes33 x",
      "bytes0 x",
      "uint256[] x",
      "tuple x",
    ]) {
      expect(readSignatureType(entry)).toEqual({ refused: entry });
    }
  });

  test("a message type the grammar refuses is refused, naming the entry", async () => {
    const files = fixtureFiles("signing");
    for (const network of ["alpha", "beta"]) {
      const path = `spec/signing/rpc-config.${network}.json`;
      files[path] = (files[path] as string).replace("uint128 quantity", "uint127 quantity");
    }
    await expect(signingTarget.generate(specFromFiles(files))).rejects.toThrow(
      /signatureTypes\.Order: cannot read the entry "uint127 quantity"/,
    );
  });

  test("a sign helper is the one entry with its message's parts, named by the bindings", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    const requests = files.find((f) => f.path.endsWith("/requests.ts"))?.contents ?? "";
    expect(requests).toContain(
      'export const orderRequest: RequestSigning<"Order", OrderBody> = {\n  primaryType: "Order",\n  hashStruct: hashOrderStruct,\n  binding: orderBinding,\n  message: orderMessage,\n};',
    );
    expect(requests).toContain(
      'export async function signOrder<D extends OrderBody>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "Order">> {\n  return signRequest(orderRequest, parameters, [parameters.signer]);\n}',
    );
  });

  test("a message several parties sign takes each party's signer by the parameter it names", async () => {
    const spec = edited(
      "spec/signing/bindings.yaml",
      '      - { field: signature, party: sender, description: "The sender." }\n    fields:',
      '      - { field: signature, party: sender, parameter: owner, description: "The owner." }\n      - { field: cosignature, party: sender, parameter: cosigner, description: "The cosigner." }\n    fields:',
    );
    const files = await signingTarget.generate(spec);
    const requests = files.find((f) => f.path.endsWith("/requests.ts"))?.contents ?? "";
    expect(requests).toContain(
      "export interface SignOrderParameters<D extends OrderBody = OrderBody> extends SignRequestOptions {",
    );
    expect(requests).toContain("/** The cosigner (`sender`); its signature is `cosignature`. */");
    expect(requests).toContain("[parameters.owner, parameters.cosigner]");
  });

  test("a chainId served as a string becomes a number", async () => {
    const files = await signingTarget.generate(fixtureSpec("signing"));
    const configs = files.find((f) => f.path.endsWith("configs.ts"))?.contents ?? "";
    expect(configs).toMatch(/chainId: 8,/);
  });

  test("networks that sign different message types are refused, naming the type", async () => {
    const spec = edited(
      "spec/signing/rpc-config.beta.json",
      "uint128 quantity",
      "uint256 quantity",
    );
    await expect(signingTarget.generate(spec)).rejects.toThrow(/signatureTypes\.Order differs/);
  });

  test("a signed field without a binding is refused", async () => {
    const spec = edited(
      "spec/signing/bindings.yaml",
      "      nonce: { from: nonce, encode: nonce }\n",
      "",
    );
    await expect(signingTarget.generate(spec)).rejects.toThrow(
      /no binding for the signed field nonce/,
    );
  });

  test("is deterministic", async () => {
    const spec = fixtureSpec("signing");
    expect(await signingTarget.generate(spec)).toEqual(await signingTarget.generate(spec));
  });

  test("a string field naming an upstream property takes its length bounds from there", async () => {
    const files = fixtureFiles("signing");
    const bindings = (files["spec/signing/bindings.yaml"] as string).replace(
      '      nonce: { kind: nonce, required: true, description: "Nanoseconds." }\n',
      '      nonce: { kind: nonce, required: true, description: "Nanoseconds." }\n      memo: { kind: string, upstream: OrderDto.memo, description: "Not signed." }\n',
    );
    const upstream = JSON.stringify({
      components: {
        schemas: { OrderDto: { properties: { memo: { minLength: 2, maxLength: 9 } } } },
      },
    });
    const spec = (extra: Record<string, string>) =>
      specFromFiles({
        ...files,
        "spec/signing/bindings.yaml": bindings,
        "spec/upstream/openapi.json": upstream,
        ...extra,
      });
    const generated = await signingTarget.generate(spec({}));
    const file = generated.find((f) => f.path.endsWith("bindings.ts"));
    expect(file?.contents).toContain('checks.text(data.memo, "memo", 2, 9)');
    // The same bounds, exported for callers that check the field before they build the body.
    expect(file?.contents).toMatch(
      /export const textFieldBounds = \{\n {2}OrderBody: \{\n {4}memo: \{\n {6}minLength: 2,\n {6}maxLength: 9,/,
    );
    expect(parseHeader(file?.contents ?? "").sources).toContain("spec/upstream/openapi.json");
    const restated = bindings.replace(
      "upstream: OrderDto.memo,",
      "upstream: OrderDto.memo, maxLength: 9,",
    );
    await expect(
      signingTarget.generate(spec({ "spec/signing/bindings.yaml": restated })),
    ).rejects.toThrow(/its bounds are the upstream's/);
  });
});
