import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { findChromium } from "../setup/chromium.js";

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
