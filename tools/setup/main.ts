// `pnpm setup:machine`: what the tests need beyond npm packages. `pnpm verify` runs it first.
import { ensureMachine, machineHost, SetupError } from "./setup.js";

try {
  ensureMachine(machineHost);
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
