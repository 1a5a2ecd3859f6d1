import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";

/** Debian's Chromium, or the one CHROMIUM_PATH names. Test tools cannot download browsers here. */
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  const { chromium } = await import("playwright-core");
  const userDataDir = mkdtempSync(join(tmpdir(), "perpkit-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
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
