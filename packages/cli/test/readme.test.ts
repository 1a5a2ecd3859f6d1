import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, expect, test } from "vitest";
import { perpkitBin, sandbox } from "./helpers.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The shell lines of the README's walkthrough (the sh block after `<!-- walkthrough -->`). */
function walkthrough(): string[] {
  const block = /<!-- walkthrough -->\s*```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error("the README has no walkthrough block");
  return block.split("\n").filter((line) => line.trim().length > 0);
}

let exchange: Sandbox;

beforeAll(async () => {
  exchange = await sandbox();
});

afterAll(async () => {
  await exchange.close();
});

test("the README's sandbox walkthrough runs as written, with perpkit commands only", async () => {
  const lines = walkthrough();
  for (const line of lines) expect(line).toMatch(/^(export PERPKIT_\w+=|perpkit )/);
  // The live book would run until Ctrl-C; here it stops after two updates.
  const script = lines.map((line) =>
    line.replace(/^perpkit book (\S+)/, "perpkit book $1 --count 2"),
  );
  const bash = [
    "set -euo pipefail",
    `perpkit() { "${process.execPath}" "${perpkitBin}" "$@"; }`,
    ...script.map((line) => `echo "$ ${line.replace(/["$`\\]/g, "\\$&")}"; ${line}`),
  ].join("\n");
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    // The sandbox of this test stands for the one `perpkit sandbox` starts on 127.0.0.1:7420.
    const child = spawn("bash", ["-c", bash], {
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", PERPKIT_BASE_URL: exchange.baseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on("close", (exit) => resolve({ code: exit, output: text }));
  });
  expect(output).not.toMatch(/^perpkit: /m);
  expect(code).toBe(0);
  expect(output).toMatch(/^Deposited 10000 into primary of 0x[0-9a-fA-F]{40} /m);
  expect(output).toMatch(/^ask +61000 +0\.01$/m);
  expect(output).toMatch(/^bid +59000 +0\.01$/m);
  expect(output).toMatch(/ ask1 +Ok$/m);
  expect(output).toContain("1 of 1 cancelled in subaccount primary.");
  expect(output.trimEnd().endsWith("No Order records.")).toBe(true);
});
