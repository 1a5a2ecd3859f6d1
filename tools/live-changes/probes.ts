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
