/**
 * Keccak-256 (the pre-standard SHA-3 padding that Ethereum uses), small and still quick. The
 * 1600-bit state is 25 lanes of two 32-bit halves in one Int32Array (low half at even indexes);
 * theta and chi work a row of five lanes at a time in local variables, and rho and pi walk their
 * single cycle through the lanes from a table. EIP-712 hashing is four permutations per message;
 * checked against viem's keccak256 on random inputs in hash.test.ts.
 */

const RATE = 136;

/** Round constants as [low, high] 32-bit halves, from the degree-8 LFSR of the Keccak reference. */
const ROUND_CONSTANTS: Int32Array = /* @__PURE__ */ (() => {
  const out = new Int32Array(48);
  let r = 1;
  for (let round = 0; round < 24; round++) {
    let lo = 0;
    let hi = 0;
    for (let j = 0; j < 7; j++) {
      const bit = (1 << j) - 1;
      if (r & 1 && bit < 32) lo ^= 1 << bit;
      else if (r & 1) hi ^= 1 << (bit - 32);
      r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    }
    out[2 * round] = lo;
    out[2 * round + 1] = hi;
  }
  return out;
})();

/**
 * rho and pi as one cycle through the 24 lanes after the first: at each step, the rotation of the
 * lane carried along and where it lands (the index of its low half).
 */
const RHO_PI: Uint8Array = /* @__PURE__ */ (() => {
  const out = new Uint8Array(48);
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    out[2 * t] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
    out[2 * t + 1] = 2 * (x + 5 * y);
  }
  return out;
})();

const state = /* @__PURE__ */ new Int32Array(50);
let buffer = /* @__PURE__ */ new Uint8Array(RATE * 4);
let view = /* @__PURE__ */ new DataView(buffer.buffer);

/** One 32-bit half of the state (typed arrays read as `number | undefined` under strict indexing). */
function at(i: number): number {
  return state[i] as number;
}

/** Keccak-f[1600]: 24 rounds over the state. */
function permute(): void {
  const s = state;
  for (let round = 0; round < 48; round += 2) {
    // theta: every lane takes the parity of the column on its left and, rotated by one, on its right
    const c0l = at(0) ^ at(10) ^ at(20) ^ at(30) ^ at(40);
    const c0h = at(1) ^ at(11) ^ at(21) ^ at(31) ^ at(41);
    const c1l = at(2) ^ at(12) ^ at(22) ^ at(32) ^ at(42);
    const c1h = at(3) ^ at(13) ^ at(23) ^ at(33) ^ at(43);
    const c2l = at(4) ^ at(14) ^ at(24) ^ at(34) ^ at(44);
    const c2h = at(5) ^ at(15) ^ at(25) ^ at(35) ^ at(45);
    const c3l = at(6) ^ at(16) ^ at(26) ^ at(36) ^ at(46);
    const c3h = at(7) ^ at(17) ^ at(27) ^ at(37) ^ at(47);
    const c4l = at(8) ^ at(18) ^ at(28) ^ at(38) ^ at(48);
    const c4h = at(9) ^ at(19) ^ at(29) ^ at(39) ^ at(49);
    const d0l = c4l ^ ((c1l << 1) | (c1h >>> 31));
    const d0h = c4h ^ ((c1h << 1) | (c1l >>> 31));
    const d1l = c0l ^ ((c2l << 1) | (c2h >>> 31));
    const d1h = c0h ^ ((c2h << 1) | (c2l >>> 31));
    const d2l = c1l ^ ((c3l << 1) | (c3h >>> 31));
    const d2h = c1h ^ ((c3h << 1) | (c3l >>> 31));
    const d3l = c2l ^ ((c4l << 1) | (c4h >>> 31));
    const d3h = c2h ^ ((c4h << 1) | (c4l >>> 31));
    const d4l = c3l ^ ((c0l << 1) | (c0h >>> 31));
    const d4h = c3h ^ ((c0h << 1) | (c0l >>> 31));
    for (let y = 0; y < 50; y += 10) {
      s[y] = at(y) ^ d0l;
      s[y + 1] = at(y + 1) ^ d0h;
      s[y + 2] = at(y + 2) ^ d1l;
      s[y + 3] = at(y + 3) ^ d1h;
      s[y + 4] = at(y + 4) ^ d2l;
      s[y + 5] = at(y + 5) ^ d2h;
      s[y + 6] = at(y + 6) ^ d3l;
      s[y + 7] = at(y + 7) ^ d3h;
      s[y + 8] = at(y + 8) ^ d4l;
      s[y + 9] = at(y + 9) ^ d4h;
    }
    // rho and pi: each lane rotates by its offset and moves to its new place
    let l = at(2);
    let h = at(3);
    for (let t = 0; t < 48; t += 2) {
      const n = RHO_PI[t] as number;
      const j = RHO_PI[t + 1] as number;
      const nextL = at(j);
      const nextH = at(j + 1);
      if (n < 32) {
        s[j] = (l << n) | (h >>> (32 - n));
        s[j + 1] = (h << n) | (l >>> (32 - n));
      } else {
        s[j] = (h << (n - 32)) | (l >>> (64 - n));
        s[j + 1] = (l << (n - 32)) | (h >>> (64 - n));
      }
      l = nextL;
      h = nextH;
    }
    // chi: within each row, a lane takes (not its right neighbour) and the one after
    for (let y = 0; y < 50; y += 10) {
      const b0l = at(y);
      const b0h = at(y + 1);
      const b1l = at(y + 2);
      const b1h = at(y + 3);
      const b2l = at(y + 4);
      const b2h = at(y + 5);
      const b3l = at(y + 6);
      const b3h = at(y + 7);
      const b4l = at(y + 8);
      const b4h = at(y + 9);
      s[y] = b0l ^ (~b1l & b2l);
      s[y + 1] = b0h ^ (~b1h & b2h);
      s[y + 2] = b1l ^ (~b2l & b3l);
      s[y + 3] = b1h ^ (~b2h & b3h);
      s[y + 4] = b2l ^ (~b3l & b4l);
      s[y + 5] = b2h ^ (~b3h & b4h);
      s[y + 6] = b3l ^ (~b4l & b0l);
      s[y + 7] = b3h ^ (~b4h & b0h);
      s[y + 8] = b4l ^ (~b0l & b1l);
      s[y + 9] = b4h ^ (~b0h & b1h);
    }
    // iota
    s[0] = at(0) ^ (ROUND_CONSTANTS[round] as number);
    s[1] = at(1) ^ (ROUND_CONSTANTS[round + 1] as number);
  }
}

/**
 * Keccak-256 of `bytes`, written into `out` at `offset` (a fresh 32-byte array when omitted).
 *
 * @example
 * bytesToHex(keccak256(new Uint8Array())) // "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
 */
export function keccak256(
  bytes: Uint8Array,
  out: Uint8Array = new Uint8Array(32),
  offset = 0,
): Uint8Array {
  const length = bytes.length;
  const padded = (Math.floor(length / RATE) + 1) * RATE;
  if (buffer.length < padded) {
    buffer = new Uint8Array(padded);
    view = new DataView(buffer.buffer);
  }
  buffer.set(bytes);
  buffer.fill(0, length, padded);
  buffer[length] = 0x01;
  buffer[padded - 1] = (buffer[padded - 1] as number) | 0x80;
  state.fill(0);
  for (let block = 0; block < padded; block += RATE) {
    for (let i = 0; i < RATE / 4; i++) state[i] = at(i) ^ view.getInt32(block + 4 * i, true);
    permute();
  }
  for (let i = 0; i < 32; i++) out[offset + i] = at(i >> 2) >>> (8 * (i & 3));
  return out;
}
