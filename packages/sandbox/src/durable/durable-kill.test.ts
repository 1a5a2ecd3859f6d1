import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createNonceSource, type Hex, limits, parseDecimal } from "@perpkit/core";
import { privateKeySigner, signingConfigs, signOrder } from "@perpkit/signing";
import { afterEach, describe, expect, it } from "vitest";

// The sandbox process is killed with SIGKILL in the middle of a signed-order load and started
// again on its data directory: every order it had answered 201 is there once, nonces stay used,
// and the money adds up.

const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
const PRIMARY = `0x${Buffer.from("primary").toString("hex").padEnd(64, "0")}` as Hex;
const DEPOSIT = "1000000";
const WALLETS = 4;
const ORDERS_PER_WALLET = 150;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the CLI on the data directory and resolves to its REST URL once it serves. */
async function startCli(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=@perpkit/source",
      cli,
      ...["--port", "0", "--seed", "kill", "--data-dir", dir, "--no-rate-limits", "--no-oracle"],
      ...["--retention-records", "1000000"],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let text = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const found = /REST\s+(\S+)/.exec(text)?.[1];
      if (found && text.includes("Ctrl-C")) resolve(found);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${text}`)));
  });
  return { child, url };
}

async function call<T>(url: string, method: string, path: string, body?: string) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Every record of a paginated list. */
async function all<T>(url: string, path: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { data: T[]; nextCursor: string | null } } = await call(
      url,
      "GET",
      `${path}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    out.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return out;
}

describe("durable state under SIGKILL", () => {
  it("finds every order answered 201, once, with nonces still used and money conserved", async () => {
    const dir = mkdtempSync(join(tmpdir(), "perpkit-kill-"));
    dirs.push(dir);
    const first = await startCli(dir);
    const wallets = await Promise.all(
      Array.from({ length: WALLETS }, async (_, w) => {
        const signer = privateKeySigner(`0x${(w + 11).toString(16).padStart(64, "0")}` as Hex);
        const funded = await call<{ subaccount: { id: string } }>(
          first.url,
          "POST",
          "/sandbox/deposit",
          JSON.stringify({ account: signer.address, amount: DEPOSIT }),
        );
        return {
          signer,
          subaccountId: funded.body.subaccount.id,
          nonces: createNonceSource({ scope: false }),
        };
      }),
    );
    // Buys and sells at one price: they cross, so the load makes fills and positions too.
    const bodies = await Promise.all(
      wallets.map(async (wallet, w) => {
        const list: string[] = [];
        for (let i = 0; i < ORDERS_PER_WALLET; i++) {
          const signed = await signOrder({
            domain: signingConfigs.local.domain,
            signer: wallet.signer,
            data: {
              sender: wallet.signer.address,
              subaccount: PRIMARY,
              onchainId: 1,
              engineType: limits.order.engineTypes.perpetual,
              side: (i + w) % 2 === 0 ? limits.order.sides.buy : limits.order.sides.sell,
              quantity: "0.001",
              price: "100",
              type: "LIMIT",
              timeInForce: "GTD",
              postOnly: false,
              reduceOnly: false,
              nonce: wallet.nonces.next(),
              signedAt: Math.floor(Date.now() / 1000),
            },
          });
          list.push(JSON.stringify(signed));
        }
        return list;
      }),
    );

    const accepted: { wallet: number; id: string; body: string }[] = [];
    let killed = false;
    let cut = 0;
    const load = wallets.map(async (_, w) => {
      for (const body of bodies[w] ?? []) {
        try {
          const answer = await call<{ id: string }>(first.url, "POST", "/v1/order", body);
          if (answer.status === 201) accepted.push({ wallet: w, id: answer.body.id, body });
        } catch {
          cut++; // in flight when the process died
          return;
        }
        if (!killed && accepted.length >= (WALLETS * ORDERS_PER_WALLET) / 2) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    });
    await Promise.all(load);
    expect(killed).toBe(true);
    expect(cut).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThanOrEqual((WALLETS * ORDERS_PER_WALLET) / 2);

    const second = await startCli(dir);
    // None lost.
    for (const { id } of accepted) {
      const order = await call<{ id: string }>(second.url, "GET", `/v1/order/${id}`);
      expect({ id, status: order.status }).toEqual({ id, status: 200 });
    }
    // None duplicated: each subaccount lists each order once, no more than were sent.
    let longs = 0n;
    let shorts = 0n;
    for (const [w, wallet] of wallets.entries()) {
      const orders = await all<{ id: string }>(
        second.url,
        `/v1/order?subaccountId=${wallet.subaccountId}`,
      );
      const ids = orders.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const a of accepted.filter((x) => x.wallet === w)) expect(ids).toContain(a.id);
      expect(ids.length).toBeLessThanOrEqual(ORDERS_PER_WALLET);
      // Money conserved: the balance is the deposit plus realised PnL less fees.
      const positions = await all<{
        realizedPnl: string;
        feesAccruedUsd: string;
        size: string;
        side: number;
      }>(second.url, `/v1/position?subaccountId=${wallet.subaccountId}`);
      let expected = parseDecimal(DEPOSIT, "deposit");
      for (const p of positions) {
        expected += parseDecimal(p.realizedPnl, "realizedPnl");
        expected -= parseDecimal(p.feesAccruedUsd, "feesAccruedUsd");
        const size = parseDecimal(p.size, "size");
        if (p.side === limits.order.sides.buy) longs += size;
        else shorts += size;
      }
      const balances = await call<{ data: { amount: string }[] }>(
        second.url,
        "GET",
        `/v1/subaccount/balance?subaccountId=${wallet.subaccountId}`,
      );
      expect(parseDecimal(balances.body.data[0]?.amount ?? "", "amount")).toBe(expected);
    }
    expect(longs).toBe(shorts);
    // Nonces stay single-use: every accepted order sent again is refused.
    for (const { body } of accepted.slice(0, 50)) {
      expect((await call(second.url, "POST", "/v1/order", body)).status).toBe(400);
    }
  }, 120_000);
});
