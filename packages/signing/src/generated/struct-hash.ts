// Generated from spec/signing/rpc-config.local.json (content sha256 9d0a2c0e5e1cc0a32627d54e55c86fd403c13396c46a0ae5d67d9a880c4a7437). Do not edit; run pnpm generate.

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

const utf8 = /* @__PURE__ */ new TextEncoder();

/** The reused words of one struct encoding, its type hash (the kit's hash of its encodeType string) in the first. */
function structWords(size: number, encodeType: string, kit: StructHashKit): Uint8Array {
  const words = new Uint8Array(size);
  words.set(kit.hash(utf8.encode(encodeType)));
  return words;
}

let linkSignerWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a LinkSigner message: its type hash and 5 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashLinkSignerStruct(message, kit)
 */
export function hashLinkSignerStruct(message: LinkSignerMessage, kit: StructHashKit): Uint8Array {
  const words = (linkSignerWords ??= structWords(192, "LinkSigner(address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt)", kit));
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.fixedBytes(words, 96, message.subaccount, 32, "subaccount");
  kit.uint(words, 128, message.nonce, 64, "nonce");
  kit.uint(words, 160, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

let revokeLinkedSignerWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a RevokeLinkedSigner message: its type hash and 5 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashRevokeLinkedSignerStruct(message, kit)
 */
export function hashRevokeLinkedSignerStruct(message: RevokeLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = (revokeLinkedSignerWords ??= structWords(192, "RevokeLinkedSigner(address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt)", kit));
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.fixedBytes(words, 96, message.subaccount, 32, "subaccount");
  kit.uint(words, 128, message.nonce, 64, "nonce");
  kit.uint(words, 160, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

let refreshLinkedSignerWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a RefreshLinkedSigner message: its type hash and 4 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashRefreshLinkedSignerStruct(message, kit)
 */
export function hashRefreshLinkedSignerStruct(message: RefreshLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = (refreshLinkedSignerWords ??= structWords(160, "RefreshLinkedSigner(address sender,address signer,uint64 nonce,uint64 signedAt)", kit));
  kit.address(words, 32, message.sender, "sender");
  kit.address(words, 64, message.signer, "signer");
  kit.uint(words, 96, message.nonce, 64, "nonce");
  kit.uint(words, 128, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

let extendLinkedSignerWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a ExtendLinkedSigner message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashExtendLinkedSignerStruct(message, kit)
 */
export function hashExtendLinkedSignerStruct(message: ExtendLinkedSignerMessage, kit: StructHashKit): Uint8Array {
  const words = (extendLinkedSignerWords ??= structWords(128, "ExtendLinkedSigner(address sender,uint64 nonce,uint64 signedAt)", kit));
  kit.address(words, 32, message.sender, "sender");
  kit.uint(words, 64, message.nonce, 64, "nonce");
  kit.uint(words, 96, message.signedAt, 64, "signedAt");
  return kit.hash(words);
}

let tradeOrderWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a TradeOrder message: its type hash and 10 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashTradeOrderStruct(message, kit)
 */
export function hashTradeOrderStruct(message: TradeOrderMessage, kit: StructHashKit): Uint8Array {
  const words = (tradeOrderWords ??= structWords(352, "TradeOrder(address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt)", kit));
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

let cancelOrderWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a CancelOrder message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashCancelOrderStruct(message, kit)
 */
export function hashCancelOrderStruct(message: CancelOrderMessage, kit: StructHashKit): Uint8Array {
  const words = (cancelOrderWords ??= structWords(128, "CancelOrder(address sender,bytes32 subaccount,uint64 nonce)", kit));
  kit.address(words, 32, message.sender, "sender");
  kit.fixedBytes(words, 64, message.subaccount, 32, "subaccount");
  kit.uint(words, 96, message.nonce, 64, "nonce");
  return kit.hash(words);
}

let initiateWithdrawWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a InitiateWithdraw message: its type hash and 8 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashInitiateWithdrawStruct(message, kit)
 */
export function hashInitiateWithdrawStruct(message: InitiateWithdrawMessage, kit: StructHashKit): Uint8Array {
  const words = (initiateWithdrawWords ??= structWords(288, "InitiateWithdraw(address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId)", kit));
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

let eIP712AuthWords: Uint8Array | undefined;

/**
 * The EIP-712 struct hash of a EIP712Auth message: its type hash and 3 words, written
 * field by field in the order the signing configuration gives.
 *
 * @example
 * const structHash = hashEIP712AuthStruct(message, kit)
 */
export function hashEIP712AuthStruct(message: EIP712AuthMessage, kit: StructHashKit): Uint8Array {
  const words = (eIP712AuthWords ??= structWords(128, "EIP712Auth(address sender,uint8 intent,uint64 signedAt)", kit));
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
