import { Worker } from "node:worker_threads";
import type { Address, Hex } from "@perpkit/core";
import type { MessageOf, PrimaryType, SigningConfig } from "@perpkit/signing";
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
 * Starts `threads` signature-checking threads under one signing configuration and resolves once
 * they are ready. Each address is always checked on the same thread, so the thread's table of
 * known public keys turns every check after the first into the fast path.
 *
 * @example
 * const pool = await createVerifierPool(2, signingConfigs.local)
 * await pool.verify("TradeOrder", message, signature, sender) // true
 */
export async function createVerifierPool(
  threads: number,
  config: SigningConfig,
): Promise<VerifierPool> {
  const { file, options } = workerSource(config);
  let next = 0;
  const waiting = new Map<number, (valid: boolean) => void>();
  const workers = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<Worker>((resolve, reject) => {
          const worker = new Worker(file, options);
          worker.unref();
          worker.once("error", reject);
          worker.on("message", (m: VerifyAnswer | { ready: true }) => {
            if ("ready" in m) {
              worker.off("error", reject);
              resolve(worker);
              return;
            }
            const done = waiting.get(m.id);
            waiting.delete(m.id);
            done?.(m.valid);
          });
        }),
    ),
  );
  return {
    verify(primaryType, message, signature, address) {
      const id = next++;
      const worker = workers[affinity(address.toLowerCase(), workers.length)] as Worker;
      return new Promise<boolean>((resolve) => {
        waiting.set(id, resolve);
        const job: VerifyJob = {
          id,
          primaryType,
          message: message as MessageOf<PrimaryType>,
          signature,
          address,
        };
        worker.postMessage(job);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
      for (const done of waiting.values()) done(false);
      waiting.clear();
    },
  };
}
