// Runs the TypeScript worker from the sources (tests, `pnpm sandbox`): the built package starts
// dist/verify-worker.js directly and never loads this file.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
