import { createCipheriv, createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import { privateKeySigner } from "@perpkit/signing";
import { decryptKeystoreJson, encryptKeystoreJsonSync, keccak256 } from "ethers";
import { describe, expect, test } from "vitest";
import { KeyError } from "./errors.js";
import { decryptKeystore, encryptKeystore, generatePrivateKey } from "./keystore.js";

const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const address = privateKeySigner(key).address;

/** A keystore written by ethers, an independent implementation, with a light scrypt cost. */
function ethersKeystore(password: string): string {
  return encryptKeystoreJsonSync({ address, privateKey: key }, password, { scrypt: { N: 1024 } });
}

/** A pbkdf2 keystore written with Node's own crypto (ethers writes only scrypt ones). */
function pbkdf2Keystore(password: string): string {
  const salt = randomBytes(32);
  const iv = randomBytes(16);
  const derived = pbkdf2Sync(password, salt, 1024, 32, "sha256");
  const cipher = createCipheriv("aes-128-ctr", derived.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([
    cipher.update(Buffer.from(key.slice(2), "hex")),
    cipher.final(),
  ]);
  const mac = keccak256(Buffer.concat([derived.subarray(16, 32), ciphertext])).slice(2);
  return JSON.stringify({
    version: 3,
    address: address.slice(2).toLowerCase(),
    crypto: {
      cipher: "aes-128-ctr",
      cipherparams: { iv: iv.toString("hex") },
      ciphertext: ciphertext.toString("hex"),
      kdf: "pbkdf2",
      kdfparams: { c: 1024, dklen: 32, prf: "hmac-sha256", salt: salt.toString("hex") },
      mac,
    },
  });
}

describe("V3 keystores", () => {
  test("decrypts a scrypt keystore written by ethers", async () => {
    expect(await decryptKeystore(ethersKeystore("correct horse"), "correct horse")).toBe(key);
  });

  test("decrypts a pbkdf2 keystore", async () => {
    expect(await decryptKeystore(pbkdf2Keystore("pw"), "pw")).toBe(key);
  });

  test("a wrong password is a KeyError, and the message holds no key material", async () => {
    const error = await decryptKeystore(ethersKeystore("right"), "wrong").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeyError);
    expect((error as KeyError).message).toBe(
      "The keystore password is wrong (the file's MAC does not match).",
    );
  });

  test("a keystore whose address is not its key's is refused", async () => {
    const file = JSON.parse(ethersKeystore("pw")) as { address: string };
    file.address = "deadbeef00000000000000000000000000000000";
    await expect(decryptKeystore(JSON.stringify(file), "pw")).rejects.toThrow(
      /says it holds 0xdeadbeef00000000000000000000000000000000, but its key is for/,
    );
  });

  test("a file that is not a V3 keystore is refused with what is wrong", async () => {
    await expect(decryptKeystore("not json", "pw")).rejects.toThrow("The key file is not JSON");
    await expect(decryptKeystore('{"version":1}', "pw")).rejects.toThrow("version must be 3");
  });

  test("an absurd scrypt cost is refused before any work", async () => {
    // ethers writes the section as "Crypto", as geth once did; both spellings are read.
    const file = JSON.parse(ethersKeystore("pw")) as { Crypto: { kdfparams: { n: number } } };
    file.Crypto.kdfparams.n = 2 ** 30;
    await expect(decryptKeystore(JSON.stringify(file), "pw")).rejects.toThrow(
      /scrypt cost n must be a power of 2 up to 1048576/,
    );
  });

  test("a keystore written here is read by ethers, with the same address", async () => {
    const fresh = generatePrivateKey();
    const text = await encryptKeystore(fresh, "pw");
    const account = await decryptKeystoreJson(text, "pw");
    expect(account.privateKey).toBe(fresh);
    expect(account.address).toBe(privateKeySigner(fresh).address);
  });

  test("generated keys differ, and each is a valid key", () => {
    const keys = new Set(Array.from({ length: 20 }, () => generatePrivateKey()));
    expect(keys.size).toBe(20);
    for (const k of keys) expect(privateKeySigner(k).address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  test("the MAC is keccak-256, not sha-256: a sha-256 MAC is refused", async () => {
    const file = JSON.parse(pbkdf2Keystore("pw")) as { crypto: { mac: string } };
    file.crypto.mac = createHash("sha256").update("x").digest("hex");
    await expect(decryptKeystore(JSON.stringify(file), "pw")).rejects.toBeInstanceOf(KeyError);
  });
});
