import {
  encodeSubaccountName,
  type Hex,
  hexToBytes,
  SignatureError,
  ValidationError,
} from "@perpkit/core";
import { sign } from "viem/accounts";
import { afterEach, describe, expect, test, vi } from "vitest";
import { signingConfigs } from "../generated/configs.js";
import type { TradeOrderMessage } from "../generated/typed-data.js";
import { tradeOrderMessage } from "../messages.js";
import { recoverMessageAddress, signMessage, verifyMessage } from "../requests.js";
import { privateKeySigner } from "../signer.js";
import { type CurveBackend, getCurveBackend, setCurveBackend } from "./curve.js";
import { curveCheckVectors } from "./curve-check.js";

const domain = signingConfigs.local.domain;
const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const sender = privateKeySigner(key).address;
const message: TradeOrderMessage = tradeOrderMessage(
  {
    sender,
    subaccount: encodeSubaccountName("primary"),
    onchainId: 1,
    engineType: 0,
    side: 0,
    quantity: "0.5",
    price: "3000.25",
    type: "LIMIT",
    timeInForce: "GTD",
    postOnly: false,
    reduceOnly: false,
    nonce: "1700000000000000000",
    signedAt: 1_700_000_000,
  },
  { now: 1_700_000_000_000 },
);

/** A backend that forwards to another and counts the calls of each method. */
function counting(inner: CurveBackend) {
  const calls = { getPublicKey: 0, sign: 0, recoverPublicKey: 0 };
  const backend: CurveBackend = {
    name: "counting",
    getPublicKey(privateKey) {
      calls.getPublicKey++;
      return inner.getPublicKey(privateKey);
    },
    sign(digest, privateKey) {
      calls.sign++;
      return inner.sign(digest, privateKey);
    },
    recoverPublicKey(digest, signature, recovery) {
      calls.recoverPublicKey++;
      return inner.recoverPublicKey(digest, signature, recovery);
    },
  };
  return { backend, calls };
}

afterEach(() => {
  setCurveBackend("auto");
  vi.unstubAllEnvs();
  vi.doUnmock("#native-curve");
  vi.resetModules();
});

describe("choosing the backend", () => {
  test("in Node with the secp256k1 package installed, auto picks libsecp256k1", () => {
    expect(setCurveBackend("auto").name).toBe("native");
  });

  test('"js" picks @noble/curves', () => {
    expect(setCurveBackend("js").name).toBe("js");
    expect(getCurveBackend().name).toBe("js");
  });

  test("an unknown choice is a ValidationError naming the backend", () => {
    expect(() => setCurveBackend("fast" as never)).toThrow(ValidationError);
    expect(() => setCurveBackend("fast" as never)).toThrow(
      /^backend must be "auto", "js" or "native" or a CurveBackend, got "fast"/,
    );
  });

  test("PERPKIT_CURVE=js makes pure JS the first choice of a fresh process", async () => {
    vi.stubEnv("PERPKIT_CURVE", "js");
    vi.resetModules();
    const fresh = await import("./curve.js");
    expect(fresh.getCurveBackend().name).toBe("js");
  });

  test("PERPKIT_CURVE with an unknown value fails the first use, naming the variable", async () => {
    vi.stubEnv("PERPKIT_CURVE", "wasm");
    vi.resetModules();
    const fresh = await import("./curve.js");
    expect(() => fresh.getCurveBackend()).toThrow(
      /^PERPKIT_CURVE must be "auto", "js" or "native", got "wasm"/,
    );
  });

  test("where libsecp256k1 is not there (a browser), auto falls back to pure JS", async () => {
    vi.doMock("#native-curve", () => import("./native-curve.js"));
    vi.resetModules();
    const fresh = await import("./curve.js");
    expect(fresh.getCurveBackend().name).toBe("js");
  });

  test('where libsecp256k1 is not there (a browser), "native" is a ValidationError', async () => {
    vi.doMock("#native-curve", () => import("./native-curve.js"));
    vi.resetModules();
    const fresh = await import("./curve.js");
    const { ValidationError: FreshValidationError } = await import("@perpkit/core");
    expect(() => fresh.setCurveBackend("native")).toThrow(FreshValidationError);
    expect(() => fresh.setCurveBackend("native")).toThrow(
      /^backend is "native", which needs Node and the secp256k1 package .*runs only in Node/,
    );
  });
});

describe("a backend of your own", () => {
  test("signs every signature made after it is chosen", async () => {
    const { backend, calls } = counting(setCurveBackend("js"));
    setCurveBackend(backend);
    const before = { ...calls };
    const signer = privateKeySigner(key);
    await signMessage({ domain, primaryType: "TradeOrder", message, signer });
    expect(calls.getPublicKey - before.getPublicKey).toBe(1);
    expect(calls.sign - before.sign).toBe(1);
  });

  test("recovers the signer of every message checked after it is chosen", async () => {
    const signature = await signMessage({
      domain,
      primaryType: "TradeOrder",
      message,
      signer: privateKeySigner(key),
    });
    const { backend, calls } = counting(setCurveBackend("native"));
    setCurveBackend(backend);
    const before = calls.recoverPublicKey;
    expect(recoverMessageAddress({ domain, primaryType: "TradeOrder", message, signature })).toBe(
      sender,
    );
    const address = sender;
    expect(verifyMessage({ domain, primaryType: "TradeOrder", message, signature, address })).toBe(
      true,
    );
    expect(verifyMessage({ domain, primaryType: "TradeOrder", message, signature, address })).toBe(
      true,
    );
    expect(calls.recoverPublicKey - before).toBe(3);
  });

  test("that signs with a high s is refused before it signs anything", () => {
    const native = setCurveBackend("native");
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const highS: CurveBackend = {
      ...native,
      name: "high-s",
      sign(digest, privateKey) {
        const { signature, recovery } = native.sign(digest, privateKey);
        const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString("hex")}`);
        const out = new Uint8Array(signature);
        out.set(hexToBytes(`0x${(n - s).toString(16).padStart(64, "0")}`), 32);
        return { signature: out, recovery: 1 - recovery };
      },
    };
    expect(() => setCurveBackend(highS)).toThrow(/^backend signs differently from the reference/);
    expect(getCurveBackend()).toBe(native);
  });

  test("that throws in its check is refused, with the cause kept", () => {
    const broken: CurveBackend = {
      ...setCurveBackend("js"),
      name: "broken",
      getPublicKey() {
        throw new RangeError("no key today");
      },
    };
    let error: unknown;
    try {
      setCurveBackend(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toBe(
      "backend failed its known-answer check: no key today",
    );
    expect((error as ValidationError).cause).toBeInstanceOf(RangeError);
  });
});

describe("known answers", () => {
  test("are viem's signatures and public key", async () => {
    const { privateKey, signatures } = curveCheckVectors;
    for (const [hash, expected] of signatures) {
      expect(await sign({ hash, privateKey, to: "hex" })).toBe(expected);
    }
    const { privateKeyToAccount } = await import("viem/accounts");
    expect(privateKeyToAccount(privateKey).publicKey).toBe(curveCheckVectors.publicKey);
  });

  test("include both recovery bits and a signature whose s was moved to the lower half", async () => {
    const { secp256k1 } = await import("@noble/curves/secp256k1.js");
    const { privateKey, signatures } = curveCheckVectors;
    expect(signatures.map(([, s]) => s.slice(-2)).sort()).toEqual(["1b", "1c"]);
    const raw = signatures.map(
      ([hash]) =>
        secp256k1.Signature.fromBytes(
          secp256k1.sign(hexToBytes(hash), hexToBytes(privateKey), { lowS: false, prehash: false }),
        ).s,
    );
    expect(raw.some((s) => s > secp256k1.Point.Fn.ORDER >> 1n)).toBe(true);
  });
});

test("a signature no public key recovers from is a SignatureError with either backend", () => {
  // r = 5 is the x of no point on the curve (5^3 + 7 has no square root modulo p).
  const signature = `0x${"5".padStart(64, "0")}${"1".padStart(64, "0")}1b` as const;
  for (const choice of ["js", "native"] as const) {
    setCurveBackend(choice);
    expect(() =>
      recoverMessageAddress({ domain, primaryType: "TradeOrder", message, signature }),
    ).toThrow(SignatureError);
    const address = sender;
    expect(verifyMessage({ domain, primaryType: "TradeOrder", message, signature, address })).toBe(
      false,
    );
  }
});

test("v reads as the recovery bit for 27 and 28 or 0 and 1, and every other byte is a SignatureError", async () => {
  // The recovery bit is computed from v, not picked by a branch: every byte is tried here.
  for (const choice of ["js", "native"] as const) {
    setCurveBackend(choice);
    const signature = await signMessage({
      domain,
      primaryType: "TradeOrder",
      message,
      signer: privateKeySigner(key),
    });
    const bit = Number.parseInt(signature.slice(-2), 16) - 27;
    expect([0, 1]).toContain(bit);
    for (let v = 0; v < 256; v++) {
      const withV = `${signature.slice(0, -2)}${v.toString(16).padStart(2, "0")}` as Hex;
      const recover = () =>
        recoverMessageAddress({ domain, primaryType: "TradeOrder", message, signature: withV });
      if (v === 27 + bit || v === bit) expect(recover()).toBe(sender);
      else if (v === 28 - bit || v === 1 - bit) expect(recover()).not.toBe(sender);
      else expect(recover).toThrow(`A signature's v must be 27 or 28, got ${v}.`);
    }
  }
});
