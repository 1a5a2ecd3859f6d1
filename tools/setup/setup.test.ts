import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumSearchPaths, findChromium } from "@perpkit/harness/chromium";
import { findTmux, tmuxSearchPaths } from "@perpkit/harness/tmux";
import { afterAll, describe, expect, test } from "vitest";
import {
  aptInstall,
  chromiumTool,
  ensureMachine,
  type MachineFacts,
  planSetup,
  type RunCommand,
  SetupError,
  type SetupHost,
  tmuxTool,
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
    // Installing Debian's packages puts each program where Debian puts it.
    if (command === "apt-get" && args[0] === "install" && status === 0) {
      if (args.includes("chromium")) files.add("/usr/bin/chromium");
      if (args.includes("tmux")) files.add("/usr/bin/tmux");
    }
    const stdout = command.includes("chrom")
      ? "Chromium 156.0.1\n"
      : command.endsWith("tmux")
        ? "tmux 3.3a\n"
        : "";
    return { status, stdout };
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

describe("the tmux search", () => {
  test("TMUX_PATH wins over PATH and the usual paths", () => {
    const search = findTmux({
      env: { TMUX_PATH: "/opt/tmux/bin/tmux", PATH: "/usr/bin" },
      isExecutable: (path) => path === "/opt/tmux/bin/tmux" || path === "/usr/bin/tmux",
    });
    expect(search).toEqual({ found: true, path: "/opt/tmux/bin/tmux", from: "TMUX_PATH" });
  });

  test("a TMUX_PATH that names nothing is reported, not replaced by another tmux", () => {
    const search = findTmux({
      env: { TMUX_PATH: "/opt/none" },
      isExecutable: (path) => path === "/usr/bin/tmux",
    });
    expect(search).toEqual({
      found: false,
      reason: "TMUX_PATH is /opt/none, which is not an executable file",
    });
  });

  test("the first tmux on PATH comes before the usual paths", () => {
    const search = findTmux({
      env: { PATH: "/home/me/bin:/usr/local/bin" },
      isExecutable: (path) => path === "/usr/local/bin/tmux" || path === "/usr/bin/tmux",
    });
    expect(search).toEqual({ found: true, path: "/usr/local/bin/tmux", from: "search" });
  });

  test("each usual path is found without PATH", () => {
    for (const candidate of tmuxSearchPaths) {
      expect(findTmux({ env: {}, isExecutable: (path) => path === candidate })).toMatchObject({
        path: candidate,
      });
    }
  });
});

describe("the setup plan", () => {
  const noChromium = {
    tool: chromiumTool,
    search: { found: false, reason: "no Chromium at /usr/bin/chromium" },
  } as const;
  const noTmux = {
    tool: tmuxTool,
    search: { found: false, reason: "no tmux on PATH or at /usr/bin/tmux" },
  } as const;
  const chromium = {
    tool: chromiumTool,
    search: { found: true, path: "/usr/bin/chromium", from: "search" },
  } as const;

  test("nothing to do when every program is found", () => {
    const tmux = {
      tool: tmuxTool,
      search: { found: true, path: "/usr/bin/tmux", from: "search" },
    } as const;
    expect(planSetup([chromium, tmux], rootDebian, {})).toEqual({ kind: "ready" });
  });

  test("installs only as root with apt-get, and only what is missing", () => {
    expect(planSetup([chromium, noTmux], rootDebian, {})).toEqual({
      kind: "install",
      tools: [tmuxTool],
    });
    expect(planSetup([noChromium, noTmux], rootDebian, {})).toEqual({
      kind: "install",
      tools: [chromiumTool, tmuxTool],
    });
    expect(planSetup([noChromium], userDebian, {}).kind).toBe("stop");
    expect(planSetup([noTmux], noApt, {}).kind).toBe("stop");
  });

  test("a wrong CHROMIUM_PATH stops even where it could install", () => {
    const step = planSetup(
      [{ tool: chromiumTool, search: { found: false, reason: "CHROMIUM_PATH is /x" } }],
      rootDebian,
      { CHROMIUM_PATH: "/x" },
    );
    expect(step).toEqual({
      kind: "stop",
      message:
        "The browser tests need Chromium (CHROMIUM_PATH is /x): run `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium executable.",
    });
  });

  test("without apt-get the line says what to install and which variable to set", () => {
    expect(planSetup([noChromium], noApt, {})).toEqual({
      kind: "stop",
      message:
        "The browser tests need Chromium (no Chromium at /usr/bin/chromium): install Chromium and set CHROMIUM_PATH to its executable.",
    });
  });

  test("both missing and no way to install: one line names both", () => {
    expect(planSetup([noChromium, noTmux], userDebian, {})).toEqual({
      kind: "stop",
      message:
        "The tests need Chromium (no Chromium at /usr/bin/chromium) and tmux (no tmux on PATH or at /usr/bin/tmux): run `apt-get install chromium tmux` as root, or set CHROMIUM_PATH and TMUX_PATH to their executables.",
    });
  });
});

describe("ensureMachine", () => {
  test("uses the programs already on the machine and installs nothing", () => {
    const { host, ran, lines } = fakeHost(
      ["/usr/bin/chromium-browser", "/usr/local/bin/tmux"],
      rootDebian,
    );
    expect(ensureMachine(host)).toEqual({
      Chromium: "/usr/bin/chromium-browser",
      tmux: "/usr/local/bin/tmux",
    });
    expect(ran).toEqual(["/usr/bin/chromium-browser --version", "/usr/local/bin/tmux -V"]);
    expect(lines).toEqual([
      "Chromium ready: Chromium 156.0.1 (/usr/bin/chromium-browser)",
      "tmux ready: tmux 3.3a (/usr/local/bin/tmux)",
    ]);
  });

  test("as root on Debian, installs Debian's chromium and tmux in one apt-get run, then checks both start", () => {
    const { host, ran } = fakeHost([], rootDebian);
    expect(ensureMachine(host)).toEqual({ Chromium: "/usr/bin/chromium", tmux: "/usr/bin/tmux" });
    expect(ran).toEqual([
      "apt-get update",
      `apt-get ${aptInstall(["chromium", "tmux"]).join(" ")}`,
      "/usr/bin/chromium --version",
      "/usr/bin/tmux -V",
    ]);
  });

  test("a machine with Chromium gets only tmux installed", () => {
    const { host, ran, lines } = fakeHost(["/usr/bin/chromium"], rootDebian);
    ensureMachine(host);
    expect(ran).toContain("apt-get install -y --no-install-recommends tmux");
    expect(lines[0]).toBe(
      "Not found: tmux (for the terminal tests of the perpkit CLI); installing Debian's tmux with apt-get",
    );
  });

  test("a failed apt-get stops with one line naming the step", () => {
    const { host } = fakeHost([], rootDebian, {}, (command, args) =>
      command === "apt-get" && args[0] === "install" ? 100 : 0,
    );
    expect(() => ensureMachine(host)).toThrowError(
      new SetupError(
        "apt-get install failed (exit 100): install Debian's chromium and tmux by hand, or set CHROMIUM_PATH and TMUX_PATH",
      ),
    );
  });

  test("a program that does not start is reported", () => {
    const { host } = fakeHost(["/usr/bin/chromium", "/usr/bin/tmux"], userDebian, {}, (command) =>
      command === "/usr/bin/tmux" ? 127 : 0,
    );
    expect(() => ensureMachine(host)).toThrowError(
      /\/usr\/bin\/tmux -V failed \(exit 127\): reinstall tmux, or set TMUX_PATH/,
    );
  });

  test("not root and something missing: stops without running anything", () => {
    const { host, ran } = fakeHost(["/usr/bin/chromium"], userDebian);
    expect(() => ensureMachine(host)).toThrowError(/run `apt-get install tmux` as root/);
    expect(ran).toEqual([]);
  });
});

describe("pnpm setup:machine", () => {
  const main = fileURLToPath(new URL("./main.ts", import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "perpkit-setup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** An executable script that prints `line`. */
  function fakeProgram(name: string, line: string): string {
    const path = join(dir, name);
    writeFileSync(path, `#!/bin/sh\necho "${line}"\n`);
    chmodSync(path, 0o755);
    return path;
  }

  function setup(env: Record<string, string>) {
    return spawnSync(process.execPath, ["--import", "tsx", main], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
  }

  test("accepts the programs CHROMIUM_PATH and TMUX_PATH name once they start", () => {
    const chromium = fakeProgram("chromium", "Chromium 1.2.3");
    const tmux = fakeProgram("tmux", "tmux 3.4");
    const result = setup({ CHROMIUM_PATH: chromium, TMUX_PATH: tmux });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      `Chromium ready: Chromium 1.2.3 (${chromium})\ntmux ready: tmux 3.4 (${tmux})\n`,
    );
  });

  test("exits 1 with one line when CHROMIUM_PATH names nothing", () => {
    const result = setup({
      CHROMIUM_PATH: join(dir, "absent"),
      TMUX_PATH: fakeProgram("tmux", "tmux 3.4"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^The browser tests need Chromium \(CHROMIUM_PATH is .*absent, which is not an executable file\)/,
      ),
    ]);
  });

  test("exits 1 with one line when TMUX_PATH names nothing", () => {
    const result = setup({
      CHROMIUM_PATH: fakeProgram("chromium", "Chromium 1.2.3"),
      TMUX_PATH: join(dir, "no-tmux"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^The terminal tests of the perpkit CLI need tmux \(TMUX_PATH is .*no-tmux, which is not an executable file\)/,
      ),
    ]);
  });
});
