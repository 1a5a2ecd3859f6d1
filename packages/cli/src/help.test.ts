import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Command } from "commander";
import { describe, expect, test } from "vitest";
import { perpkit } from "../test/helpers.js";
import { processIo } from "./io.js";
import { buildProgram } from "./run.js";

/** Every command path of the program: `orders`, `place limit`, `sandbox fund`, ... */
function commandPaths(): string[][] {
  const program = buildProgram(processIo(), {
    session: () => {
      throw new Error("no command runs here");
    },
    describeFields: () => undefined,
  });
  const paths: string[][] = [];
  const walk = (command: Command, prefix: string[]) => {
    for (const sub of command.commands) {
      const path = [...prefix, sub.name()];
      paths.push(path);
      walk(sub, path);
    }
  };
  walk(program, []);
  return paths;
}

// `perpkit sandbox start` passes --help on to perpkit-sandbox, and `perpkit backtest replay` to
// perpkit-replay; their own tests below cover them.
const PASSED_ON = ["sandbox start", "backtest replay"];
const paths = commandPaths().filter((path) => !PASSED_ON.includes(path.join(" ")));

describe("help", () => {
  test("perpkit --help lists every command by group, the environment and the exit codes", async () => {
    const run = await perpkit(["--help"]);
    expect(run.code).toBe(0);
    await expect(run.stdout).toMatchFileSnapshot("./__snapshots__/help/perpkit.txt");
  });

  test("perpkit with no command prints the help on stderr and exits 2", async () => {
    const run = await perpkit([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Usage: perpkit [options] [command]");
  });

  test.each(paths.map((path) => [path.join(" ")]))("perpkit %s --help", async (name) => {
    const run = await perpkit([...name.split(" "), "--help"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    await expect(run.stdout).toMatchFileSnapshot(
      `./__snapshots__/help/${name.replace(/ /g, "-")}.txt`,
    );
  });

  test("perpkit sandbox start --help is perpkit-sandbox's own help", async () => {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve("@perpkit/sandbox/package.json");
    const own = spawnSync(
      process.execPath,
      [join(dirname(manifest), "bin/perpkit-sandbox.js"), "--help"],
      {
        encoding: "utf8",
      },
    );
    const run = await perpkit(["sandbox", "start", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("perpkit-sandbox: a local exchange");
    expect(run.stdout).toBe(own.stdout);
  });

  test("perpkit backtest replay --help is perpkit-replay's own help", async () => {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve("@perpkit/backtest/package.json");
    const own = spawnSync(
      process.execPath,
      [join(dirname(manifest), "bin/perpkit-replay.js"), "--help"],
      { encoding: "utf8" },
    );
    const run = await perpkit(["backtest", "replay", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("perpkit-replay: a local exchange that plays a market recording");
    expect(run.stdout).toContain("--replay <file>");
    expect(run.stdout).toBe(own.stdout);
  });

  test("perpkit --version prints the package's version", async () => {
    const run = await perpkit(["--version"]);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
