import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { syncSigningConfig } from "./sync.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const served = {
  domain: {
    name: "Ethereal",
    version: "1",
    chainId: "7420742",
    verifyingContract: "0x5a4db0c5000000000000000000000000000007a4",
  },
  signatureTypes: { CancelOrder: "address sender,bytes32 subaccount,uint64 nonce" },
};
let server: Server;
let base: string;
let root: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/v1/rpc/config") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = mkdtempSync(join(tmpdir(), "perpkit-sync-"));
  mkdirSync(join(root, "spec/signing"), { recursive: true });
  cpSync(join(repo, "spec/networks.yaml"), join(root, "spec/networks.yaml"));
  cpSync(join(repo, "spec/signing/bindings.yaml"), join(root, "spec/signing/bindings.yaml"));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("spec:sync", () => {
  test("writes the live configuration as served, naming the network by its chain id", async () => {
    const result = await syncSigningConfig({ root, url: base });
    expect(result).toEqual({
      network: "local",
      path: "spec/signing/rpc-config.local.json",
      changed: true,
    });
    const text = readFileSync(join(root, result.path), "utf8");
    expect(text).toBe(`${JSON.stringify(served, null, 2)}\n`);
    expect((await syncSigningConfig({ root, url: base })).changed).toBe(false);
  });

  test("an unknown chain id needs --network", async () => {
    served.domain.chainId = "99";
    await expect(syncSigningConfig({ root, url: base })).rejects.toThrow(/pass --network/);
    expect((await syncSigningConfig({ root, url: base, network: "testnet" })).path).toBe(
      "spec/signing/rpc-config.testnet.json",
    );
    served.domain.chainId = "7420742";
  });

  test("the command line fetches --url into the file of --network", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("./main.ts", import.meta.url)),
        "--url",
        base,
        "--network",
        "mainnet",
        "--root",
        root,
      ],
      { cwd: repo },
    );
    expect(stdout).toContain("wrote spec/signing/rpc-config.mainnet.json");
    expect(
      JSON.parse(readFileSync(join(root, "spec/signing/rpc-config.mainnet.json"), "utf8")),
    ).toEqual(served);
  });
});
