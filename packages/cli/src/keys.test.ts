import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Sandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { decryptKeystoreJson, encryptKeystoreJsonSync } from "ethers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorLines, json, perpkit, sandbox } from "../test/helpers.js";
import { generatePrivateKey } from "./keystore.js";

let exchange: Sandbox;
let dir: string;

beforeAll(async () => {
  exchange = await sandbox();
  dir = mkdtempSync(join(tmpdir(), "perpkit-keys-"));
});

afterAll(async () => {
  await exchange.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A keystore written by ethers, funded on the sandbox. */
async function fundedKeystore(
  password: string,
): Promise<{ path: string; address: string; key: string }> {
  const key = generatePrivateKey();
  const { address } = privateKeySigner(key);
  const path = join(dir, `${address}.json`);
  writeFileSync(
    path,
    encryptKeystoreJsonSync({ address, privateKey: key }, password, { scrypt: { N: 1024 } }),
  );
  await fetch(`${exchange.baseUrl}/sandbox/deposit`, {
    method: "POST",
    body: JSON.stringify({ account: address, amount: "1000" }),
  });
  return { path, address, key };
}

describe("keys never pass through the command line", () => {
  test("--private-key is refused and the key is not echoed (exit 4)", async () => {
    const key = generatePrivateKey();
    const run = await perpkit(["orders", "--private-key", key], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: --private-key is refused: a private key is never taken on the command line (it would stay in shell history and the process list); set PERPKIT_PRIVATE_KEY or give --key-file with a keystore",
    ]);
    expect(`${run.stdout}${run.stderr}`).not.toContain(key.slice(2));
  });

  test("--key=<key> and --pk are refused the same way", async () => {
    const key = generatePrivateKey();
    for (const args of [[`--key=${key}`], ["--pk", key]]) {
      const run = await perpkit(["place", "market", "buy", "BTCUSD", "1", ...args]);
      expect(run.code).toBe(4);
      expect(run.stderr).not.toContain(key.slice(2));
    }
  });

  test("a key given to --key-file instead of a path is refused without echoing it", async () => {
    const key = generatePrivateKey();
    const run = await perpkit(["key", "address", "--key-file", key]);
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: --key-file takes the path of a keystore file, never a key: a key on the command line stays in shell history and the process list",
    ]);
    expect(run.stderr).not.toContain(key.slice(2));
  });

  test("a key typed where a value goes is never printed back", async () => {
    const key = generatePrivateKey();
    const run = await perpkit(["order", key], { env: { PERPKIT_BASE_URL: exchange.baseUrl } });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual(['perpkit: <order-id> must be a UUID, got "<32-byte hex>"']);
  });

  test("a malformed PERPKIT_PRIVATE_KEY is refused without echoing it (exit 4)", async () => {
    const almost = `${generatePrivateKey()}ff`;
    const run = await perpkit(["key", "address"], { env: { PERPKIT_PRIVATE_KEY: almost } });
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: PERPKIT_PRIVATE_KEY is not a private key: it must be 0x and 64 hex digits",
    ]);
    expect(run.stderr).not.toContain(almost.slice(2, 60));
  });

  test("key address prints the address of PERPKIT_PRIVATE_KEY, never the key", async () => {
    const key = generatePrivateKey();
    const run = await perpkit(["key", "address", "--json"], { env: { PERPKIT_PRIVATE_KEY: key } });
    expect(json(run)).toEqual({ address: privateKeySigner(key).address });
    expect(run.stdout).not.toContain(key.slice(2));
  });
});

describe("--key-file: an Ethereum V3 keystore", () => {
  test("signs with the keystore's key, its password from PERPKIT_KEYSTORE_PASSWORD", async () => {
    const { path, address } = await fundedKeystore("s3cret");
    const env = { PERPKIT_BASE_URL: exchange.baseUrl, PERPKIT_KEYSTORE_PASSWORD: "s3cret" };
    const who = await perpkit(["key", "address", "--key-file", path], { env });
    expect(who.stdout.trim()).toBe(address);
    const placed = await perpkit(
      ["place", "limit", "buy", "BTCUSD", "0.01", "30000", "--key-file", path, "--json"],
      { env },
    );
    expect(placed.code).toBe(0);
    expect(json(placed)).toMatchObject({ result: "Ok" });
  });

  test("PERPKIT_KEY_FILE stands in for --key-file", async () => {
    const { path, address } = await fundedKeystore("pw");
    const run = await perpkit(["key", "address"], {
      env: { PERPKIT_KEY_FILE: path, PERPKIT_KEYSTORE_PASSWORD: "pw" },
    });
    expect(run.stdout.trim()).toBe(address);
  });

  test("a wrong password is an auth failure (exit 4) in one line", async () => {
    const { path } = await fundedKeystore("right");
    const run = await perpkit(["key", "address", "--key-file", path], {
      env: { PERPKIT_KEYSTORE_PASSWORD: "wrong" },
    });
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: The keystore password is wrong (the file's MAC does not match)",
    ]);
  });

  test("without a terminal to ask on and without PERPKIT_KEYSTORE_PASSWORD it says what to set", async () => {
    const { path } = await fundedKeystore("pw");
    const run = await perpkit(["key", "address", "--key-file", path]);
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      `perpkit: No terminal to ask for the password of ${path}: set PERPKIT_KEYSTORE_PASSWORD, or run in a terminal`,
    ]);
  });

  test("a missing keystore file is named (exit 4)", async () => {
    const run = await perpkit(["key", "address", "--key-file", join(dir, "absent.json")]);
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      `perpkit: Cannot read the keystore ${join(dir, "absent.json")} (ENOENT)`,
    ]);
  });
});

describe("perpkit key new", () => {
  test("writes a keystore only its owner can read, which ethers opens to the printed address", async () => {
    const path = join(dir, "new.json");
    const run = await perpkit(["key", "new", path], { env: { PERPKIT_KEYSTORE_PASSWORD: "pw" } });
    expect(run.code).toBe(0);
    const address = run.stdout.trim();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const account = await decryptKeystoreJson(readFileSync(path, "utf8"), "pw");
    expect(account.address).toBe(address);
    expect(`${run.stdout}${run.stderr}`).not.toContain(account.privateKey.slice(2));
  });

  test("never replaces an existing file (exit 2)", async () => {
    const path = join(dir, "taken.json");
    writeFileSync(path, "keep me");
    const run = await perpkit(["key", "new", path], { env: { PERPKIT_KEYSTORE_PASSWORD: "pw" } });
    expect(run.code).toBe(2);
    expect(readFileSync(path, "utf8")).toBe("keep me");
  });
});
