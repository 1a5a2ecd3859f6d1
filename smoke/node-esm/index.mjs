// Node ESM consumer: loads every entry point with import, then signs an order.
import * as viem from "viem";
import * as accounts from "viem/accounts";
import entries from "./entries.mjs";
import { runSmoke } from "./smoke.mjs";

const report = await runSmoke({ runtime: "node-esm", entries, viem, accounts });
console.log(`SMOKE ${JSON.stringify(report)}`);
if (!report.ok) process.exitCode = 1;
