import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { rawConnection } from "../test/stream-helpers.js";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));

it("perpkit-sandbox passes its stream options to the gateway", async () => {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=@perpkit/source",
      cli,
      "--port",
      "0",
      "--l2book-interval",
      "20",
      "--stream-lifetime",
      "600",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  try {
    const banner = await new Promise<string>((resolve, reject) => {
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes("Ctrl-C")) resolve(text);
      });
      child.on("exit", (code) => reject(new Error(`exited with ${code}: ${text}`)));
    });
    const url = /WebSocket\s+(ws:\/\/\S+)/.exec(banner)?.[1];
    if (!url) throw new Error(`no WebSocket URL in ${banner}`);
    const raw = await rawConnection(url);
    await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } });
    // Diffs 20 ms apart: many arrive well before the 600 ms lifetime closes the connection.
    await raw.next((f) => f.e === "L2Book" && f.data?.pt !== undefined, "a diff");
    expect(await raw.closed).toEqual({ code: 1000, reason: "connection lifetime reached" });
    expect(raw.frames.filter((f) => f.e === "L2Book").length).toBeGreaterThan(5);
  } finally {
    child.kill("SIGINT");
    await exited;
  }
});
