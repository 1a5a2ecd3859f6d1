import { closeSync, openSync, writeSync } from "node:fs";

// Large recordings for the slow tests and bench/recordings.bench.ts, written a megabyte at a time.

const MB = 1024 * 1024;

/** The header of a recording of BTCUSD, with its line break. */
export const BTC_HEADER =
  '{"format":"perpkit-market-recording","version":1,"symbols":["BTCUSD"]}\n';

/**
 * Writes a recording of BTCUSD of about `bytes` of L2Book lines that pass every check: a snapshot
 * at `start`, then diffs 10 ms apart, each changing four levels (a line of about 120 bytes).
 * Answers the number of lines, the header included.
 */
export function writeBookFile(path: string, bytes: number, start: number): number {
  const fd = openSync(path, "w");
  writeSync(fd, BTC_HEADER);
  writeSync(fd, `["S","BTCUSD",${start},[["59990","1"]],[["60010","1"]]]\n`);
  let written = 0;
  let lines = 2;
  let t = start;
  while (written < bytes) {
    let block = "";
    while (block.length < MB) {
      const pt = t;
      t += 10;
      const bid = 59_900 + (t % 89);
      const ask = 60_100 - (t % 83);
      block += `["D","BTCUSD",${t},${pt},[["${bid}","${(t % 7) + 1}"],["${bid - 1}","0"]],[["${ask}","${(t % 5) + 1}"],["${ask + 1}","0.5"]]]\n`;
      lines++;
    }
    writeSync(fd, block);
    written += block.length;
  }
  closeSync(fd);
  return lines;
}

/** Writes a recording of BTCUSD whose second line is a ticker `bytes` long, then a snapshot. */
export function writeLongLineFile(path: string, bytes: number, start: number): number {
  const fd = openSync(path, "w");
  writeSync(fd, BTC_HEADER);
  const [head, tail] = [`["K","BTCUSD",${start},{"note":"`, `"}]`];
  writeSync(fd, head);
  const filler = "x".repeat(MB);
  for (let left = bytes; left > 0; left -= MB)
    writeSync(fd, left >= MB ? filler : filler.slice(0, left));
  writeSync(fd, `${tail}\n["S","BTCUSD",${start + 10},[["59990","1"]],[["60010","1"]]]\n`);
  closeSync(fd);
  return head.length + bytes + tail.length;
}
