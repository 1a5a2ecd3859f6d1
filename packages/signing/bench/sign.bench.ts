// Hashing, signing and checking the same 512 TradeOrders with perpkit (each secp256k1 backend),
// viem and ethers. The cases of a group run interleaved in one process, so each ratio compares
// figures measured under the same conditions.
import { encodeSubaccountName } from "@perpkit/core";
import { compare } from "@perpkit/harness/bench";
import { TypedDataEncoder, Wallet } from "ethers";
import { hashTypedData, recoverTypedDataAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  type CurveBackend,
  hashMessage,
  type OrderData,
  privateKeySigner,
  recoverMessageAddress,
  setCurveBackend,
  signingConfigs,
  signMessage,
  signOrder,
  type TradeOrderMessage,
  tradeOrderMessage,
  typedDataTypes,
  verifyMessage,
} from "../src/index.js";

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

const js = setCurveBackend("js");
const native = setCurveBackend("native");
console.log(`secp256k1 backends: js = ${js.detail}; native = ${native.detail}`);
const useJs = () => void setCurveBackend("js");
const useNative = () => void setCurveBackend("native");

const digests = messages.map((message) =>
  Buffer.from(hashMessage({ domain, primaryType: "TradeOrder", message }).slice(2), "hex"),
);
const keyBytes = Buffer.from(key.slice(2), "hex");
const digestAt = (i: number) => digests[i % digests.length] as Uint8Array;
const rawSignatures = digests.map((d) => js.sign(d, keyBytes));
const recoverWith = (backend: CurveBackend) => (i: number) => {
  const { signature, recovery } = rawSignatures[i % rawSignatures.length] as {
    signature: Uint8Array;
    recovery: number;
  };
  return backend.recoverPublicKey(digestAt(i), signature, recovery);
};

await compare(
  "Hashing a TradeOrder (EIP-712 digest)",
  [
    {
      name: "perpkit hashMessage",
      fn: (i) => hashMessage({ domain, primaryType: "TradeOrder", message: at(i) }),
    },
    {
      name: "viem hashTypedData",
      fn: (i) =>
        hashTypedData({
          domain,
          types: typedDataTypes,
          primaryType: "TradeOrder",
          message: forViem(i),
        }),
    },
    {
      name: "ethers TypedDataEncoder.hash",
      fn: (i) => TypedDataEncoder.hash(domain, ethersTypes, at(i)),
    },
  ],
  { baseline: "viem hashTypedData", goals: [{ figure: "perpkit hashMessage", atLeast: 5 }] },
);

const signWithOurs = (i: number) =>
  signMessage({ domain, primaryType: "TradeOrder", message: at(i), signer: ours });
await compare(
  "Signing a TradeOrder (signatures per second)",
  [
    {
      name: "perpkit signMessage, privateKeySigner, native backend",
      setup: useNative,
      fn: signWithOurs,
    },
    {
      name: "perpkit signOrder (body checks + sign), native backend",
      setup: useNative,
      fn: (i) =>
        signOrder({ domain, data: orders[i % orders.length] as OrderData, signer: ours, now }),
    },
    {
      name: "perpkit signMessage, privateKeySigner, js backend",
      setup: useJs,
      fn: signWithOurs,
    },
    {
      name: "perpkit signMessage, viem account (our digest, its sign)",
      fn: (i) => signMessage({ domain, primaryType: "TradeOrder", message: at(i), signer: viem }),
    },
    {
      name: "viem signTypedData",
      fn: (i) =>
        viem.signTypedData({
          domain,
          types: typedDataTypes,
          primaryType: "TradeOrder",
          message: forViem(i),
        }),
    },
    {
      name: "ethers signTypedData",
      fn: (i) => ethers.signTypedData(domain, ethersTypes, at(i)),
    },
  ],
  {
    baseline: "viem signTypedData",
    goals: [
      { figure: "perpkit signMessage, privateKeySigner, native backend", atLeast: 5 },
      { figure: "perpkit signMessage, privateKeySigner, js backend", atLeast: 1.4 },
    ],
  },
);

const recoverOurs = (i: number) =>
  recoverMessageAddress({
    domain,
    primaryType: "TradeOrder",
    message: at(i),
    signature: signatureAt(i),
  });
await compare(
  "Recovering the signer of a TradeOrder",
  [
    { name: "perpkit recoverMessageAddress, native backend", setup: useNative, fn: recoverOurs },
    { name: "perpkit recoverMessageAddress, js backend", setup: useJs, fn: recoverOurs },
    {
      name: "viem recoverTypedDataAddress",
      fn: (i) =>
        recoverTypedDataAddress({
          domain,
          types: typedDataTypes,
          primaryType: "TradeOrder",
          message: forViem(i),
          signature: signatureAt(i),
        }),
    },
  ],
  {
    baseline: "perpkit recoverMessageAddress, js backend",
    goals: [{ figure: "perpkit recoverMessageAddress, native backend", atLeast: 10 }],
  },
);

const verifyOurs = (i: number) =>
  verifyMessage({
    domain,
    primaryType: "TradeOrder",
    message: at(i),
    signature: signatureAt(i),
    address: viem.address,
  });
await compare(
  "Checking a signed TradeOrder against its sender (verifyMessage, a sender seen before)",
  [
    { name: "perpkit verifyMessage, native backend", setup: useNative, fn: verifyOurs },
    { name: "perpkit verifyMessage, js backend (key table)", setup: useJs, fn: verifyOurs },
  ],
  { baseline: "perpkit verifyMessage, js backend (key table)" },
);

await compare(
  "secp256k1 signing alone (32-byte digests)",
  [
    { name: "native backend (libsecp256k1)", fn: (i) => native.sign(digestAt(i), keyBytes) },
    { name: "js backend (@noble/curves)", fn: (i) => js.sign(digestAt(i), keyBytes) },
  ],
  { baseline: "js backend (@noble/curves)" },
);

await compare(
  "secp256k1 recovery alone (32-byte digests)",
  [
    { name: "native backend (libsecp256k1)", fn: recoverWith(native) },
    { name: "js backend (@noble/curves)", fn: recoverWith(js) },
  ],
  {
    baseline: "js backend (@noble/curves)",
    goals: [{ figure: "native backend (libsecp256k1)", atLeast: 10 }],
  },
);

setCurveBackend("auto");
