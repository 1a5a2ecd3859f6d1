// Generated from spec/signing/rpc-config.local.json (content sha256 1d34ec34c7310a4dbe6552e6f438b54b037dcaf5a526e999ead82f69f4d6d57f). Do not edit; run pnpm generate.

import type { TypedData, TypedDataParameter } from "abitype";
import type { Address, Hex } from "@perpkit/core";

/**
 * EIP-712 definition of the LinkSigner message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { LinkSigner: linkSignerTypes }, primaryType: "LinkSigner", message })
 */
export const linkSignerTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "signer",
    type: "address",
  },
  {
    name: "subaccount",
    type: "bytes32",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the RevokeLinkedSigner message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { RevokeLinkedSigner: revokeLinkedSignerTypes }, primaryType: "RevokeLinkedSigner", message })
 */
export const revokeLinkedSignerTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "signer",
    type: "address",
  },
  {
    name: "subaccount",
    type: "bytes32",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the RefreshLinkedSigner message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { RefreshLinkedSigner: refreshLinkedSignerTypes }, primaryType: "RefreshLinkedSigner", message })
 */
export const refreshLinkedSignerTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "signer",
    type: "address",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the ExtendLinkedSigner message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { ExtendLinkedSigner: extendLinkedSignerTypes }, primaryType: "ExtendLinkedSigner", message })
 */
export const extendLinkedSignerTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the TradeOrder message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { TradeOrder: tradeOrderTypes }, primaryType: "TradeOrder", message })
 */
export const tradeOrderTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "subaccount",
    type: "bytes32",
  },
  {
    name: "quantity",
    type: "uint128",
  },
  {
    name: "price",
    type: "uint128",
  },
  {
    name: "reduceOnly",
    type: "bool",
  },
  {
    name: "side",
    type: "uint8",
  },
  {
    name: "engineType",
    type: "uint8",
  },
  {
    name: "productId",
    type: "uint32",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the CancelOrder message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { CancelOrder: cancelOrderTypes }, primaryType: "CancelOrder", message })
 */
export const cancelOrderTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "subaccount",
    type: "bytes32",
  },
  {
    name: "nonce",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the InitiateWithdraw message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { InitiateWithdraw: initiateWithdrawTypes }, primaryType: "InitiateWithdraw", message })
 */
export const initiateWithdrawTypes = [
  {
    name: "account",
    type: "address",
  },
  {
    name: "subaccount",
    type: "bytes32",
  },
  {
    name: "token",
    type: "address",
  },
  {
    name: "amount",
    type: "uint256",
  },
  {
    name: "nonce",
    type: "uint64",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
  {
    name: "destinationAddress",
    type: "bytes32",
  },
  {
    name: "destinationEndpointId",
    type: "uint32",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definition of the EIP712Auth message, in the field order and widths the signing
 * configuration serves.
 *
 * @example
 * await account.signTypedData({ domain, types: { EIP712Auth: eip712AuthTypes }, primaryType: "EIP712Auth", message })
 */
export const eip712AuthTypes = [
  {
    name: "sender",
    type: "address",
  },
  {
    name: "intent",
    type: "uint8",
  },
  {
    name: "signedAt",
    type: "uint64",
  },
] as const satisfies readonly TypedDataParameter[];

/**
 * EIP-712 definitions of every message type, in the field order and widths the signing
 * configuration serves. viem infers message types from them.
 *
 * @example
 * await account.signTypedData({ domain, types: typedDataTypes, primaryType: "TradeOrder", message })
 */
export const typedDataTypes = {
  LinkSigner: linkSignerTypes,
  RevokeLinkedSigner: revokeLinkedSignerTypes,
  RefreshLinkedSigner: refreshLinkedSignerTypes,
  ExtendLinkedSigner: extendLinkedSignerTypes,
  TradeOrder: tradeOrderTypes,
  CancelOrder: cancelOrderTypes,
  InitiateWithdraw: initiateWithdrawTypes,
  EIP712Auth: eip712AuthTypes,
} as const satisfies TypedData;

/**
 * The name of a signed message type.
 *
 * @example
 * const primaryType: PrimaryType = "TradeOrder"
 */
export type PrimaryType = "LinkSigner" | "RevokeLinkedSigner" | "RefreshLinkedSigner" | "ExtendLinkedSigner" | "TradeOrder" | "CancelOrder" | "InitiateWithdraw" | "EIP712Auth";

/**
 * Every message type name, in the order of the signing configuration.
 *
 * @example
 * primaryTypes.includes("CancelOrder") // true
 */
export const primaryTypes = [
  "LinkSigner",
  "RevokeLinkedSigner",
  "RefreshLinkedSigner",
  "ExtendLinkedSigner",
  "TradeOrder",
  "CancelOrder",
  "InitiateWithdraw",
  "EIP712Auth",
] as const satisfies readonly PrimaryType[];

/**
 * The signed LinkSigner message: address sender, address signer, bytes32 subaccount, uint64 nonce, uint64 signedAt.
 *
 * @example
 * const message: LinkSignerMessage = { sender: "0x…", signer: "0x…", subaccount: "0x…", nonce: 1n, signedAt: 1n }
 */
export interface LinkSignerMessage {
  readonly sender: Address;
  readonly signer: Address;
  readonly subaccount: Hex;
  readonly nonce: bigint;
  readonly signedAt: bigint;
}

/**
 * The signed RevokeLinkedSigner message: address sender, address signer, bytes32 subaccount, uint64 nonce, uint64 signedAt.
 *
 * @example
 * const message: RevokeLinkedSignerMessage = { sender: "0x…", signer: "0x…", subaccount: "0x…", nonce: 1n, signedAt: 1n }
 */
export interface RevokeLinkedSignerMessage {
  readonly sender: Address;
  readonly signer: Address;
  readonly subaccount: Hex;
  readonly nonce: bigint;
  readonly signedAt: bigint;
}

/**
 * The signed RefreshLinkedSigner message: address sender, address signer, uint64 nonce, uint64 signedAt.
 *
 * @example
 * const message: RefreshLinkedSignerMessage = { sender: "0x…", signer: "0x…", nonce: 1n, signedAt: 1n }
 */
export interface RefreshLinkedSignerMessage {
  readonly sender: Address;
  readonly signer: Address;
  readonly nonce: bigint;
  readonly signedAt: bigint;
}

/**
 * The signed ExtendLinkedSigner message: address sender, uint64 nonce, uint64 signedAt.
 *
 * @example
 * const message: ExtendLinkedSignerMessage = { sender: "0x…", nonce: 1n, signedAt: 1n }
 */
export interface ExtendLinkedSignerMessage {
  readonly sender: Address;
  readonly nonce: bigint;
  readonly signedAt: bigint;
}

/**
 * The signed TradeOrder message: address sender, bytes32 subaccount, uint128 quantity, uint128 price, bool reduceOnly, uint8 side, uint8 engineType, uint32 productId, uint64 nonce, uint64 signedAt.
 *
 * @example
 * const message: TradeOrderMessage = { sender: "0x…", subaccount: "0x…", quantity: 1n, price: 1n, reduceOnly: false, side: 1n, engineType: 1n, productId: 1n, nonce: 1n, signedAt: 1n }
 */
export interface TradeOrderMessage {
  readonly sender: Address;
  readonly subaccount: Hex;
  readonly quantity: bigint;
  readonly price: bigint;
  readonly reduceOnly: boolean;
  readonly side: bigint;
  readonly engineType: bigint;
  readonly productId: bigint;
  readonly nonce: bigint;
  readonly signedAt: bigint;
}

/**
 * The signed CancelOrder message: address sender, bytes32 subaccount, uint64 nonce.
 *
 * @example
 * const message: CancelOrderMessage = { sender: "0x…", subaccount: "0x…", nonce: 1n }
 */
export interface CancelOrderMessage {
  readonly sender: Address;
  readonly subaccount: Hex;
  readonly nonce: bigint;
}

/**
 * The signed InitiateWithdraw message: address account, bytes32 subaccount, address token, uint256 amount, uint64 nonce, uint64 signedAt, bytes32 destinationAddress, uint32 destinationEndpointId.
 *
 * @example
 * const message: InitiateWithdrawMessage = { account: "0x…", subaccount: "0x…", token: "0x…", amount: 1n, nonce: 1n, signedAt: 1n, destinationAddress: "0x…", destinationEndpointId: 1n }
 */
export interface InitiateWithdrawMessage {
  readonly account: Address;
  readonly subaccount: Hex;
  readonly token: Address;
  readonly amount: bigint;
  readonly nonce: bigint;
  readonly signedAt: bigint;
  readonly destinationAddress: Hex;
  readonly destinationEndpointId: bigint;
}

/**
 * The signed EIP712Auth message: address sender, uint8 intent, uint64 signedAt.
 *
 * @example
 * const message: EIP712AuthMessage = { sender: "0x…", intent: 1n, signedAt: 1n }
 */
export interface EIP712AuthMessage {
  readonly sender: Address;
  readonly intent: bigint;
  readonly signedAt: bigint;
}

/**
 * Each message type's message shape, by name.
 *
 * @example
 * type Order = Messages["TradeOrder"]
 */
export interface Messages {
  LinkSigner: LinkSignerMessage;
  RevokeLinkedSigner: RevokeLinkedSignerMessage;
  RefreshLinkedSigner: RefreshLinkedSignerMessage;
  ExtendLinkedSigner: ExtendLinkedSignerMessage;
  TradeOrder: TradeOrderMessage;
  CancelOrder: CancelOrderMessage;
  InitiateWithdraw: InitiateWithdrawMessage;
  EIP712Auth: EIP712AuthMessage;
}

/**
 * The message shape of one message type: signed field names, bigint for uint fields, Hex for
 * address and bytes32, boolean for bool.
 *
 * @example
 * const cancel: MessageOf<"CancelOrder"> = { sender, subaccount, nonce: 1764897077655477722n }
 */
export type MessageOf<P extends PrimaryType> = Messages[P];

/**
 * The message types as the signing configuration serves them, for comparing with a live one.
 *
 * @example
 * signatureTypes.CancelOrder // "address sender,bytes32 subaccount,uint64 nonce"
 */
export const signatureTypes = {
  LinkSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
  RevokeLinkedSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
  RefreshLinkedSigner: "address sender,address signer,uint64 nonce,uint64 signedAt",
  ExtendLinkedSigner: "address sender,uint64 nonce,uint64 signedAt",
  TradeOrder: "address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt",
  CancelOrder: "address sender,bytes32 subaccount,uint64 nonce",
  InitiateWithdraw: "address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId",
  EIP712Auth: "address sender,uint8 intent,uint64 signedAt",
} as const satisfies Record<PrimaryType, string>;

/**
 * The EIP-712 encodeType string of each message type.
 *
 * @example
 * typeStrings.CancelOrder // "CancelOrder(address sender,bytes32 subaccount,uint64 nonce)"
 */
export const typeStrings = {
  LinkSigner: "LinkSigner(address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt)",
  RevokeLinkedSigner: "RevokeLinkedSigner(address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt)",
  RefreshLinkedSigner: "RefreshLinkedSigner(address sender,address signer,uint64 nonce,uint64 signedAt)",
  ExtendLinkedSigner: "ExtendLinkedSigner(address sender,uint64 nonce,uint64 signedAt)",
  TradeOrder: "TradeOrder(address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt)",
  CancelOrder: "CancelOrder(address sender,bytes32 subaccount,uint64 nonce)",
  InitiateWithdraw: "InitiateWithdraw(address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId)",
  EIP712Auth: "EIP712Auth(address sender,uint8 intent,uint64 signedAt)",
} as const satisfies Record<PrimaryType, string>;

/**
 * keccak256 of each encodeType string: the first word of every struct hash.
 *
 * @example
 * typeHashes.TradeOrder // "0x..."
 */
export const typeHashes = {
  LinkSigner: "0x569a9ce371b68570aa9fb81967328abd23933f334898556086c45a9d69a65c63",
  RevokeLinkedSigner: "0x95676cebee29a8d643b04e0fec7c0af0b3c59e6d80b7b72b8fb76f2bfc720d42",
  RefreshLinkedSigner: "0x26ce72cd63f2e5f3234e5693b1d7f31de5fcbd45212268c68d95c8e076f27da4",
  ExtendLinkedSigner: "0x5e23950eb3a5acbc76e82bd42c5de31950e80137fee3adc0899d006ff2e512d1",
  TradeOrder: "0xb5d1ecfc4cd1b5349a6c9aad859972358d2703e5c438a4dd6ade4b2b2e502651",
  CancelOrder: "0x261ced7eb7c78527bff48f58be621640dd4739c8bb3d566b52f295a6b50b8ee5",
  InitiateWithdraw: "0xa2e64d6fddb0ebb14fd1038d1434a9f020bbd8274e414dc9f08d361b650038db",
  EIP712Auth: "0x9c0fdb497094bd5c03b6df2c4189af2e019b051706d6de189a13f6db757850e2",
} as const satisfies Record<PrimaryType, Hex>;

/**
 * The message types a network's stored signing configuration lacks, by its chain id: signing one
 * of them under that network's domain is refused before anything is signed.
 *
 * @example
 * messageTypesLacking[5064014]?.types // undefined: every network signs every type
 */
export const messageTypesLacking: Readonly<Record<number, { readonly network: string; readonly types: readonly PrimaryType[]; }>> = {};

/**
 * The grammar of one entry of a message type as a signing configuration writes it (the
 * entries are split by commas): its EIP-712 atomic type (group 1) and its field name (group 2).
 * The generator read the stored configurations with the same grammar.
 *
 * @example
 * signatureTypeEntry.exec("uint64 nonce")?.[1] // "uint64"
 */
export const signatureTypeEntry = /^\s*(address|bool|string|bytes(?:[1-9]|[12]\d|3[0-2])?|u?int(?:8|[37]2|[159]6|[26]4|[48][08]|1(?:[048]4|[26][08]|[159]2|[37]6)|2(?:[04][08]|[15]6|24|32))?) ([A-Za-z_]\w*)\s*$/;
