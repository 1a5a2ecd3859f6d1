import { accessSync, constants, existsSync } from "node:fs";

/**
 * Where a usable Chromium (or Chrome) is looked for, after CHROMIUM_PATH: Debian's package first,
 * then the names other Linux distributions, snap and macOS use.
 */
export const chromiumSearchPaths: readonly string[] = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** What the search needs from the machine; the real machine by default, a table in tests. */
export interface ChromiumProbe {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** True when `path` is a file this process may execute. */
  isExecutable(path: string): boolean;
}

/** The outcome of a search: a path, or the reason there is none. */
export type ChromiumSearch =
  | { readonly found: true; readonly path: string; readonly from: "CHROMIUM_PATH" | "search" }
  | { readonly found: false; readonly reason: string };

/**
 * Finds a Chromium: the one CHROMIUM_PATH names (and nothing else when it is set, so that a typo
 * is reported instead of quietly testing another browser), else the first of `chromiumSearchPaths`.
 */
export function findChromium(probe: ChromiumProbe = machineProbe): ChromiumSearch {
  const named = probe.env.CHROMIUM_PATH?.trim();
  if (named) {
    return probe.isExecutable(named)
      ? { found: true, path: named, from: "CHROMIUM_PATH" }
      : { found: false, reason: `CHROMIUM_PATH is ${named}, which is not an executable file` };
  }
  const path = chromiumSearchPaths.find((candidate) => probe.isExecutable(candidate));
  return path
    ? { found: true, path, from: "search" }
    : { found: false, reason: `no Chromium at ${chromiumSearchPaths.join(", ")}` };
}

/** The real machine: process.env and the file system. */
export const machineProbe: ChromiumProbe = {
  env: process.env,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return existsSync(path);
    } catch {
      return false;
    }
  },
};

/** The facts that decide whether the setup may install Chromium itself. */
export interface MachineFacts {
  /** The process runs as root (apt-get needs it). */
  readonly isRoot: boolean;
  /** apt-get is on this machine (Debian or a derivative). */
  readonly hasAptGet: boolean;
}

/** What the setup step does next. */
export type SetupStep =
  | { readonly kind: "ready"; readonly path: string }
  | { readonly kind: "install" }
  | { readonly kind: "stop"; readonly message: string };

/** The one line printed when the setup cannot provide a browser on its own. */
export function missingChromiumMessage(reason: string, facts: MachineFacts): string {
  const how = !facts.hasAptGet
    ? "install Chromium or Chrome and set CHROMIUM_PATH to its executable"
    : "run `apt-get install chromium` as root, or set CHROMIUM_PATH to a Chromium executable";
  return `The browser tests need Chromium (${reason}): ${how}.`;
}

/**
 * Decides the next step from a search and the machine: use what was found, install Debian's
 * package when running as root with apt-get, or stop with one line saying what to install.
 * A CHROMIUM_PATH that points at nothing always stops: installing would not make it right.
 */
export function planSetup(
  search: ChromiumSearch,
  facts: MachineFacts,
  env: ChromiumProbe["env"],
): SetupStep {
  if (search.found) return { kind: "ready", path: search.path };
  if (!env.CHROMIUM_PATH?.trim() && facts.isRoot && facts.hasAptGet) return { kind: "install" };
  return { kind: "stop", message: missingChromiumMessage(search.reason, facts) };
}
