import type { Hex } from "@perpkit/core";
import {
  cancelOrderMessage,
  privateKeySigner,
  signingConfigs,
  signMessage,
} from "@perpkit/signing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifierPool, type VerifierPool } from "./verify-pool.js";

const config = signingConfigs.local;
const alice = privateKeySigner(`0x${"1".padStart(64, "0")}` as Hex);
const bob = privateKeySigner(`0x${"2".padStart(64, "0")}` as Hex);
const message = cancelOrderMessage(
  {
    sender: alice.address,
    subaccount: `0x${"11".repeat(32)}`,
    nonce: `${BigInt(Date.now()) * 1_000_000n}`,
    orderIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"],
  },
  { now: Date.now() },
);

let pool: VerifierPool;
beforeAll(async () => {
  pool = await createVerifierPool(2, config);
});
afterAll(async () => {
  await pool.close();
});

describe("createVerifierPool", () => {
  it("accepts a signature made by the address, on the first and later checks", async () => {
    const signature = await signMessage({
      domain: config.domain,
      primaryType: "CancelOrder",
      message,
      signer: alice,
    });
    for (let i = 0; i < 3; i++) {
      expect(await pool.verify("CancelOrder", message, signature, alice.address)).toBe(true);
    }
  });

  it("refuses another key's signature, a flipped v and garbage", async () => {
    const byBob = await signMessage({
      domain: config.domain,
      primaryType: "CancelOrder",
      message,
      signer: bob,
    });
    expect(await pool.verify("CancelOrder", message, byBob, alice.address)).toBe(false);
    const good = await signMessage({
      domain: config.domain,
      primaryType: "CancelOrder",
      message,
      signer: alice,
    });
    const v = good.slice(-2) === "1b" ? "1c" : "1b";
    expect(
      await pool.verify("CancelOrder", message, `${good.slice(0, -2)}${v}` as Hex, alice.address),
    ).toBe(false);
    expect(await pool.verify("CancelOrder", message, `0x${"00".repeat(65)}`, alice.address)).toBe(
      false,
    );
  });

  it("answers many checks at once in any order", async () => {
    const signature = await signMessage({
      domain: config.domain,
      primaryType: "CancelOrder",
      message,
      signer: bob,
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pool.verify("CancelOrder", message, signature, i % 2 === 0 ? bob.address : alice.address),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i % 2 === 0));
  });
});

describe("createVerifierPool with checks on the calling thread", () => {
  let inline: VerifierPool;
  beforeAll(async () => {
    inline = await createVerifierPool(1, config, { inline: true });
  });
  afterAll(async () => {
    await inline.close();
  });

  const signed = (signer: typeof alice) =>
    signMessage({ domain: config.domain, primaryType: "CancelOrder", message, signer });

  it("gives the answers the threads give, one check at a time and many at once", async () => {
    const byAlice = await signed(alice);
    const byBob = await signed(bob);
    const cases: [Hex, boolean][] = [
      [byAlice, true],
      [byBob, false],
      [`0x${"00".repeat(65)}`, false],
    ];
    for (const [signature, valid] of cases) {
      expect(await inline.verify("CancelOrder", message, signature, alice.address)).toBe(valid);
    }
    const together = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inline.verify("CancelOrder", message, (cases[i % 3] as [Hex, boolean])[0], alice.address),
      ),
    );
    expect(together).toEqual(Array.from({ length: 30 }, (_, i) => i % 3 === 0));
  });

  it("answers each sender's checks in the order they were asked, over several turns", async () => {
    const byAlice = await signed(alice);
    const byBob = await signed(bob);
    const answered: string[] = [];
    const ask = (i: number) => {
      const [who, signature, address] =
        i % 3 === 0 ? ["bob", byBob, bob.address] : ["alice", byAlice, alice.address];
      return inline
        .verify("CancelOrder", message, signature, address)
        .then(() => answered.push(`${who} ${i}`));
    };
    // Turns of the event loop: many checks (handed to the thread), then lone checks, which the
    // calling thread would take if their sender had none waiting on the thread.
    const first = Array.from({ length: 20 }, (_, i) => ask(i));
    await new Promise((resolve) => setImmediate(resolve));
    const lone = ask(22);
    await new Promise((resolve) => setImmediate(resolve));
    const again = ask(25);
    await Promise.all([...first, lone, again]);
    expect(answered).toHaveLength(22);
    for (const who of ["alice", "bob"]) {
      const order = answered.filter((a) => a.startsWith(who)).map((a) => Number(a.split(" ")[1]));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
