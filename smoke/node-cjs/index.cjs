// Node CommonJS consumer: loads every entry point with require, then signs an order.
const viem = require("viem");
const accounts = require("viem/accounts");
const entries = require("./entries.cjs");

(async () => {
  // smoke.mjs imports nothing: the packages it checks are the ones required above.
  const { runSmoke } = await import("./smoke.mjs");
  const report = await runSmoke({ runtime: "node-cjs", entries, viem, accounts });
  console.log(`SMOKE ${JSON.stringify(report)}`);
  if (!report.ok) process.exitCode = 1;
})();
