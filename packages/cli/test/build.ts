import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Builds @perpkit/cli and every package it runs on (turbo; cached when nothing changed), so that
 * the tests run the program a user installs: bin/perpkit.js over dist/.
 */
export default function setup(): void {
  // Under turbo (`pnpm test`) the build is a dependency of this task already; under `pnpm
  // verify`, its build part has built every package (PERPKIT_BUILT).
  if (process.env.TURBO_HASH !== undefined || process.env.PERPKIT_BUILT === "1") return;
  const run = spawnSync(
    "pnpm",
    ["exec", "turbo", "run", "build", "--filter=@perpkit/cli", "--output-logs=errors-only"],
    { cwd: root, encoding: "utf8", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (run.status !== 0) {
    throw new Error(`building @perpkit/cli failed:\n${run.stdout}${run.stderr}`);
  }
}
