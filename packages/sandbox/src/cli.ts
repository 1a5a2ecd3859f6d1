#!/usr/bin/env node
import { runSandboxCommand } from "./command.js";

await runSandboxCommand(process.argv.slice(2));
