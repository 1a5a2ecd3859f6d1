// Draws nonces in a tight loop and prints them, one a line: one of the processes of the
// cross-process nonce test. argv: count, the epoch millisecond to start at (so every process
// draws at the same time), and optionally a lane to force.
import { createNonceSource } from "../src/time/nonces.js";

const [count, startAt, lane] = process.argv.slice(2).map(Number);
const nonces = createNonceSource(Number.isNaN(lane) || lane === undefined ? {} : { lane });
while (Date.now() < (startAt as number)) {
  // Wait on the clock itself, not a timer, so the processes start within a millisecond.
}
const drawn: string[] = new Array(count);
for (let i = 0; i < (count as number); i++) drawn[i] = nonces.next();
process.stdout.write(`${drawn.join("\n")}\n`);
