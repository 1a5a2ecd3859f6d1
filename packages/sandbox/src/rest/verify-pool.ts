import { Worker } from "node:worker_threads";
import type { Address, Hex } from "@perpkit/core";
import {
  type MessageOf,
  type PrimaryType,
  type SigningConfig,
  verifyMessage,
} from "@perpkit/signing";
import type { VerifyAnswer, VerifyJob } from "./verify-worker.js";

/**
 * Signature checks spread over worker threads.
 *
 * @example
 * const pool: VerifierPool = await createVerifierPool(1, signingConfigs.local)
 * await pool.close()
 */
export interface VerifierPool {
  /** True when `signature` over the message was made by `address`'s key. */
  verify(
    primaryType: PrimaryType,
    message: unknown,
    signature: Hex,
    address: Address,
  ): Promise<boolean>;
  /** Stops the threads; checks still waiting resolve false. */
  close(): Promise<void>;
}

function workerSource(config: SigningConfig): {
  file: URL;
  options: ConstructorParameters<typeof Worker>[1];
} {
  const here = import.meta.url;
  if (/\.[mc]?ts$/.test(new URL(here).pathname)) {
    // Running from the TypeScript sources: a bootstrap registers tsx in the thread first.
    return {
      file: new URL("./verify-worker-source.mjs", here),
      options: {
        execArgv: ["--conditions=@perpkit/source"],
        workerData: { config, entry: new URL("./verify-worker.ts", here).href },
      },
    };
  }
  return { file: new URL("./verify-worker.js", here), options: { workerData: { config } } };
}

/** A small, stable hash of an address: one sender's checks always go to the same thread. */
function affinity(address: string, threads: number): number {
  let h = 0;
  for (let i = address.length - 8; i < address.length; i++)
    h = (h * 31 + address.charCodeAt(i)) | 0;
  return Math.abs(h) % threads;
}

/**
 * Options of {@link createVerifierPool}.
 *
 * @example
 * const options: VerifierPoolOptions = { inline: getCurveBackend().name === "native" }
 */
export interface VerifierPoolOptions {
  /**
   * Check the first signature of each turn of the event loop on the calling thread, unless its
   * sender has checks waiting on a worker thread. Worth it when a check costs less than handing
   * it to a thread and back (libsecp256k1 checks a signature in about 100 µs; waking a thread and
   * hearing back costs tens of µs of CPU, and more in latency): a quiet server never hands off,
   * and a busy one checks one signature a turn itself while the threads check the others.
   * Default false.
   */
  readonly inline?: boolean | undefined;
}

/**
 * Starts `threads` signature-checking threads under one signing configuration and resolves once
 * they are ready. Each address is always checked on the same thread, so the thread's table of
 * known public keys turns every check after the first into the fast path, and one sender's
 * checks are answered in the order they were asked for. The checks asked for in one turn of the
 * event loop travel to a thread in one message, and come back in one.
 *
 * @example
 * const pool = await createVerifierPool(2, signingConfigs.local)
 * await pool.verify("TradeOrder", message, signature, sender) // true
 */
export async function createVerifierPool(
  threads: number,
  config: SigningConfig,
  poolOptions: VerifierPoolOptions = {},
): Promise<VerifierPool> {
  const { file, options } = workerSource(config);
  let next = 0;
  let closed = false;
  /** Checks sent to a thread and not yet answered, and whose sender asked for each. */
  const waiting = new Map<number, { done: (valid: boolean) => void; sender: string }>();
  /** Senders with checks on a thread, and how many. */
  const onThreads = new Map<string, number>();
  const settle = (answer: VerifyAnswer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    const left = (onThreads.get(entry.sender) ?? 1) - 1;
    if (left === 0) onThreads.delete(entry.sender);
    else onThreads.set(entry.sender, left);
    entry.done(answer.valid);
  };
  const workers = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<Worker>((resolve, reject) => {
          const worker = new Worker(file, options);
          worker.unref();
          worker.once("error", reject);
          worker.on("message", (m: readonly VerifyAnswer[] | { ready: true }) => {
            if ("ready" in m) {
              worker.off("error", reject);
              resolve(worker);
              return;
            }
            for (const answer of m) settle(answer);
          });
        }),
    ),
  );
  const { domain, signatureTypes: types } = config;
  const checkHere = (job: VerifyJob): boolean => {
    try {
      return verifyMessage({ domain, types, ...job });
    } catch {
      return false;
    }
  };
  /** Checks asked for in this turn of the event loop, in order, with what settles each. */
  let pending: { job: VerifyJob; sender: string; done: (valid: boolean) => void }[] = [];
  const flush = () => {
    const jobs = pending;
    pending = [];
    if (closed) {
      for (const { done } of jobs) done(false);
      return;
    }
    const batches: VerifyJob[][] = workers.map(() => []);
    // One check of the turn stays here: alone, it spares a hand-off; among several, the main
    // thread checks one while the threads check the rest, so both cores work.
    let inlineHere = poolOptions.inline === true;
    for (const { job, sender, done } of jobs) {
      if (inlineHere && !onThreads.has(sender)) {
        inlineHere = false;
        done(checkHere(job));
        continue;
      }
      waiting.set(job.id, { done, sender });
      onThreads.set(sender, (onThreads.get(sender) ?? 0) + 1);
      (batches[affinity(sender, workers.length)] as VerifyJob[]).push(job);
    }
    for (const [k, batch] of batches.entries()) {
      if (batch.length > 0) (workers[k] as Worker).postMessage(batch);
    }
  };
  return {
    verify(primaryType, message, signature, address) {
      if (closed) return Promise.resolve(false);
      return new Promise<boolean>((done) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({
          job: {
            id: next++,
            primaryType,
            message: message as MessageOf<PrimaryType>,
            signature,
            address,
          },
          sender: address.toLowerCase(),
          done,
        });
      });
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((w) => w.terminate()));
      for (const { done } of waiting.values()) done(false);
      waiting.clear();
    },
  };
}
