import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  type ChromiumProbe,
  findChromium,
  type MachineFacts,
  machineProbe,
  missingChromiumMessage,
  planSetup,
} from "./chromium.js";

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

/** The packages the test command installs: Debian's Chromium, without its recommended extras. */
export const aptInstall: readonly string[] = [
  "install",
  "-y",
  "--no-install-recommends",
  "chromium",
];

/**
 * Makes sure the machine can run the browser tests: finds Chromium, or installs Debian's package
 * when running as root with apt-get, then checks that the browser starts (`--version`). Answers
 * the browser's path, or throws a `SetupError` whose message is the one line to print.
 */
export function ensureChromium(host: SetupHost): string {
  const step = planSetup(findChromium(host.probe), host.facts, host.probe.env);
  if (step.kind === "stop") throw new SetupError(step.message);
  let path: string;
  if (step.kind === "ready") {
    path = step.path;
  } else {
    host.log(
      "Chromium not found: installing Debian's chromium package with apt-get (for the browser tests)",
    );
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update"], aptInstall]) {
      const { status } = host.run("apt-get", args, env);
      if (status !== 0) {
        throw new SetupError(
          `apt-get ${args[0]} failed (exit ${status}): install Debian's chromium by hand, or set CHROMIUM_PATH`,
        );
      }
    }
    const again = findChromium(host.probe);
    if (!again.found) throw new SetupError(missingChromiumMessage(again.reason, host.facts));
    path = again.path;
  }
  const version = host.run(path, ["--version"]);
  if (version.status !== 0) {
    throw new SetupError(
      `${path} --version failed (exit ${version.status}): reinstall Chromium, or set CHROMIUM_PATH to a working one`,
    );
  }
  host.log(`Chromium ready: ${version.stdout.trim() || path} (${path})`);
  return path;
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
