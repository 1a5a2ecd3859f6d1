// Generated from:
//   spec/signing/rpc-config.local.json (sha256 4a08d1e0424b39280ad1c8be90eec06e029c652104a02175f2cd1db3da2e36cf)
//   spec/signing/rpc-config.mainnet.json (sha256 63ffc3069db8bc106942be82211994fad41f0805d004b5b473d8400e9f51b919)
//   spec/signing/rpc-config.testnet.json (sha256 1268f6276351fbab33d7980d9e621ce5c03303cfbcdb870cdc3d9f40870fe6d5)
// Do not edit; run pnpm generate.

import { type Hex, hexToBytes } from "@perpkit/core";
import type { MessageOf, PrimaryType, LinkSignerMessage, RevokeLinkedSignerMessage, RefreshLinkedSignerMessage, ExtendLinkedSignerMessage, TradeOrderMessage, CancelOrderMessage, InitiateWithdrawMessage, EIP712AuthMessage } from "./typed-data.js";

/**
 * Writes one 32-byte word of a struct encoding and hashes the result. The signing package
 * implements it; each write checks its value and throws a ValidationError naming the field.
 *
 * @example
 * hashTradeOrderStruct(message, structHashKit)
 */
export interface StructHashKit {
  address(words: Uint8Array, offset: number, value: unknown, field: string): void;
  bool(words: Uint8Array, offset: number, value: unknown, field: string): void;
  uint(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;
  int(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;
  fixedBytes(words: Uint8Array, offset: number, value: unknown, size: number, field: string): void;
  string(words: Uint8Array, offset: number, value: unknown, field: string): void;
  bytes(words: Uint8Array, offset: number, value: unknown, field: string): void;
  /** keccak256 of the words, as 32 fresh bytes. */
  hash(words: Uint8Array): Uint8Array;
}

/** The reused words of one struct encoding, its type hash in the first. */
function structWords(size: number, typeHash: Hex): Uint8Array {
  const words = new Uint8Array(size);
  words.set(hexToBytes(typeHash));
  return words;
}

const linkSignerWords = /* @__PURE__ */ structWords(192, "0x569a9ce371b68570aa9fb81967328abd23933f334898556086c45a9d69a65c63");

/**
 * The EIP-712 struct hash of a LinkSigner message: its type hash and 5 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashLinkSignerStruct(message, kit)
 */
export function hashLinkSignerStruct(message: LinkSignerMessage, kit: StructHashKit): Uint8Array {
  const words = linkSignerWords;
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.fixedBytes(words, 96, message.subaccount, 32, "subaccount");
  kit.uint(words, 128, message.nonce, 64, "nonce");
  kit.uint(words, 160, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

const revokeLinkedSignerWords = /* @__PURE__ */ structWords(192, "0x95676cebee29a8d643b04e0fec7c0af0b3c59e6d80b7b72b8fb76f2bfc720d42");

/**
 * The EIP-712 struct hash of a RevokeLinkedSigner message: its type hash and 5 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashRevokeLinkedSignerStruct(message, kit)
 */
export function hashRevokeLinkedSignerStruct(message: RevokeLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = revokeLinkedSignerWords;
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.fixedBytes(words, 96, message.subaccount, 32, "subaccount");
  kit.uint(words, 128, message.nonce, 64, "nonce");
  kit.uint(words, 160, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

const refreshLinkedSignerWords = /* @__PURE__ */ structWords(160, "0x26ce72cd63f2e5f3234e5693b1d7f31de5fcbd45212268c68d95c8e076f27da4");

/**
 * The EIP-712 struct hash of a RefreshLinkedSigner message: its type hash and 4 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashRefreshLinkedSignerStruct(message, kit)
 */
export function hashRefreshLinkedSignerStruct(message: RefreshLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = refreshLinkedSignerWords;
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.uint(words, 96, message.nonce, 64, "nonce");
  kit.uint(words, 128, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

const extendLinkedSignerWords = /* @__PURE__ */ structWords(128, "0x5e23950eb3a5acbc76e82bd42c5de31950e80137fee3adc0899d006ff2e512d1");

/**
 * The EIP-712 struct hash of a ExtendLinkedSigner message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashExtendLinkedSignerStruct(message, kit)
 */
export function hashExtendLinkedSignerStruct(message: ExtendLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = extendLinkedSignerWords;
  kit.address(words, 32, message.sender, "sender");
  kit.uint(words, 64, message.nonce, 64, "nonce");
  kit.uint(words, 96, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

const tradeOrderWords = /* @__PURE__ */ structWords(352, "0xb5d1ecfc4cd1b5349a6c9aad859972358d2703e5c438a4dd6ade4b2b2e502651");

/**
 * The EIP-712 struct hash of a TradeOrder message: its type hash and 10 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashTradeOrderStruct(message, kit)
 */
export function hashTradeOrderStruct(message: TradeOrderMessage, kit: StructHashKit): Uint8Array {
  const words = tradeOrderWords;
  kit.address(words, 32, message.sender, "sender");
  kit.fixedBytes(words, 64, message.subaccount, 32, "subaccount");
  kit.uint(words, 96, message.quantity, 128, "quantity");
  kit.uint(words, 128, message.price, 128, "price");
  kit.bool(words, 160, message.reduceOnly, "reduceOnly");
  kit.uint(words, 192, message.side, 8, "side");
  kit.uint(words, 224, message.engineType, 8, "engineType");
  kit.uint(words, 256, message.productId, 32, "productId");
  kit.uint(words, 288, message.nonce, 64, "nonce");
  kit.uint(words, 320, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

const cancelOrderWords = /* @__PURE__ */ structWords(128, "0x261ced7eb7c78527bff48f58be621640dd4739c8bb3d566b52f295a6b50b8ee5");

/**
 * The EIP-712 struct hash of a CancelOrder message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashCancelOrderStruct(message, kit)
 */
export function hashCancelOrderStruct(message: CancelOrderMessage, kit: StructHashKit): Uint8Array {
  const words = cancelOrderWords;
  kit.address(words, 32, message.sender, "sender");
  kit.fixedBytes(words, 64, message.subaccount, 32, "subaccount");
  kit.uint(words, 96, message.nonce, 64, "nonce");
  return kit.hash(words);
}

const initiateWithdrawWords = /* @__PURE__ */ structWords(288, "0xa2e64d6fddb0ebb14fd1038d1434a9f020bbd8274e414dc9f08d361b650038db");

/**
 * The EIP-712 struct hash of a InitiateWithdraw message: its type hash and 8 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashInitiateWithdrawStruct(message, kit)
 */
export function hashInitiateWithdrawStruct(message: InitiateWithdrawMessage, kit: StructHashKit): Uint8Array {
  const words = initiateWithdrawWords;
  kit.address(words, 32, message.account, "account");
  kit.fixedBytes(words, 64, message.subaccount, 32, "subaccount");
  kit.address(words, 96, message.token, "token");
  kit.uint(words, 128, message.amount, 256, "amount");
  kit.uint(words, 160, message.nonce, 64, "nonce");
  kit.uint(words, 192, message.signedAt, 64, "signedAt");
  kit.fixedBytes(words, 224, message.destinationAddress, 32, "destinationAddress");
  kit.uint(words, 256, message.destinationEndpointId, 32, "destinationEndpointId");
  return kit.hash(words);
}

const eIP712AuthWords = /* @__PURE__ */ structWords(128, "0x9c0fdb497094bd5c03b6df2c4189af2e019b051706d6de189a13f6db757850e2");

/**
 * The EIP-712 struct hash of a EIP712Auth message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashEIP712AuthStruct(message, kit)
 */
export function hashEIP712AuthStruct(message: EIP712AuthMessage, kit: StructHashKit): Uint8Array {
  const words = eIP712AuthWords;
  kit.address(words, 32, message.sender, "sender");
  kit.uint(words, 64, message.intent, 8, "intent");
  kit.uint(words, 96, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

/**
 * The struct hasher of each message type.
 *
 * @example
 * structHashers.CancelOrder(message, kit)
 */
export const structHashers: { readonly [P in PrimaryType]: (message: MessageOf<P>, kit: StructHashKit) => Uint8Array } = {
  LinkSigner: hashLinkSignerStruct,
  RevokeLinkedSigner: hashRevokeLinkedSignerStruct,
  RefreshLinkedSigner: hashRefreshLinkedSignerStruct,
  ExtendLinkedSigner: hashExtendLinkedSignerStruct,
  TradeOrder: hashTradeOrderStruct,
  CancelOrder: hashCancelOrderStruct,
  InitiateWithdraw: hashInitiateWithdrawStruct,
  EIP712Auth: hashEIP712AuthStruct,
};
