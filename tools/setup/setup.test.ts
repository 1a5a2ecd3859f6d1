import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { chromiumSearchPaths, findChromium, type MachineFacts, planSetup } from "./chromium.js";
import {
  aptInstall,
  ensureChromium,
  type RunCommand,
  SetupError,
  type SetupHost,
} from "./setup.js";

/** A machine made of a set of executable paths; commands are recorded and answered from a table. */
function fakeHost(
  executables: string[],
  facts: MachineFacts,
  env: Record<string, string> = {},
  answer: (command: string, args: readonly string[]) => number = () => 0,
) {
  const files = new Set(executables);
  const ran: string[] = [];
  const lines: string[] = [];
  const run: RunCommand = (command, args) => {
    ran.push([command, ...args].join(" "));
    const status = answer(command, args);
    // Installing Debian's package puts the browser where Debian puts it.
    if (command === "apt-get" && args[0] === "install" && status === 0)
      files.add("/usr/bin/chromium");
    return { status, stdout: command.includes("chrom") ? "Chromium 156.0.1\n" : "" };
  };
  const host: SetupHost = {
    probe: { env, isExecutable: (path) => files.has(path) },
    facts,
    run,
    log: (line) => lines.push(line),
  };
  return { host, ran, lines };
}

const rootDebian: MachineFacts = { isRoot: true, hasAptGet: true };
const userDebian: MachineFacts = { isRoot: false, hasAptGet: true };
const noApt: MachineFacts = { isRoot: true, hasAptGet: false };

describe("the Chromium search", () => {
  test("CHROMIUM_PATH wins over every usual path", () => {
    const search = findChromium({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      isExecutable: (path) => path === "/opt/chrome/chrome" || path === "/usr/bin/chromium",
    });
    expect(search).toEqual({ found: true, path: "/opt/chrome/chrome", from: "CHROMIUM_PATH" });
  });

  test("a CHROMIUM_PATH that names nothing is reported, not replaced by another browser", () => {
    const search = findChromium({
      env: { CHROMIUM_PATH: "/opt/nothing" },
      isExecutable: (path) => path === "/usr/bin/chromium",
    });
    expect(search).toEqual({
      found: false,
      reason: "CHROMIUM_PATH is /opt/nothing, which is not an executable file",
    });
  });

  test("without CHROMIUM_PATH, Debian's path comes first", () => {
    const search = findChromium({
      env: {},
      isExecutable: (path) => path === "/usr/bin/google-chrome" || path === "/usr/bin/chromium",
    });
    expect(search).toEqual({ found: true, path: "/usr/bin/chromium", from: "search" });
  });

  test("each usual path is found when it is the only one", () => {
    for (const candidate of chromiumSearchPaths) {
      expect(findChromium({ env: {}, isExecutable: (path) => path === candidate })).toMatchObject({
        path: candidate,
      });
    }
  });

  test("an empty CHROMIUM_PATH counts as unset", () => {
    const search = findChromium({
      env: { CHROMIUM_PATH: " " },
      isExecutable: (p) => p === "/snap/bin/chromium",
    });
    expect(search).toMatchObject({ found: true, path: "/snap/bin/chromium" });
  });
});

describe("the setup plan", () => {
  const none = { found: false, reason: "no Chromium at /usr/bin/chromium" } as const;

  test("installs only as root with apt-get", () => {
    expect(planSetup(none, rootDebian, {})).toEqual({ kind: "install" });
    expect(planSetup(none, userDebian, {}).kind).toBe("stop");
    expect(planSetup(none, noApt, {}).kind).toBe("stop");
  });

  test("a wrong CHROMIUM_PATH stops even where it could install", () => {
    const step = planSetup({ found: false, reason: "CHROMIUM_PATH is /x" }, rootDebian, {
      CHROMIUM_PATH: "/x",
    });
    expect(step).toEqual({
      kind: "stop",
      message:
        "The browser tests need Chromium (CHROMIUM_PATH is /x): run `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium executable.",
    });
  });

  test("without apt-get the line says to install a browser and set CHROMIUM_PATH", () => {
    const step = planSetup(none, noApt, {});
    expect(step).toEqual({
      kind: "stop",
      message:
        "The browser tests need Chromium (no Chromium at /usr/bin/chromium): install Chromium or Chrome and set CHROMIUM_PATH to its executable.",
    });
  });
});

describe("ensureChromium", () => {
  test("uses a Chromium already on the machine and installs nothing", () => {
    const { host, ran, lines } = fakeHost(["/usr/bin/chromium-browser"], rootDebian);
    expect(ensureChromium(host)).toBe("/usr/bin/chromium-browser");
    expect(ran).toEqual(["/usr/bin/chromium-browser --version"]);
    expect(lines).toEqual(["Chromium ready: Chromium 156.0.1 (/usr/bin/chromium-browser)"]);
  });

  test("as root on Debian, installs Debian's chromium with apt-get, then checks it starts", () => {
    const { host, ran } = fakeHost([], rootDebian);
    expect(ensureChromium(host)).toBe("/usr/bin/chromium");
    expect(ran).toEqual([
      "apt-get update",
      `apt-get ${aptInstall.join(" ")}`,
      "/usr/bin/chromium --version",
    ]);
  });

  test("a failed apt-get stops with one line naming the step", () => {
    const { host } = fakeHost([], rootDebian, {}, (command, args) =>
      command === "apt-get" && args[0] === "install" ? 100 : 0,
    );
    expect(() => ensureChromium(host)).toThrowError(
      new SetupError(
        "apt-get install failed (exit 100): install Debian's chromium by hand, or set CHROMIUM_PATH",
      ),
    );
  });

  test("a browser that does not start is reported", () => {
    const { host } = fakeHost(["/usr/bin/chromium"], userDebian, {}, (command) =>
      command === "/usr/bin/chromium" ? 127 : 0,
    );
    expect(() => ensureChromium(host)).toThrowError(
      /\/usr\/bin\/chromium --version failed \(exit 127\)/,
    );
  });

  test("not root and nothing found: stops without running anything", () => {
    const { host, ran } = fakeHost([], userDebian);
    expect(() => ensureChromium(host)).toThrowError(/run `apt-get install chromium` as root/);
    expect(ran).toEqual([]);
  });
});

describe("pnpm setup:machine", () => {
  const main = fileURLToPath(new URL("./main.ts", import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "perpkit-setup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function setup(chromiumPath: string) {
    return spawnSync(process.execPath, ["--import", "tsx", main], {
      env: { ...process.env, CHROMIUM_PATH: chromiumPath },
      encoding: "utf8",
    });
  }

  test("accepts the browser CHROMIUM_PATH names once it starts", () => {
    const fake = join(dir, "chromium");
    writeFileSync(fake, '#!/bin/sh\necho "Chromium 1.2.3"\n');
    chmodSync(fake, 0o755);
    const result = setup(fake);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`Chromium ready: Chromium 1.2.3 (${fake})\n`);
  });

  test("exits 1 with one line when CHROMIUM_PATH names nothing", () => {
    const result = setup(join(dir, "absent"));
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^The browser tests need Chromium \(CHROMIUM_PATH is .*absent, which is not an executable file\)/,
      ),
    ]);
  });
});
