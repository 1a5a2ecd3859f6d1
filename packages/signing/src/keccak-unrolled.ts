// Keccak-256 for Node where its OpenSSL has none (Node 22 and 24): the permutation of bytes.ts
// with its steps written out lane by lane, so every index and rotation is a constant, and the
// input absorbed a 32-bit word at a time. It hashes about 1.7 times as fast as bytes.ts's loops
// (Node 22) at about three times the size (3.9 KB minified, 1.6 KB gzipped), so only Node's
// "#keccak" (keccak.node.ts) imports it and browser bundles keep the small one.
//
// Layout, as in bytes.ts: lane (x, y) of the 5 x 5 state is number x + 5y; its low 32 bits are
// half 2(x + 5y) of the Int32Array, its high 32 bits the half after. A round is two functions:
// theta, rho and pi write the moved lanes into a scratch state, and chi and iota write them back.

const RATE = 136;

/** The 24 round constants as 32-bit halves (low half first), from the LFSR of the reference. */
const ROUND_CONSTANTS: Int32Array = /* @__PURE__ */ (() => {
  const out = new Int32Array(48);
  let r = 1;
  for (let round = 0; round < 24; round++) {
    for (let j = 0; j < 7; j++) {
      // Bit 2^j - 1 of the lane; shift counts are taken mod 32, so `1 << bit` lands in the half
      // that `bit >> 5` picks.
      const bit = (1 << j) - 1;
      const half = 2 * round + (bit >> 5);
      if (r & 1) out[half] = (out[half] as number) ^ (1 << bit);
      r = r & 0x80 ? (r << 1) ^ 0x171 : r << 1;
    }
  }
  return out;
})();

const state = /* @__PURE__ */ new Int32Array(50);
const moved = /* @__PURE__ */ new Int32Array(50);

/** The parity of the column whose first half is `s[k]`: the five halves 10 apart. */
function column(s: Int32Array, k: number): number {
  return (
    (s[k] as number) ^
    (s[k + 10] as number) ^
    (s[k + 20] as number) ^
    (s[k + 30] as number) ^
    (s[k + 40] as number)
  );
}

/** theta, rho and pi: the state `s` with each lane moved and rotated into `b`. */
function thetaRhoPi(s: Int32Array, b: Int32Array): void {
  // theta: the parity of each column (low and high halves), and what it gives each lane of a
  // column: the column on the left and, rotated by one, the column on the right
  const c0 = column(s, 0);
  const c1 = column(s, 1);
  const c2 = column(s, 2);
  const c3 = column(s, 3);
  const c4 = column(s, 4);
  const c5 = column(s, 5);
  const c6 = column(s, 6);
  const c7 = column(s, 7);
  const c8 = column(s, 8);
  const c9 = column(s, 9);
  const d0 = c8 ^ ((c2 << 1) | (c3 >>> 31));
  const d1 = c9 ^ ((c3 << 1) | (c2 >>> 31));
  const d2 = c0 ^ ((c4 << 1) | (c5 >>> 31));
  const d3 = c1 ^ ((c5 << 1) | (c4 >>> 31));
  const d4 = c2 ^ ((c6 << 1) | (c7 >>> 31));
  const d5 = c3 ^ ((c7 << 1) | (c6 >>> 31));
  const d6 = c4 ^ ((c8 << 1) | (c9 >>> 31));
  const d7 = c5 ^ ((c9 << 1) | (c8 >>> 31));
  const d8 = c6 ^ ((c0 << 1) | (c1 >>> 31));
  const d9 = c7 ^ ((c1 << 1) | (c0 >>> 31));
  // rho and pi: lane (x, y), theta applied, lands in (y, 2x + 3y) rotated by its offset
  b[0] = (s[0] as number) ^ d0;
  b[1] = (s[1] as number) ^ d1;
  b[20] = (((s[2] as number) ^ d2) << 1) | (((s[3] as number) ^ d3) >>> 31);
  b[21] = (((s[3] as number) ^ d3) << 1) | (((s[2] as number) ^ d2) >>> 31);
  b[40] = (((s[5] as number) ^ d5) << 30) | (((s[4] as number) ^ d4) >>> 2);
  b[41] = (((s[4] as number) ^ d4) << 30) | (((s[5] as number) ^ d5) >>> 2);
  b[10] = (((s[6] as number) ^ d6) << 28) | (((s[7] as number) ^ d7) >>> 4);
  b[11] = (((s[7] as number) ^ d7) << 28) | (((s[6] as number) ^ d6) >>> 4);
  b[30] = (((s[8] as number) ^ d8) << 27) | (((s[9] as number) ^ d9) >>> 5);
  b[31] = (((s[9] as number) ^ d9) << 27) | (((s[8] as number) ^ d8) >>> 5);
  b[32] = (((s[11] as number) ^ d1) << 4) | (((s[10] as number) ^ d0) >>> 28);
  b[33] = (((s[10] as number) ^ d0) << 4) | (((s[11] as number) ^ d1) >>> 28);
  b[2] = (((s[13] as number) ^ d3) << 12) | (((s[12] as number) ^ d2) >>> 20);
  b[3] = (((s[12] as number) ^ d2) << 12) | (((s[13] as number) ^ d3) >>> 20);
  b[22] = (((s[14] as number) ^ d4) << 6) | (((s[15] as number) ^ d5) >>> 26);
  b[23] = (((s[15] as number) ^ d5) << 6) | (((s[14] as number) ^ d4) >>> 26);
  b[42] = (((s[17] as number) ^ d7) << 23) | (((s[16] as number) ^ d6) >>> 9);
  b[43] = (((s[16] as number) ^ d6) << 23) | (((s[17] as number) ^ d7) >>> 9);
  b[12] = (((s[18] as number) ^ d8) << 20) | (((s[19] as number) ^ d9) >>> 12);
  b[13] = (((s[19] as number) ^ d9) << 20) | (((s[18] as number) ^ d8) >>> 12);
  b[14] = (((s[20] as number) ^ d0) << 3) | (((s[21] as number) ^ d1) >>> 29);
  b[15] = (((s[21] as number) ^ d1) << 3) | (((s[20] as number) ^ d0) >>> 29);
  b[34] = (((s[22] as number) ^ d2) << 10) | (((s[23] as number) ^ d3) >>> 22);
  b[35] = (((s[23] as number) ^ d3) << 10) | (((s[22] as number) ^ d2) >>> 22);
  b[4] = (((s[25] as number) ^ d5) << 11) | (((s[24] as number) ^ d4) >>> 21);
  b[5] = (((s[24] as number) ^ d4) << 11) | (((s[25] as number) ^ d5) >>> 21);
  b[24] = (((s[26] as number) ^ d6) << 25) | (((s[27] as number) ^ d7) >>> 7);
  b[25] = (((s[27] as number) ^ d7) << 25) | (((s[26] as number) ^ d6) >>> 7);
  b[44] = (((s[29] as number) ^ d9) << 7) | (((s[28] as number) ^ d8) >>> 25);
  b[45] = (((s[28] as number) ^ d8) << 7) | (((s[29] as number) ^ d9) >>> 25);
  b[46] = (((s[31] as number) ^ d1) << 9) | (((s[30] as number) ^ d0) >>> 23);
  b[47] = (((s[30] as number) ^ d0) << 9) | (((s[31] as number) ^ d1) >>> 23);
  b[16] = (((s[33] as number) ^ d3) << 13) | (((s[32] as number) ^ d2) >>> 19);
  b[17] = (((s[32] as number) ^ d2) << 13) | (((s[33] as number) ^ d3) >>> 19);
  b[36] = (((s[34] as number) ^ d4) << 15) | (((s[35] as number) ^ d5) >>> 17);
  b[37] = (((s[35] as number) ^ d5) << 15) | (((s[34] as number) ^ d4) >>> 17);
  b[6] = (((s[36] as number) ^ d6) << 21) | (((s[37] as number) ^ d7) >>> 11);
  b[7] = (((s[37] as number) ^ d7) << 21) | (((s[36] as number) ^ d6) >>> 11);
  b[26] = (((s[38] as number) ^ d8) << 8) | (((s[39] as number) ^ d9) >>> 24);
  b[27] = (((s[39] as number) ^ d9) << 8) | (((s[38] as number) ^ d8) >>> 24);
  b[28] = (((s[40] as number) ^ d0) << 18) | (((s[41] as number) ^ d1) >>> 14);
  b[29] = (((s[41] as number) ^ d1) << 18) | (((s[40] as number) ^ d0) >>> 14);
  b[48] = (((s[42] as number) ^ d2) << 2) | (((s[43] as number) ^ d3) >>> 30);
  b[49] = (((s[43] as number) ^ d3) << 2) | (((s[42] as number) ^ d2) >>> 30);
  b[18] = (((s[45] as number) ^ d5) << 29) | (((s[44] as number) ^ d4) >>> 3);
  b[19] = (((s[44] as number) ^ d4) << 29) | (((s[45] as number) ^ d5) >>> 3);
  b[38] = (((s[47] as number) ^ d7) << 24) | (((s[46] as number) ^ d6) >>> 8);
  b[39] = (((s[46] as number) ^ d6) << 24) | (((s[47] as number) ^ d7) >>> 8);
  b[8] = (((s[48] as number) ^ d8) << 14) | (((s[49] as number) ^ d9) >>> 18);
  b[9] = (((s[49] as number) ^ d9) << 14) | (((s[48] as number) ^ d8) >>> 18);
}

/** chi along each row of `b` into `s`, low halves then high, and iota into lane 0. */
function chiIota(s: Int32Array, b: Int32Array, low: number, high: number): void {
  s[0] = (b[0] as number) ^ (~(b[2] as number) & (b[4] as number)) ^ low;
  s[1] = (b[1] as number) ^ (~(b[3] as number) & (b[5] as number)) ^ high;
  s[2] = (b[2] as number) ^ (~(b[4] as number) & (b[6] as number));
  s[3] = (b[3] as number) ^ (~(b[5] as number) & (b[7] as number));
  s[4] = (b[4] as number) ^ (~(b[6] as number) & (b[8] as number));
  s[5] = (b[5] as number) ^ (~(b[7] as number) & (b[9] as number));
  s[6] = (b[6] as number) ^ (~(b[8] as number) & (b[0] as number));
  s[7] = (b[7] as number) ^ (~(b[9] as number) & (b[1] as number));
  s[8] = (b[8] as number) ^ (~(b[0] as number) & (b[2] as number));
  s[9] = (b[9] as number) ^ (~(b[1] as number) & (b[3] as number));
  s[10] = (b[10] as number) ^ (~(b[12] as number) & (b[14] as number));
  s[11] = (b[11] as number) ^ (~(b[13] as number) & (b[15] as number));
  s[12] = (b[12] as number) ^ (~(b[14] as number) & (b[16] as number));
  s[13] = (b[13] as number) ^ (~(b[15] as number) & (b[17] as number));
  s[14] = (b[14] as number) ^ (~(b[16] as number) & (b[18] as number));
  s[15] = (b[15] as number) ^ (~(b[17] as number) & (b[19] as number));
  s[16] = (b[16] as number) ^ (~(b[18] as number) & (b[10] as number));
  s[17] = (b[17] as number) ^ (~(b[19] as number) & (b[11] as number));
  s[18] = (b[18] as number) ^ (~(b[10] as number) & (b[12] as number));
  s[19] = (b[19] as number) ^ (~(b[11] as number) & (b[13] as number));
  s[20] = (b[20] as number) ^ (~(b[22] as number) & (b[24] as number));
  s[21] = (b[21] as number) ^ (~(b[23] as number) & (b[25] as number));
  s[22] = (b[22] as number) ^ (~(b[24] as number) & (b[26] as number));
  s[23] = (b[23] as number) ^ (~(b[25] as number) & (b[27] as number));
  s[24] = (b[24] as number) ^ (~(b[26] as number) & (b[28] as number));
  s[25] = (b[25] as number) ^ (~(b[27] as number) & (b[29] as number));
  s[26] = (b[26] as number) ^ (~(b[28] as number) & (b[20] as number));
  s[27] = (b[27] as number) ^ (~(b[29] as number) & (b[21] as number));
  s[28] = (b[28] as number) ^ (~(b[20] as number) & (b[22] as number));
  s[29] = (b[29] as number) ^ (~(b[21] as number) & (b[23] as number));
  s[30] = (b[30] as number) ^ (~(b[32] as number) & (b[34] as number));
  s[31] = (b[31] as number) ^ (~(b[33] as number) & (b[35] as number));
  s[32] = (b[32] as number) ^ (~(b[34] as number) & (b[36] as number));
  s[33] = (b[33] as number) ^ (~(b[35] as number) & (b[37] as number));
  s[34] = (b[34] as number) ^ (~(b[36] as number) & (b[38] as number));
  s[35] = (b[35] as number) ^ (~(b[37] as number) & (b[39] as number));
  s[36] = (b[36] as number) ^ (~(b[38] as number) & (b[30] as number));
  s[37] = (b[37] as number) ^ (~(b[39] as number) & (b[31] as number));
  s[38] = (b[38] as number) ^ (~(b[30] as number) & (b[32] as number));
  s[39] = (b[39] as number) ^ (~(b[31] as number) & (b[33] as number));
  s[40] = (b[40] as number) ^ (~(b[42] as number) & (b[44] as number));
  s[41] = (b[41] as number) ^ (~(b[43] as number) & (b[45] as number));
  s[42] = (b[42] as number) ^ (~(b[44] as number) & (b[46] as number));
  s[43] = (b[43] as number) ^ (~(b[45] as number) & (b[47] as number));
  s[44] = (b[44] as number) ^ (~(b[46] as number) & (b[48] as number));
  s[45] = (b[45] as number) ^ (~(b[47] as number) & (b[49] as number));
  s[46] = (b[46] as number) ^ (~(b[48] as number) & (b[40] as number));
  s[47] = (b[47] as number) ^ (~(b[49] as number) & (b[41] as number));
  s[48] = (b[48] as number) ^ (~(b[40] as number) & (b[42] as number));
  s[49] = (b[49] as number) ^ (~(b[41] as number) & (b[43] as number));
}

/** Keccak-f[1600] over `s`: 24 rounds. */
function permute(s: Int32Array): void {
  for (let round = 0; round < 48; round += 2) {
    thetaRhoPi(s, moved);
    chiIota(s, moved, ROUND_CONSTANTS[round] as number, ROUND_CONSTANTS[round + 1] as number);
  }
}

/**
 * Keccak-256 of `bytes` written into `out` at `offset` (a fresh 32-byte array when omitted): the
 * same digest as bytes.ts's `keccak256Js`, faster and larger.
 *
 * @example
 * keccak256Unrolled(new Uint8Array()) // the 32 bytes of 0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470
 */
export function keccak256Unrolled(
  bytes: Uint8Array,
  out: Uint8Array = new Uint8Array(32),
  offset = 0,
): Uint8Array {
  const s = state;
  s.fill(0);
  const n = bytes.length;
  // Absorb whole little-endian words (RATE is a multiple of 4, so a block ends on one), a
  // permutation per full block, then the last one to three bytes.
  let at = 0;
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    const word =
      (bytes[i] as number) |
      ((bytes[i + 1] as number) << 8) |
      ((bytes[i + 2] as number) << 16) |
      ((bytes[i + 3] as number) << 24);
    s[at >> 2] = (s[at >> 2] as number) ^ word;
    at += 4;
    if (at === RATE) {
      permute(s);
      at = 0;
    }
  }
  for (; i < n; i++, at++) {
    s[at >> 2] = (s[at >> 2] as number) ^ ((bytes[i] as number) << (8 * (at & 3)));
  }
  // Pad: 0x01 after the message, 0x80 in the block's last byte (at is at most 135 here).
  s[at >> 2] = (s[at >> 2] as number) ^ (1 << (8 * (at & 3)));
  s[RATE / 4 - 1] = (s[RATE / 4 - 1] as number) ^ (0x80 << 24);
  permute(s);
  for (let k = 0; k < 32; k++) out[offset + k] = (s[k >> 2] as number) >>> (8 * (k & 3));
  return out;
}
