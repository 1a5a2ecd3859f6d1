import { encodeSubaccountName } from "@perpkit/core";
import { measure, printResults } from "@perpkit/tools/bench";
import { TypedDataEncoder, Wallet } from "ethers";
import { hashTypedData, recoverTypedDataAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  hashMessage,
  type OrderData,
  privateKeySigner,
  recoverMessageAddress,
  signingConfigs,
  signMessage,
  signOrder,
  type TradeOrderMessage,
  tradeOrderMessage,
  typedDataTypes,
  verifyMessage,
} from "../src/index.js";

// The same TradeOrders go through every case, in the same order.
const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const domain = signingConfigs.testnet.domain;
const ours = privateKeySigner(key);
const viem = privateKeyToAccount(key);
const ethers = new Wallet(key);
const now = Date.now();
const orders: OrderData[] = Array.from({ length: 512 }, (_, i) => ({
  sender: viem.address,
  subaccount: encodeSubaccountName("primary"),
  onchainId: 1 + (i % 7),
  engineType: 0,
  side: i % 2,
  quantity: `${1 + (i % 50)}.${i % 1000}`,
  price: `${3000 + i}.25`,
  type: "LIMIT",
  timeInForce: "GTD",
  postOnly: false,
  reduceOnly: i % 3 === 0,
  nonce: `${BigInt(now) * 1_000_000n + BigInt(i)}`,
  signedAt: Math.floor(now / 1000),
}));
const messages: TradeOrderMessage[] = orders.map((o) => tradeOrderMessage(o, { now }));
const ethersTypes = { TradeOrder: typedDataTypes.TradeOrder.map((f) => ({ ...f })) };
const at = (i: number) => messages[i % messages.length] as TradeOrderMessage;
// viem types uint8 and uint32 fields as numbers; it accepts the bigints perpkit uses.
const forViem = (i: number) => at(i) as never;
const signatures = await Promise.all(
  messages.map((message) =>
    signMessage({ domain, primaryType: "TradeOrder", message, signer: ours }),
  ),
);
const signatureAt = (i: number) => signatures[i % signatures.length] as `0x${string}`;

const hashing = [
  await measure("perpkit hashMessage", (i) =>
    hashMessage({ domain, primaryType: "TradeOrder", message: at(i) }),
  ),
  await measure("viem hashTypedData", (i) =>
    hashTypedData({
      domain,
      types: typedDataTypes,
      primaryType: "TradeOrder",
      message: forViem(i),
    }),
  ),
  await measure("ethers TypedDataEncoder.hash", (i) =>
    TypedDataEncoder.hash(domain, ethersTypes, at(i)),
  ),
];
printResults("Hashing a TradeOrder (EIP-712 digest)", hashing, "viem hashTypedData");

const signing = [
  await measure("perpkit signMessage (privateKeySigner)", (i) =>
    signMessage({ domain, primaryType: "TradeOrder", message: at(i), signer: ours }),
  ),
  await measure("perpkit signOrder (body checks + sign)", (i) =>
    signOrder({ domain, data: orders[i % orders.length] as OrderData, signer: ours, now }),
  ),
  await measure("perpkit signMessage (viem account, fast path)", (i) =>
    signMessage({ domain, primaryType: "TradeOrder", message: at(i), signer: viem }),
  ),
  await measure("viem signTypedData", (i) =>
    viem.signTypedData({
      domain,
      types: typedDataTypes,
      primaryType: "TradeOrder",
      message: forViem(i),
    }),
  ),
  await measure("ethers signTypedData", (i) => ethers.signTypedData(domain, ethersTypes, at(i))),
];
printResults("Signing a TradeOrder (signatures per second)", signing, "viem signTypedData");

const verifying = [
  await measure("perpkit verifyMessage (known signer)", (i) =>
    verifyMessage({
      domain,
      primaryType: "TradeOrder",
      message: at(i),
      signature: signatureAt(i),
      address: viem.address,
    }),
  ),
  await measure("perpkit recoverMessageAddress", (i) =>
    recoverMessageAddress({
      domain,
      primaryType: "TradeOrder",
      message: at(i),
      signature: signatureAt(i),
    }),
  ),
  await measure("viem recoverTypedDataAddress", (i) =>
    recoverTypedDataAddress({
      domain,
      types: typedDataTypes,
      primaryType: "TradeOrder",
      message: forViem(i),
      signature: signatureAt(i),
    }),
  ),
];
printResults("Checking a signed TradeOrder", verifying, "viem recoverTypedDataAddress");
