// The sandbox's own test helpers serve the backtest's tests as they serve the sandbox's: wallets
// of fixed keys, a sandbox on a frozen clock with signed requests over HTTP, and stream clients.
export { setup, T0, type Wallet, wallet } from "../../sandbox/test/helpers.js";
