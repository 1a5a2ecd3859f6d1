import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ValidationError } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplay } from "./start.js";
import { writeSyntheticRecording } from "./synthetic-recording.js";

// What a replay hands its bot's clients, by transport; a transport it does not know is refused.

let folder: string;
let file: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "perpkit-start-"));
  file = join(folder, "market.ndjson");
  await writeSyntheticRecording(file, { seconds: 2, symbols: ["BTCUSD"], seed: 2 });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a replay's clients", () => {
  it("are the sandbox's URLs over sockets, and its in-process transports otherwise", async () => {
    for (const transport of ["socket", "in-process", "in-process-verify"] as const) {
      const sandbox = await startReplay({ replay: { file, paused: true }, transport });
      try {
        const { rest, stream } = sandbox.clients;
        expect(rest.clock).toBe(sandbox.clock);
        expect(stream.clock).toBe(sandbox.clock);
        expect(rest.baseUrl).toBe(sandbox.baseUrl);
        expect(stream.url).toBe(sandbox.wsUrl);
        expect(rest.fetch === undefined).toBe(transport === "socket");
        expect(stream.WebSocket === undefined).toBe(transport === "socket");
        // Whichever way, a client given them reads the replay's market.
        const client = createRestClient({ ...rest, name: transport });
        const products = await client.listProducts();
        expect(products.data.map((p) => p.ticker)).toContain("BTCUSD");
      } finally {
        await sandbox.close();
      }
    }
  });

  it("refuse a transport the replay does not know, naming the option", async () => {
    const refused = await startReplay({
      replay: { file },
      transport: "pigeon" as never,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).message).toContain("transport");
    expect((refused as ValidationError).message).toContain("pigeon");
  });
});
