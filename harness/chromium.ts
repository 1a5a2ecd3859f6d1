import { accessSync, constants, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";

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

/**
 * The outcome of a search for a program: a path (from the variable that names it, or from the
 * search), or the reason there is none.
 */
export type ToolSearch =
  | { readonly found: true; readonly path: string; readonly from: string }
  | { readonly found: false; readonly reason: string };

/** The outcome of the Chromium search. */
export type ChromiumSearch = ToolSearch;

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

/**
 * Headless flags. The background-networking ones stop Chromium from calling home: this machine's
 * network is closed beyond loopback, and pages under test must load nothing from the internet.
 */
export const chromiumFlags: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A running headless Chromium with a fresh profile; `close` also removes the profile. */
export interface HeadlessChromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Starts headless Chromium (through playwright-core) with a fresh, temporary profile. */
export async function launchHeadlessChromium(
  options: { readonly viewport?: { width: number; height: number } } = {},
): Promise<HeadlessChromium> {
  // Test tools cannot download browsers here: the machine's own Chromium, which `pnpm verify`
  // installs first (`pnpm setup:machine`) when none is found.
  const search = findChromium();
  if (!search.found) {
    throw new Error(
      `No Chromium (${search.reason}): run \`pnpm setup:machine\` or set CHROMIUM_PATH`,
    );
  }
  const { chromium } = await import("playwright-core");
  const userDataDir = mkdtempSync(join(tmpdir(), "perpkit-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: search.path,
      headless: true,
      args: [...chromiumFlags],
      ...(options.viewport ? { viewport: options.viewport } : {}),
    });
    return {
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}
