import { randomBytes } from "node:crypto";
import { bytesToHex } from "@perpkit/core";
import { defaultOraclePrices, startSandbox } from "@perpkit/sandbox";
import { privateKeyToAccount } from "viem/accounts";

// A sandbox on 127.0.0.1:7420 (the page's default) and a throwaway wallet funded by its faucet;
// prints the page's address with the wallet's key, made here for this sandbox and worth nothing
// anywhere else. Ctrl-C stops it.

const sandbox = await startSandbox({ port: 7420, oracle: { prices: defaultOraclePrices } });
const key = bytesToHex(new Uint8Array(randomBytes(32)));
const wallet = privateKeyToAccount(key);
await sandbox.fund(wallet.address, "10000");
console.log(`sandbox at ${sandbox.baseUrl}; ${wallet.address} holds 10000 USD`);
console.log(`open http://localhost:5173/?side=buy&price=59990&quantity=0.01#key=${key}`);
process.once("SIGINT", () => void sandbox.close());
