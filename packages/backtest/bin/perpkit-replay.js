#!/usr/bin/env node
// The installed command. It stays a file of its own, present before the first build, so that
// installing a workspace that depends on the backtest can link it; the program is dist/cli.js.
import "../dist/cli.js";
