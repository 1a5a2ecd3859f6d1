// A signature-checking thread: answers `{ id, valid }` for each `{ id, primaryType, message,
// signature, address }` it is sent, with @perpkit/signing's verifyMessage under one domain.
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
parentPort?.on("message", (job: VerifyJob) => {
  let answer: VerifyAnswer;
  try {
    answer = {
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
    answer = { id: job.id, valid: false, error: (error as Error).message };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage({ ready: true });
