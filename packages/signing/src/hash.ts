import {
  type Address,
  describeValue,
  type Hex,
  isHex,
  SignatureError,
  UnsupportedMessageTypeError,
  ValidationError,
  writeHex,
} from "@perpkit/core";
import { keccak256, toHex } from "./bytes.js";
import type { SigningDomain } from "./generated/configs.js";
import { type StructHashKit, structHashers } from "./generated/struct-hash.js";
import {
  type MessageOf,
  messageTypesLacking,
  type PrimaryType,
  signatureTypeEntry,
  signatureTypes,
} from "./generated/typed-data.js";

const utf8 = /* @__PURE__ */ new TextEncoder();
const TWO_32 = 0x1_0000_0000n;

function invalid(field: string, problem: string, value: unknown): never {
  throw new ValidationError(field, `${problem}, got ${describeValue(value)}`);
}

function writeUnsigned(words: Uint8Array, offset: number, value: bigint): void {
  words.fill(0, offset, offset + 32);
  let v = value;
  let end = offset + 32;
  while (v > 0n) {
    const chunk = Number(v & 0xffff_ffffn);
    words[end - 1] = chunk & 0xff;
    words[end - 2] = (chunk >>> 8) & 0xff;
    words[end - 3] = (chunk >>> 16) & 0xff;
    words[end - 4] = chunk >>> 24;
    end -= 4;
    v /= TWO_32;
  }
}

function integer(value: unknown, field: string): bigint {
  if (typeof value === "bigint") return value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value);
  return invalid(field, "must be a bigint (or a safe integer)", value);
}

/** Writes and hashes struct words; every write checks its value against the field's type. */
export const structHashKit: StructHashKit = {
  address(words, offset, value, field) {
    words.fill(0, offset, offset + 12);
    if (!writeHex(words, offset + 12, value, 20)) {
      invalid(field, "must be a 0x-prefixed 20-byte address", value);
    }
  },
  bool(words, offset, value, field) {
    if (typeof value !== "boolean") invalid(field, "must be a boolean", value);
    words.fill(0, offset, offset + 31);
    words[offset + 31] = value ? 1 : 0;
  },
  uint(words, offset, value, bits, field) {
    const v = integer(value, field);
    if (v < 0n || v >> BigInt(bits) !== 0n) {
      invalid(field, `must be a uint${bits}: 0 to 2^${bits} - 1`, value);
    }
    writeUnsigned(words, offset, v);
  },
  int(words, offset, value, bits, field) {
    const v = integer(value, field);
    const limit = 1n << BigInt(bits - 1);
    if (v < -limit || v >= limit) invalid(field, `must be an int${bits}`, value);
    writeUnsigned(words, offset, v < 0n ? (1n << 256n) + v : v);
  },
  fixedBytes(words, offset, value, size, field) {
    words.fill(0, offset, offset + 32);
    if (!writeHex(words, offset, value, size)) {
      invalid(field, `must be 0x and ${size * 2} hex digits (bytes${size})`, value);
    }
  },
  string(words, offset, value, field) {
    if (typeof value !== "string") invalid(field, "must be a string", value);
    keccak256(utf8.encode(value), words, offset);
  },
  bytes(words, offset, value, field) {
    if (typeof value !== "string" || value.length % 2 !== 0)
      invalid(field, "must be 0x hex", value);
    const out = new Uint8Array((value.length - 2) / 2);
    if (!writeHex(out, 0, value, out.length)) invalid(field, "must be 0x hex", value);
    keccak256(out, words, offset);
  },
  hash(words) {
    return keccak256(words);
  },
};

/**
 * One field of a message type, as read from a signing configuration.
 *
 * @example
 * const field: TypeField = { name: "sender", type: "address" }
 */
export interface TypeField {
  readonly name: string;
  readonly type: string;
}

const parsedTypes = new Map<string, readonly TypeField[]>();

/**
 * Reads a `signatureTypes` entry (`address sender,uint64 nonce`) into fields, with the grammar the
 * generator read the stored configurations with (`signatureTypeEntry`).
 *
 * @example
 * parseSignatureType("address sender,uint64 nonce") // [{ name: "sender", type: "address" }, { name: "nonce", type: "uint64" }]
 */
export function parseSignatureType(text: string): readonly TypeField[] {
  let fields = parsedTypes.get(text);
  if (fields) return fields;
  fields = text.split(",").map((entry) => {
    const match = signatureTypeEntry.exec(entry);
    if (!match) {
      throw new SignatureError(`Cannot read the message type entry ${JSON.stringify(entry)}.`);
    }
    return { name: match[2] as string, type: match[1] as string };
  });
  parsedTypes.set(text, fields);
  return fields;
}

/** The struct hash of a message under message types given at run time (the generic path). */
function hashStructGeneric(
  primaryType: string,
  fields: readonly TypeField[],
  message: Record<string, unknown>,
): Uint8Array {
  const words = new Uint8Array(32 * (fields.length + 1));
  keccak256(
    utf8.encode(`${primaryType}(${fields.map((f) => `${f.type} ${f.name}`).join(",")})`),
    words,
    0,
  );
  fields.forEach((f, i) => {
    const offset = 32 * (i + 1);
    const value = message[f.name];
    const kit = structHashKit;
    if (f.type === "address") kit.address(words, offset, value, f.name);
    else if (f.type === "bool") kit.bool(words, offset, value, f.name);
    else if (f.type === "string") kit.string(words, offset, value, f.name);
    else if (f.type === "bytes") kit.bytes(words, offset, value, f.name);
    else if (f.type.startsWith("bytes"))
      kit.fixedBytes(words, offset, value, Number(f.type.slice(5)), f.name);
    else if (f.type.startsWith("uint"))
      kit.uint(words, offset, value, Number(f.type.slice(4) || 256), f.name);
    else kit.int(words, offset, value, Number(f.type.slice(3) || 256), f.name);
  });
  return keccak256(words);
}

/** Live message types attached to a domain by fetchSigningConfig when drift was allowed. */
export const liveTypesOfDomain: WeakMap<object, Readonly<Record<string, string>>> = new WeakMap();

/**
 * The message type to sign with: the generated one, unless `types` (or types attached to the domain
 * by fetchSigningConfig) give a different definition of `primaryType`.
 */
export function typeOverride(
  domain: SigningDomain,
  primaryType: string,
  types: Readonly<Record<string, string>> | undefined,
): readonly TypeField[] | undefined {
  const live = types ?? liveTypesOfDomain.get(domain);
  if (!live) {
    // A network's own domain: refused when its stored configuration lacks the type.
    const lacking = messageTypesLacking[Number(domain.chainId)];
    if (lacking?.types.includes(primaryType as PrimaryType)) {
      throw new UnsupportedMessageTypeError(primaryType, lacking.network);
    }
    return undefined;
  }
  const text = live[primaryType];
  if (text === undefined) {
    throw new UnsupportedMessageTypeError(primaryType, "the live signing configuration");
  }
  if (text === (signatureTypes as Record<string, string>)[primaryType]) return undefined;
  return parseSignatureType(text);
}

/**
 * One message type as the signing path needs it: its name and its generated struct hasher. A sign
 * helper holds the one type it signs, so a bundle that imports it keeps that type's hasher and not
 * the others'.
 */
export interface MessageType<P extends PrimaryType = PrimaryType> {
  readonly primaryType: P;
  readonly hashStruct: (message: MessageOf<P>, kit: StructHashKit) => Uint8Array;
}

/** A message type looked up by name in the tables of every type: the generic entry points. */
export function messageTypeOf<P extends PrimaryType>(primaryType: P): MessageType<P> {
  return { primaryType, hashStruct: structHashers[primaryType] };
}

/** The struct hash through a generated hasher, once the type is known and the message an object. */
function hashGenerated<P extends PrimaryType>(
  primaryType: P,
  hasher: MessageType<P>["hashStruct"] | undefined,
  message: MessageOf<P>,
): Uint8Array {
  if (!hasher) throw new SignatureError(`Unknown message type ${describeValue(primaryType)}.`);
  if (typeof message !== "object" || message === null) {
    throw new ValidationError("message", `must be an object, got ${describeValue(message)}`);
  }
  return hasher(message, structHashKit);
}

/**
 * The struct hash of a message (the `hashStruct` of EIP-712), through the generated encoder of its
 * type, or through the given live types when they differ.
 *
 * @example
 * hashStruct("CancelOrder", { sender, subaccount, nonce: 1n })
 */
export function hashStruct<P extends PrimaryType>(
  primaryType: P,
  message: MessageOf<P>,
  fields?: readonly TypeField[],
): Uint8Array {
  if (fields)
    return hashStructGeneric(primaryType, fields, message as unknown as Record<string, unknown>);
  return hashGenerated(primaryType, structHashers[primaryType], message);
}

/** The fields of EIP712Domain, as every domain here has them. */
const DOMAIN_FIELDS = "string name,string version,uint256 chainId,address verifyingContract";
const separators = new Map<string, Uint8Array>();

/**
 * The first of a domain's four fields that is wrong, and what it must be; `undefined` when all
 * are right. Shared by the checks of a given domain and of a fetched signing configuration.
 */
export function domainFault(
  d: Record<string, unknown>,
): [field: string, problem: string] | undefined {
  if (typeof d.name !== "string") return ["name", "must be a string"];
  if (typeof d.version !== "string") return ["version", "must be a string"];
  if (typeof d.chainId !== "number" || !Number.isSafeInteger(d.chainId) || d.chainId <= 0) {
    return ["chainId", "must be a positive integer"];
  }
  if (!isHex(d.verifyingContract, 20)) {
    return ["verifyingContract", "must be a 0x-prefixed 20-byte address"];
  }
  return undefined;
}

/** Checks a domain's four fields, naming the one that is wrong. */
export function checkDomain(domain: unknown): asserts domain is SigningDomain {
  if (typeof domain !== "object" || domain === null) {
    throw new ValidationError("domain", `must be an object, got ${describeValue(domain)}`);
  }
  const d = domain as Record<string, unknown>;
  const fault = domainFault(d);
  if (fault) invalid(`domain.${fault[0]}`, fault[1], d[fault[0]]);
}

/**
 * The EIP-712 domain separator of a domain, cached per distinct domain.
 *
 * @example
 * toHex(domainSeparator(signingConfigs.testnet.domain))
 */
export function domainSeparator(domain: SigningDomain): Uint8Array {
  if (typeof domain !== "object" || domain === null || typeof domain.chainId !== "number") {
    checkDomain(domain);
  }
  const key = `${domain.name}\n${domain.version}\n${domain.chainId}\n${String(domain.verifyingContract).toLowerCase()}`;
  let separator = separators.get(key);
  if (separator) return separator;
  checkDomain(domain);
  const words = new Uint8Array(160);
  keccak256(utf8.encode(`EIP712Domain(${DOMAIN_FIELDS})`), words, 0);
  keccak256(utf8.encode(domain.name), words, 32);
  keccak256(utf8.encode(domain.version), words, 64);
  structHashKit.uint(words, 96, domain.chainId, 256, "domain.chainId");
  structHashKit.address(words, 128, domain.verifyingContract, "domain.verifyingContract");
  separator = keccak256(words);
  if (separators.size > 64) separators.clear();
  separators.set(key, separator);
  return separator;
}

let digestBuffer: Uint8Array | undefined;

/** The reused 66 bytes a digest hashes, 0x1901 first. */
function digestInput(): Uint8Array {
  if (!digestBuffer) {
    digestBuffer = new Uint8Array(66);
    digestBuffer[0] = 0x19;
    digestBuffer[1] = 0x01;
  }
  return digestBuffer;
}

/** The EIP-712 digest as bytes: keccak256 of 0x1901, the domain separator and the struct hash. */
export function digestBytes(
  domain: SigningDomain,
  primaryType: PrimaryType,
  message: MessageOf<PrimaryType>,
  types?: Readonly<Record<string, string>>,
): Uint8Array {
  return digestOf(domain, messageTypeOf(primaryType), message, types);
}

/** {@link digestBytes} for a message type already in hand. */
export function digestOf<P extends PrimaryType>(
  domain: SigningDomain,
  type: MessageType<P>,
  message: MessageOf<P>,
  types?: Readonly<Record<string, string>>,
): Uint8Array {
  const separator = domainSeparator(domain);
  const { primaryType } = type;
  const fields = typeOverride(domain, primaryType, types);
  const structHash = fields
    ? hashStructGeneric(primaryType, fields, message as unknown as Record<string, unknown>)
    : hashGenerated(primaryType, type.hashStruct, message);
  const input = digestInput();
  input.set(separator, 2);
  input.set(structHash, 34);
  return keccak256(input);
}

/**
 * Parameters of {@link hashMessage}.
 *
 * @example
 * const digest = hashMessage({ domain: signingConfigs.testnet.domain, primaryType: "TradeOrder", message })
 */
export interface HashMessageParameters<P extends PrimaryType = PrimaryType> {
  /** The `domain` of the signing configuration. */
  readonly domain: SigningDomain;
  readonly primaryType: P;
  /** Signed field names; bigint for uint fields, Hex for address and bytes32. */
  readonly message: MessageOf<P>;
  /** Live `signatureTypes`; when they differ from the generated ones, they are used instead. */
  readonly types?: Readonly<Record<string, string>> | undefined;
}

/**
 * The EIP-712 digest of a message: what a signer signs and what the exchange recovers from.
 *
 * @example
 * const digest = hashMessage({ domain: signingConfigs.testnet.domain, primaryType: "CancelOrder", message })
 */
export function hashMessage<P extends PrimaryType>(parameters: HashMessageParameters<P>): Hex {
  return toHex(
    digestBytes(parameters.domain, parameters.primaryType, parameters.message, parameters.types),
  );
}

/**
 * The full typed data of a message, as a wallet's eth_signTypedData_v4 shows it: the domain, the
 * EIP712Domain type and the message type, and the message.
 *
 * @example
 * await walletClient.signTypedData({ account, ...typedDataOf({ domain, primaryType: "TradeOrder", message }) })
 */
export function typedDataOf<P extends PrimaryType>(
  parameters: HashMessageParameters<P>,
): {
  domain: SigningDomain;
  types: Record<string, readonly TypeField[]>;
  primaryType: P;
  message: MessageOf<P>;
} {
  const { domain, primaryType, message, types } = parameters;
  // What the wallet is shown is the configuration's own text of the type, live or generated (the
  // generated definitions, typedDataTypes, are the same text read at build time).
  const generated = (signatureTypes as Record<string, string | undefined>)[primaryType];
  if (generated === undefined) {
    throw new SignatureError(`Unknown message type ${describeValue(primaryType)}.`);
  }
  const fields = typeOverride(domain, primaryType, types) ?? parseSignatureType(generated);
  return {
    domain: {
      name: domain.name,
      version: domain.version,
      chainId: domain.chainId,
      verifyingContract: domain.verifyingContract as Address,
    },
    types: {
      EIP712Domain: parseSignatureType(DOMAIN_FIELDS),
      [primaryType]: fields,
    },
    primaryType,
    message,
  };
}
