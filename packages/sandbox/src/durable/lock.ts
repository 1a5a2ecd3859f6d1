import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ValidationError } from "@perpkit/core";

const LOCK = "sandbox.lock";

/** True when a process with this id runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes a data directory for this process, so two sandboxes never write one journal; a lock
 * left by a process that died is taken over. Returns the lock file, to remove when done.
 *
 * @example
 * const lockPath = lockDirectory(dir)
 */
export function lockDirectory(dir: string): string {
  const path = join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8"));
      if (Number.isSafeInteger(holder) && alive(holder)) {
        throw new ValidationError(
          "dataDir",
          `${dir} is in use by another sandbox (process ${holder}); one directory serves one sandbox at a time`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new ValidationError("dataDir", `${dir} could not be locked`);
}
