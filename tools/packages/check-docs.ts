import { publicDocEntries, runTypedoc } from "./docs.js";
import { reportJsdoc } from "./jsdoc.js";
import { seconds } from "./pack.js";
import { packageArguments } from "./workspace.js";

// Both checks run, so one report shows every missing example and every TypeDoc warning.
const only = packageArguments();
const jsdocOk = reportJsdoc(only);
const started = performance.now();
const typedocOk = await runTypedoc({ check: true, entries: publicDocEntries(only) });
console.log(`TypeDoc validation ${typedocOk ? "passed" : "FAILED"} in ${seconds(started)}`);
if (!jsdocOk || !typedocOk) process.exitCode = 1;
