// Browser consumer: Vite bundles every entry point, then the page signs an order.
import * as viem from "viem";
import * as accounts from "viem/accounts";
import entries from "./entries.js";
import { runSmoke } from "./smoke.mjs";

const output = document.getElementById("result");
runSmoke({ runtime: "browser", entries, viem, accounts }).then(
  (report) => {
    output.textContent = JSON.stringify(report);
    console.log(`SMOKE ${JSON.stringify(report)}`);
  },
  (error) => {
    output.textContent = JSON.stringify({
      runtime: "browser",
      ok: false,
      problems: [String(error?.stack ?? error)],
    });
  },
);
