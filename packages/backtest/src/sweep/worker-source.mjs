// Runs the TypeScript worker from the sources (tests, the workspace's scripts): the built package
// starts dist/sweep-worker.js directly and never loads this file.
import { register } from "tsx/esm/api";

register();
const { default: runTask } = await import(new URL("./worker.ts", import.meta.url).href);

export default runTask;
