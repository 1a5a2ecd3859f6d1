import { randomBytes, randomUUID } from "node:crypto";
import { ctr } from "@noble/ciphers/aes.js";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { scryptAsync } from "@noble/hashes/scrypt.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, type Hex, hexToBytes, isHex } from "@perpkit/core";
import { privateKeySigner } from "@perpkit/signing";
import { KeyError } from "./errors.js";

/** The largest scrypt cost accepted from a file: geth's standard is 2^18, this leaves headroom. */
const MAX_SCRYPT_N = 2 ** 20;
const MAX_PBKDF2_ROUNDS = 10_000_000;

/** The scrypt cost of keystores written here (what ethers writes by default). */
const WRITE_SCRYPT = { N: 2 ** 17, r: 8, p: 1, dkLen: 32 } as const;

type Json = Record<string, unknown>;

function field(object: unknown, name: string, where: string): unknown {
  if (typeof object !== "object" || object === null) {
    throw new KeyError(`The keystore's ${where} is missing or not an object.`);
  }
  return (object as Json)[name];
}

function hexField(object: unknown, name: string, where: string, bytes?: number): Uint8Array {
  const value = field(object, name, where);
  const text = typeof value === "string" ? (value.startsWith("0x") ? value : `0x${value}`) : "";
  if (!isHex(text, bytes)) {
    throw new KeyError(
      `The keystore's ${where}.${name} must be ${bytes === undefined ? "hex" : `${bytes} bytes of hex`}.`,
    );
  }
  return hexToBytes(text as Hex);
}

function numberField(object: unknown, name: string, where: string): number {
  const value = field(object, name, where);
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new KeyError(`The keystore's ${where}.${name} must be a whole number, 1 or more.`);
  }
  return value;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

async function deriveKey(crypto: unknown, password: string): Promise<Uint8Array> {
  const kdf = field(crypto, "kdf", "crypto");
  const params = field(crypto, "kdfparams", "crypto");
  const salt = hexField(params, "salt", "crypto.kdfparams");
  const dkLen = numberField(params, "dklen", "crypto.kdfparams");
  if (dkLen < 32) throw new KeyError("The keystore's crypto.kdfparams.dklen must be at least 32.");
  const secret = new TextEncoder().encode(password.normalize("NFKC"));
  if (kdf === "scrypt") {
    const N = numberField(params, "n", "crypto.kdfparams");
    const r = numberField(params, "r", "crypto.kdfparams");
    const p = numberField(params, "p", "crypto.kdfparams");
    if (N > MAX_SCRYPT_N || (N & (N - 1)) !== 0 || N < 2) {
      throw new KeyError(
        `The keystore's scrypt cost n must be a power of 2 up to ${MAX_SCRYPT_N}, got ${N}.`,
      );
    }
    return scryptAsync(secret, salt, { N, r, p, dkLen, maxmem: 128 * r * N * p + 2 ** 20 });
  }
  if (kdf === "pbkdf2") {
    const c = numberField(params, "c", "crypto.kdfparams");
    if (field(params, "prf", "crypto.kdfparams") !== "hmac-sha256") {
      throw new KeyError("The keystore's pbkdf2 must use hmac-sha256.");
    }
    if (c > MAX_PBKDF2_ROUNDS)
      throw new KeyError(`The keystore's pbkdf2 rounds are above ${MAX_PBKDF2_ROUNDS}.`);
    return pbkdf2(sha256, secret, salt, { c, dkLen });
  }
  throw new KeyError(
    `The keystore's key derivation ${JSON.stringify(kdf)} is not scrypt or pbkdf2.`,
  );
}

/**
 * Decrypts an Ethereum V3 keystore (scrypt or pbkdf2, aes-128-ctr, keccak-256 MAC) with its
 * password and answers the private key. A wrong password, a damaged file, and a key whose address
 * differs from the file's `address` are each a KeyError; the key itself is never in a message.
 *
 * @example
 * const key = await decryptKeystore(readFileSync("key.json", "utf8"), password)
 */
export async function decryptKeystore(text: string, password: string): Promise<Hex> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new KeyError("The key file is not JSON: it must be an Ethereum V3 keystore.");
  }
  if (field(file, "version", "file") !== 3) {
    throw new KeyError("The key file is not an Ethereum V3 keystore (version must be 3).");
  }
  const crypto = field(file, "crypto", "file") ?? field(file, "Crypto", "file");
  if (field(crypto, "cipher", "crypto") !== "aes-128-ctr") {
    throw new KeyError("The keystore's cipher must be aes-128-ctr.");
  }
  const iv = hexField(field(crypto, "cipherparams", "crypto"), "iv", "crypto.cipherparams", 16);
  const ciphertext = hexField(crypto, "ciphertext", "crypto");
  const mac = hexField(crypto, "mac", "crypto", 32);
  const derived = await deriveKey(crypto, password);
  const expected = keccak_256(new Uint8Array([...derived.subarray(16, 32), ...ciphertext]));
  if (!equalBytes(expected, mac)) {
    throw new KeyError("The keystore password is wrong (the file's MAC does not match).");
  }
  const secret = ctr(derived.subarray(0, 16), iv).decrypt(ciphertext);
  if (secret.length !== 32) throw new KeyError("The keystore does not hold a 32-byte key.");
  const key = bytesToHex(secret) as Hex;
  const address = field(file, "address", "file");
  if (typeof address === "string" && address.length > 0) {
    const derivedAddress = privateKeySigner(key).address.toLowerCase();
    const stated = (address.startsWith("0x") ? address : `0x${address}`).toLowerCase();
    if (derivedAddress !== stated) {
      throw new KeyError(
        `The keystore says it holds ${stated}, but its key is for ${derivedAddress}.`,
      );
    }
  }
  return key;
}

/**
 * Encrypts a private key into an Ethereum V3 keystore (scrypt n=2^17, aes-128-ctr), the format
 * geth, ethers and wallets read.
 *
 * @example
 * writeFileSync("key.json", await encryptKeystore(key, password), { mode: 0o600 })
 */
export async function encryptKeystore(key: Hex, password: string): Promise<string> {
  const address = privateKeySigner(key).address;
  const salt = randomBytes(32);
  const iv = randomBytes(16);
  const secret = new TextEncoder().encode(password.normalize("NFKC"));
  const derived = await scryptAsync(secret, salt, WRITE_SCRYPT);
  const ciphertext = ctr(derived.subarray(0, 16), iv).encrypt(hexToBytes(key));
  const mac = keccak_256(new Uint8Array([...derived.subarray(16, 32), ...ciphertext]));
  const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);
  return `${JSON.stringify(
    {
      version: 3,
      id: randomUUID(),
      address: address.slice(2).toLowerCase(),
      crypto: {
        cipher: "aes-128-ctr",
        cipherparams: { iv: hex(iv) },
        ciphertext: hex(ciphertext),
        kdf: "scrypt",
        kdfparams: {
          dklen: WRITE_SCRYPT.dkLen,
          n: WRITE_SCRYPT.N,
          p: WRITE_SCRYPT.p,
          r: WRITE_SCRYPT.r,
          salt: hex(salt),
        },
        mac: hex(mac),
      },
    },
    null,
    2,
  )}\n`;
}

/** A new private key from the system's secure random source. */
export function generatePrivateKey(): Hex {
  for (;;) {
    const key = bytesToHex(randomBytes(32)) as Hex;
    try {
      privateKeySigner(key);
      return key;
    } catch {
      // Outside the curve's range (about one chance in 2^128): draw again.
    }
  }
}
