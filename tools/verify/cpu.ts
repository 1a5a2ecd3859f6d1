import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

// `node cpu.js <file> <command> [args...]`: runs a command and writes to <file> the processor
// seconds it and every process it started used, so that pnpm verify can say what each part cost
// however busy the machine was. Linux only (/proc); elsewhere the file says null.

/**
 * The processor seconds (user and system) of this process's waited-for children, from
 * /proc/self/stat's cutime and cstime (fields 16 and 17, in clock ticks).
 */
export function childrenSeconds(stat: string, ticksPerSecond = 100): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return (cutime + cstime) / ticksPerSecond;
}

function main(): void {
  const [file, program, ...args] = process.argv.slice(2);
  if (file === undefined || program === undefined)
    throw new Error("usage: cpu.js <file> <command>");
  const ran = spawnSync(program, args, { stdio: "inherit" });
  let seconds: number | null = null;
  try {
    seconds = childrenSeconds(readFileSync("/proc/self/stat", "utf8"));
  } catch {
    // No /proc: the part's processor time stays unknown.
  }
  writeFileSync(file, JSON.stringify(seconds));
  if (ran.error) console.error(ran.error.message);
  process.exitCode = ran.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
