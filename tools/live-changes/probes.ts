// Code a user of the packages would write with what a change added, put among a package's
// sources in the scratch workspace: it must compile there, and a probe is also run, printing one
// JSON line of what the user meets.

/** The signed action's every route: signer, REST action, command line, sandbox; run in cli. */
export const signedActionProbe = `// Run inside a scratch workspace that took the new signed action (copied to packages/cli/src):
// what a user of each package meets, printed as one JSON line for the suite to check.
import { encodeSubaccountName } from "@perpkit/core";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { startSandbox } from "@perpkit/sandbox";
import { privateKeySigner, signCloseAllPositions, signingConfigs } from "@perpkit/signing";
import { processIo } from "./io.js";
import { runCli } from "./run.js";

const key = \`0x\${"11".repeat(32)}\` as const;
const signer = privateKeySigner(key);
const sandbox = await startSandbox();
const seen: Record<string, unknown> = {};
// Typed as the live document's answer: { closed }.
const closedCount = async (client: RestClient): Promise<number> =>
  (await client.signedAction("closeAll", {})).closed;
const refusal = (error: unknown) => {
  const e = error as { name?: string; status?: number; serverMessage?: string };
  return { name: e.name, status: e.status, message: e.serverMessage };
};
try {
  await sandbox.fund(signer.address, "1000");
  const client = createRestClient({ baseUrl: sandbox.baseUrl, signer });
  seen.rest = await closedCount(client).then(
    () => "answered",
    (error: unknown) => refusal(error),
  );
  // The same call on mainnet, which does not sign the type yet: refused before the signer is
  // asked or anything is posted.
  let asked = false;
  const posted: string[] = [];
  const mainnetClient = createRestClient({
    baseUrl: sandbox.baseUrl,
    signingConfig: signingConfigs.mainnet,
    signer: {
      address: signer.address,
      signTypedData: async (): Promise<\`0x\${string}\`> => {
        asked = true;
        return "0x";
      },
    },
    fetch: (input, init) => {
      if ((init?.method ?? "GET") !== "GET") posted.push(String(input));
      return fetch(input, init);
    },
  });
  seen.restMainnet = await closedCount(mainnetClient).then(
    () => "answered",
    (error: unknown) => {
      const e = error as { name?: string; messageType?: string; network?: string };
      return { name: e.name, messageType: e.messageType, network: e.network, asked, posted };
    },
  );
  const now = Date.now();
  const data = {
    sender: signer.address,
    subaccount: encodeSubaccountName("primary"),
    nonce: \`\${BigInt(now) * 1_000_000n}\`,
    signedAt: Math.floor(now / 1000),
  };
  const testnet = await signCloseAllPositions({ domain: signingConfigs.testnet.domain, data, signer });
  seen.testnet = typeof testnet.signature;
  seen.mainnet = await signCloseAllPositions({ domain: signingConfigs.mainnet.domain, data, signer }).then(
    () => "signed",
    (error: unknown) => {
      const e = error as { name?: string; messageType?: string; network?: string };
      return { name: e.name, messageType: e.messageType, network: e.network };
    },
  );
  let stderr = "";
  const io = {
    ...processIo(),
    stdout: { write: () => true },
    stderr: { write: (text: string) => (stderr += text) },
    env: { PERPKIT_PRIVATE_KEY: key },
  };
  const code = await runCli(["close-all", "--base-url", sandbox.baseUrl, "--json"], io);
  seen.cli = { code, stderr: stderr.trim() };
} finally {
  await sandbox.close();
}
console.log(JSON.stringify(seen));
`;

/** The nullable field read by the regenerated decoder; run in rest. */
export const nullableProbe = `// Run inside a scratch workspace that took the nullable field (copied to packages/rest/src): the
// regenerated decoder reads the record the service sends on the day the field is null.
import { decodeFundingRatePage } from "./index.js";

const page = { data: [{ createdAt: 1712019600000, fundingRate1h: null }], hasNext: false };
console.log(JSON.stringify(decodeFundingRatePage(page)));
`;

/** A record of every shape read by the regenerated decoder, as sent and with a bad label; in rest. */
export const shapesProbe = `// Run inside a scratch workspace that took the record of every shape (copied to
// packages/rest/src): what the regenerated decoder gives for a record the service could send, and
// for one whose map holds a number.
import { decodeProductStatsDto, type ProductStatsDto } from "./index.js";

const sent = {
  productId: "00000000-0000-4000-8000-000000000001",
  asOf: "2026-01-01T00:00:00Z",
  day: "2026-01-01",
  count: 3,
  note: null,
  last: null,
  value: 7,
  labels: { tier: "gold" },
  ranges: [{ from: "1", to: "2", buckets: [{ n: 1, volume: "0.5" }] }],
};
const stats: ProductStatsDto = decodeProductStatsDto(sent);
// An optional property sent as null is removed, as for every record the decoders read.
const note: string | null | undefined = stats.note;
const refused = (value: unknown) => {
  try {
    decodeProductStatsDto(value);
    return "decoded";
  } catch (error) {
    const e = error as { name?: string; path?: string };
    return { name: e.name, path: e.path };
  }
};
console.log(
  JSON.stringify({
    note: note === undefined ? "removed" : note,
    value: stats.value,
    label: stats.labels.tier,
    badLabel: refused({ ...sent, labels: { tier: 1 } }),
    badValue: refused({ ...sent, value: true }),
    badBucket: refused({ ...sent, ranges: [{ from: "1", to: "2", buckets: [{ n: "x" }] }] }),
  }),
);
`;

/** A new message's channel subscribed to on a gateway that pushes it, one fitting, one not; in stream. */
export const messageProbe = `// Run inside a scratch workspace that took the new WebSocket message (copied to
// packages/stream/src): a gateway written here from the interface (subscribe answered
// { ok: true }, then channel frames { e, t, data }) pushes one message that fits and one that does
// not; what the subscription gets is printed.
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { createStreamClient } from "./index.js";

const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const subscribed: unknown[] = [];
server.on("connection", (socket) => {
  socket.on("message", (raw) => {
    const request = JSON.parse(raw.toString()) as { event: string; data: unknown };
    if (request.event !== "subscribe") return;
    subscribed.push(request.data);
    socket.send(JSON.stringify({ ok: true }));
    const t = 1_767_225_600_000;
    socket.send(JSON.stringify({ e: "FundingRate", t, data: { s: "BTCUSD", t, fr: "0.0001" } }));
    socket.send(JSON.stringify({ e: "FundingRate", t, data: { s: "BTCUSD", t, fr: 1 } }));
  });
});
const { port } = server.address() as AddressInfo;
const client = createStreamClient({ url: \`ws://127.0.0.1:\${port}\` });
const subscription = client.subscribe({ type: "FundingRate", symbol: "BTCUSD" });
const seen = await new Promise<Record<string, unknown>>((resolve) => {
  const out: Record<string, unknown> = {};
  subscription.on("message", (message) => {
    const rate: string = message.fr;
    out.rate = rate;
    out.symbol = message.s;
  });
  subscription.on("error", (error) => {
    const e = error as { name?: string; path?: string };
    out.refused = { name: e.name, path: e.path };
    resolve(out);
  });
});
await client.close();
server.close();
console.log(JSON.stringify({ subscribed, ...seen }));
`;
