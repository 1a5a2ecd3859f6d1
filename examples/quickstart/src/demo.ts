import { PerpkitError } from "@perpkit/core";
import { runQuickstart } from "./quickstart.js";
import { createReport } from "./report.js";
import { sandboxTarget, type Target, TargetSetupError, testnetTarget } from "./targets.js";

// `pnpm demo`: the quick start against a sandbox started here, or, with PERPKIT_NETWORK=testnet
// and PERPKIT_PRIVATE_KEY, against the live testnet.

const DEADLINE_MS = 55_000;

async function main(): Promise<number> {
  const started = performance.now();
  const network = process.env.PERPKIT_NETWORK ?? "sandbox";
  let target: Target;
  try {
    if (network === "sandbox" || network === "local") target = await sandboxTarget();
    else if (network === "testnet") target = testnetTarget(process.env);
    else {
      throw new TargetSetupError(
        `PERPKIT_NETWORK=${network}: the demo runs on the sandbox (the default) or testnet only`,
      );
    }
  } catch (error) {
    if (!(error instanceof TargetSetupError)) throw error;
    console.error(`perpkit quick start: ${error.message}`);
    return 2;
  }
  console.log(`perpkit quick start, on ${target.description}`);
  const deadline = setTimeout(() => {
    console.error(`\nperpkit quick start: still running after ${DEADLINE_MS / 1000} s, giving up`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  try {
    await runQuickstart(target, createReport());
    console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    const message = error instanceof PerpkitError ? error.message : String(error);
    console.error(`\nperpkit quick start failed: ${message}`);
    return 1;
  } finally {
    await target.close();
  }
}

process.exitCode = await main();
