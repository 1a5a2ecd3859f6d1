import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  type ChromiumProbe,
  findChromium,
  machineProbe,
  type ToolSearch,
} from "@perpkit/harness/chromium";
import { findTmux } from "@perpkit/harness/tmux";

/** The facts that decide whether the setup may install packages itself. */
export interface MachineFacts {
  /** The process runs as root (apt-get needs it). */
  readonly isRoot: boolean;
  /** apt-get is on this machine (Debian or a derivative). */
  readonly hasAptGet: boolean;
}

/** Runs a program to completion; its output goes to this process's output. */
export type RunCommand = (
  command: string,
  args: readonly string[],
  env?: Readonly<Record<string, string>>,
) => { readonly status: number | null; readonly stdout: string };

/** Everything the setup touches, so that a test can stand in for the machine. */
export interface SetupHost {
  readonly probe: ChromiumProbe;
  readonly facts: MachineFacts;
  readonly run: RunCommand;
  readonly log: (line: string) => void;
}

/** A program the tests need from the machine, and how the setup finds or installs it. */
export interface MachineTool {
  /** How people call it: "Chromium". */
  readonly name: string;
  /** The variable that names its executable and, when set, replaces the search. */
  readonly variable: string;
  /** Debian's package. */
  readonly aptPackage: string;
  /** What needs it, for the messages: "the browser tests". */
  readonly neededBy: string;
  /** The arguments that make it print its version and exit 0. */
  readonly versionArgs: readonly string[];
  find(probe: ChromiumProbe): ToolSearch;
}

/** Headless Chromium runs the browser trading test and the bundler smoke app. */
export const chromiumTool: MachineTool = {
  name: "Chromium",
  variable: "CHROMIUM_PATH",
  aptPackage: "chromium",
  neededBy: "the browser tests",
  versionArgs: ["--version"],
  find: findChromium,
};

/** tmux is the real terminal the CLI's live order book is driven in. */
export const tmuxTool: MachineTool = {
  name: "tmux",
  variable: "TMUX_PATH",
  aptPackage: "tmux",
  neededBy: "the terminal tests of the perpkit CLI",
  versionArgs: ["-V"],
  find: findTmux,
};

/** Every program the setup provides, in the order it reports them. */
export const machineTools: readonly MachineTool[] = [chromiumTool, tmuxTool];

/** apt-get's arguments for installing packages without their recommended extras. */
export function aptInstall(packages: readonly string[]): string[] {
  return ["install", "-y", "--no-install-recommends", ...packages];
}

/** What the setup does next. */
export type SetupStep =
  | { readonly kind: "ready" }
  | { readonly kind: "install"; readonly tools: readonly MachineTool[] }
  | { readonly kind: "stop"; readonly message: string };

/** One tool and the outcome of its search. */
export interface ToolFinding {
  readonly tool: MachineTool;
  readonly search: ToolSearch;
}

/** The one line printed when the setup cannot provide the missing programs on its own. */
export function missingToolsMessage(missing: readonly ToolFinding[], facts: MachineFacts): string {
  const what = missing
    .map(({ tool, search }) => `${tool.name} (${search.found ? search.path : search.reason})`)
    .join(" and ");
  const needer = missing.length === 1 ? (missing[0] as ToolFinding).tool.neededBy : "the tests";
  const variables = missing.map(({ tool }) => tool.variable).join(" and ");
  const how = !facts.hasAptGet
    ? `install ${missing.map(({ tool }) => tool.name).join(" and ")} and set ${variables} to ${missing.length === 1 ? "its executable" : "their executables"}`
    : `run \`apt-get install ${missing.map(({ tool }) => tool.aptPackage).join(" ")}\` as root, or set ${variables} to ${missing.length === 1 ? `a ${missing[0]?.tool.name} executable` : "their executables"}`;
  return `${upperFirst(needer)} need ${what}: ${how}.`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Decides the next step from the searches and the machine: nothing when every program was found,
 * one apt-get run for all the missing ones when running as root with apt-get, or stop with one
 * line saying what to install. A variable that points at nothing always stops: installing would
 * not make it right.
 */
export function planSetup(
  findings: readonly ToolFinding[],
  facts: MachineFacts,
  env: ChromiumProbe["env"],
): SetupStep {
  const missing = findings.filter((f) => !f.search.found);
  if (missing.length === 0) return { kind: "ready" };
  const misnamed = missing.some((f) => env[f.tool.variable]?.trim());
  if (!misnamed && facts.isRoot && facts.hasAptGet) {
    return { kind: "install", tools: missing.map((f) => f.tool) };
  }
  return { kind: "stop", message: missingToolsMessage(missing, facts) };
}

/**
 * Makes sure the machine can run every test: finds Chromium and tmux, or installs Debian's
 * packages of the missing ones in one apt-get run when running as root with apt-get, then checks
 * that each starts (prints its version). Answers each program's path by name, or throws a
 * `SetupError` whose message is the one line to print.
 */
export function ensureMachine(
  host: SetupHost,
  tools: readonly MachineTool[] = machineTools,
): Record<string, string> {
  let findings = tools.map((tool) => ({ tool, search: tool.find(host.probe) }));
  const step = planSetup(findings, host.facts, host.probe.env);
  if (step.kind === "stop") throw new SetupError(step.message);
  if (step.kind === "install") {
    const packages = step.tools.map((t) => t.aptPackage);
    host.log(
      `Not found: ${step.tools.map((t) => `${t.name} (for ${t.neededBy})`).join(", ")}; installing Debian's ${packages.join(" and ")} with apt-get`,
    );
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update"], aptInstall(packages)]) {
      const { status } = host.run("apt-get", args, env);
      if (status !== 0) {
        throw new SetupError(
          `apt-get ${args[0]} failed (exit ${status}): install Debian's ${packages.join(" and ")} by hand, or set ${step.tools.map((t) => t.variable).join(" and ")}`,
        );
      }
    }
    findings = tools.map((tool) => ({ tool, search: tool.find(host.probe) }));
    const still = findings.filter((f) => !f.search.found);
    if (still.length > 0) throw new SetupError(missingToolsMessage(still, host.facts));
  }
  const paths: Record<string, string> = {};
  for (const { tool, search } of findings) {
    if (!search.found) continue;
    const version = host.run(search.path, tool.versionArgs);
    if (version.status !== 0) {
      throw new SetupError(
        `${search.path} ${tool.versionArgs.join(" ")} failed (exit ${version.status}): reinstall ${tool.name}, or set ${tool.variable} to a working one`,
      );
    }
    host.log(`${tool.name} ready: ${version.stdout.trim() || search.path} (${search.path})`);
    paths[tool.name] = search.path;
  }
  return paths;
}

/** The setup cannot go on; the message says what to install. */
export class SetupError extends Error {
  override name = "SetupError";
}

/** This machine: the real file system, uid and programs. */
export const machineHost: SetupHost = {
  probe: machineProbe,
  facts: {
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync("/usr/bin/apt-get"),
  },
  run(command, args, env) {
    const result = spawnSync(command, args, {
      env: { ...process.env, ...env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (command === "apt-get" && result.stdout) process.stdout.write(result.stdout);
    return { status: result.error ? -1 : result.status, stdout: result.stdout ?? "" };
  },
  log: (line) => console.log(line),
};
