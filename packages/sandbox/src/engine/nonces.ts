import { type Address, limits } from "@perpkit/core";

/**
 * How long a used nonce is remembered: twice the skew a signed message may have, so a nonce is
 * only forgotten once the nonce window refuses it anyway.
 */
const NONCE_KEEP_MS = 2 * limits.timing.nonce.maxSkewSeconds * 1000;
/** Forgotten entries at the head of the log before it is compacted. */
const COMPACT_AFTER = 4096;

interface UsedNonce {
  readonly at: number;
  readonly key: string;
  readonly nonce: bigint;
}

/**
 * The nonces signed messages used, per sender and message type, with a log in the order they
 * were used so old ones can be forgotten without scanning every sender.
 *
 * @example
 * const nonces = new UsedNonces()
 * nonces.use(sender, "TradeOrder", nonce, clock.now())
 */
export class UsedNonces {
  private readonly bySender = new Map<string, Set<bigint>>();
  private readonly log: UsedNonce[] = [];
  /** Entries of the log before this index are already forgotten. */
  private head = 0;

  /** True when `nonce` was already used by `sender` for this message type. */
  has(sender: Address, kind: string, nonce: bigint): boolean {
    return this.bySender.get(`${kind}:${sender.toLowerCase()}`)?.has(nonce) ?? false;
  }

  /** Records a nonce as used at `at` (sandbox clock). */
  use(sender: Address, kind: string, nonce: bigint, at: number): void {
    const key = `${kind}:${sender.toLowerCase()}`;
    let set = this.bySender.get(key);
    if (!set) {
      set = new Set();
      this.bySender.set(key, set);
    }
    set.add(nonce);
    this.log.push({ at, key, nonce });
  }

  /** Forgets nonces old enough that the nonce window refuses them anyway. */
  prune(now: number): void {
    const log = this.log;
    while (this.head < log.length) {
      const entry = log[this.head] as UsedNonce;
      if (entry.at > now - NONCE_KEEP_MS) break;
      this.bySender.get(entry.key)?.delete(entry.nonce);
      this.head++;
    }
    if (this.head > COMPACT_AFTER && this.head * 2 > log.length) {
      log.splice(0, this.head);
      this.head = 0;
    }
  }
}
