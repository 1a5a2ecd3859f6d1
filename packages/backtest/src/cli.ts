#!/usr/bin/env node
import { runSandboxCommand } from "@perpkit/sandbox";
import { replayCommand } from "./replay/command.js";

await runSandboxCommand(process.argv.slice(2), replayCommand);
