import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { syncSigningConfig } from "./sync.js";

const { values } = parseArgs({
  options: {
    network: { type: "string" },
    url: { type: "string" },
    root: { type: "string" },
  },
});
const root = values.root ?? fileURLToPath(new URL("../../", import.meta.url));
try {
  const result = await syncSigningConfig({ root, network: values.network, url: values.url });
  console.log(
    result.changed
      ? `spec:sync: wrote ${result.path}; run pnpm generate and review git diff`
      : `spec:sync: ${result.path} is up to date`,
  );
} catch (error) {
  console.error(`spec:sync: ${(error as Error).message}`);
  process.exit(1);
}
