// The sandbox's stream helpers, for the backtest's tests (see helpers.ts).
export { collect, streamClient, waitFor } from "../../sandbox/test/stream-helpers.js";
