import {
  createNonceSource,
  encodeSubaccountName,
  formatDecimal,
  getNetwork,
  limits,
  parseDecimal,
  roundToIncrement,
} from "@perpkit/core";

const line = (label: string, value: unknown) =>
  console.log(`  ${label.padEnd(22)} ${String(value)}`);

console.log("perpkit quick start\n");
console.log("A limit order's fields, as @perpkit/core encodes them for signing:");
const quantity = "0.25";
const price = "3000.5";
line("quantity (body)", quantity);
line("quantity (signed)", parseDecimal(quantity, "quantity"));
line("price (body)", price);
line("price (signed)", parseDecimal(price, "price"));
line("subaccount", encodeSubaccountName("primary"));
line("nonce", createNonceSource().next());
line("signedAt", Math.floor(Date.now() / 1000));

const tick = parseDecimal("0.5", "tickSize");
line(
  "3000.37 to tick 0.5",
  formatDecimal(roundToIncrement(parseDecimal("3000.37", "price"), tick, "down")),
);

try {
  parseDecimal("0.1234567891", "quantity");
} catch (error) {
  line("refused", (error as Error).message);
}

console.log("\nLimits from spec/limits.yaml:");
line("ids per cancel", limits.cancel.maxIdsPerRequest);
line("batch instructions", `${limits.batch.minInstructions} to ${limits.batch.maxInstructions}`);
line("expiresAt horizon", `${limits.order.expiresAtHorizonSeconds} s`);
line("testnet chain id", getNetwork("testnet").chainId);
