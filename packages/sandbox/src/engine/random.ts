import { createHash, randomFillSync } from "node:crypto";
import { bytesToHex, type Hex } from "@perpkit/core";

/**
 * Where the sandbox's ids, transaction hashes and random walks come from.
 *
 * @example
 * const random: RandomSource = createRandom(1)
 * random.uuid()
 */
export interface RandomSource {
  /** Fills a fresh array with `length` random bytes. */
  bytes(length: number): Uint8Array;
  /** A version-4 UUID. */
  uuid(): string;
  /** A 0x-prefixed hex string of `length` random bytes (transaction hashes are 32). */
  hex(length: number): Hex;
  /** A float in [0, 1). */
  float(): number;
}

function formatUuid(b: Uint8Array): string {
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = bytesToHex(b).slice(2);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** sfc32: a small, fast generator with a 128-bit state; plenty for reproducible test data. */
function sfc32(seed: Uint8Array): () => number {
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  let a = view.getUint32(0);
  let b = view.getUint32(4);
  let c = view.getUint32(8);
  let d = view.getUint32(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * A random source. With a seed, every id and hash the sandbox hands out repeats from run to run;
 * without one it draws from the operating system.
 *
 * @example
 * createRandom(42).uuid() // the same UUID on every run
 */
export function createRandom(seed?: number | string): RandomSource {
  let fill: (out: Uint8Array) => void;
  if (seed === undefined) {
    // Drawn from the system a block at a time: a call into it costs far more than the 16 bytes of
    // an id, and an order takes several ids.
    const block = new Uint8Array(4096);
    let used = block.length;
    fill = (out) => {
      if (out.length > block.length) {
        randomFillSync(out);
        return;
      }
      if (used + out.length > block.length) {
        randomFillSync(block);
        used = 0;
      }
      out.set(block.subarray(used, used + out.length));
      used += out.length;
    };
  } else {
    const next = sfc32(createHash("sha256").update(`perpkit-sandbox:${seed}`).digest());
    fill = (out) => {
      for (let i = 0; i < out.length; i += 4) {
        const word = next();
        for (let k = 0; k < 4 && i + k < out.length; k++) out[i + k] = (word >>> (k * 8)) & 0xff;
      }
    };
  }
  const bytes = (length: number) => {
    const out = new Uint8Array(length);
    fill(out);
    return out;
  };
  return {
    bytes,
    uuid: () => formatUuid(bytes(16)),
    hex: (length) => bytesToHex(bytes(length)),
    float: () => {
      const b = bytes(4);
      const word = new DataView(b.buffer).getUint32(0);
      return word / 2 ** 32;
    },
  };
}

/**
 * A UUID that depends only on `name`, for records that should keep their id across restarts
 * (products and tokens).
 *
 * @example
 * stableUuid("product:BTCUSD") === stableUuid("product:BTCUSD") // true
 */
export function stableUuid(name: string): string {
  return formatUuid(
    new Uint8Array(createHash("sha256").update(`perpkit-sandbox:${name}`).digest()).subarray(0, 16),
  );
}
