// A signature-checking thread: answers `{ id, valid }` for each `{ id, primaryType, message,
// signature, address }` it is sent (in arrays), with @perpkit/signing's verifyMessage under one
// domain, on the secp256k1 backend PERPKIT_CURVE names (libsecp256k1 when it loads, by default).
import { parentPort, workerData } from "node:worker_threads";
import type { Address, Hex } from "@perpkit/core";
import {
  type MessageOf,
  type PrimaryType,
  type SigningConfig,
  verifyMessage,
} from "@perpkit/signing";

/**
 * One check the pool asks for.
 *
 * @example
 * worker.postMessage({ id: 1, primaryType: "TradeOrder", message, signature, address } satisfies VerifyJob)
 */
export interface VerifyJob {
  readonly id: number;
  readonly primaryType: PrimaryType;
  readonly message: MessageOf<PrimaryType>;
  readonly signature: Hex;
  readonly address: Address;
}

/**
 * The answer to one check.
 *
 * @example
 * worker.on("message", (answer: VerifyAnswer) => console.log(answer.valid))
 */
export interface VerifyAnswer {
  readonly id: number;
  readonly valid: boolean;
  readonly error?: string;
}

const config = (workerData as { config: SigningConfig }).config;

function check(job: VerifyJob): VerifyAnswer {
  try {
    return {
      id: job.id,
      valid: verifyMessage({
        domain: config.domain,
        primaryType: job.primaryType,
        message: job.message,
        types: config.signatureTypes,
        signature: job.signature,
        address: job.address,
      }),
    };
  } catch (error) {
    return { id: job.id, valid: false, error: (error as Error).message };
  }
}

// The pool sends the checks of one turn of its event loop together, and gets their answers back
// together: one message each way however many checks a busy server has waiting.
parentPort?.on("message", (jobs: readonly VerifyJob[]) => {
  parentPort?.postMessage(jobs.map(check));
});
parentPort?.postMessage({ ready: true });
