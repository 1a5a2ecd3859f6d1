import {
  type Address,
  describeValue,
  type Hex,
  SignatureError,
  ValidationError,
} from "@perpkit/core";
import { isAddress, parseHex, toHex, toLowS } from "./bytes.js";
import { addressOfPrivateKey, checkPrivateKey, signDigestBytes } from "./curve/secp256k1.js";
import type { SigningDomain } from "./generated/configs.js";
import type { TypeField } from "./hash.js";

/**
 * The full typed data of one message, as a wallet signs it (eth_signTypedData_v4).
 *
 * @example
 * const typedData: TypedDataToSign = typedDataOf({ domain, primaryType: "TradeOrder", message })
 */
export interface TypedDataToSign {
  readonly domain: SigningDomain;
  /** The message type and `EIP712Domain`. */
  readonly types: Readonly<Record<string, readonly TypeField[]>>;
  readonly primaryType: string;
  readonly message: object;
}

/**
 * Anything that signs for one address. `signDigest`, when present, signs the 32-byte EIP-712 digest
 * directly (the fast path); otherwise `signTypedData` receives the full typed data.
 *
 * @example
 * const signer: Signer = privateKeySigner(process.env.PRIVATE_KEY as Hex)
 */
export interface Signer {
  readonly address: Address;
  readonly signDigest?: ((digest: Hex) => Hex | Promise<Hex>) | undefined;
  readonly signTypedData: (typedData: TypedDataToSign) => Promise<Hex>;
}

/**
 * A viem local account: `privateKeyToAccount`, `mnemonicToAccount`, `toAccount`.
 *
 * @example
 * const signer = toSigner(privateKeyToAccount(key))
 */
export interface ViemLocalAccountLike {
  readonly type: "local";
  readonly address: Address;
  readonly sign?: ((parameters: { hash: Hex }) => Promise<Hex>) | undefined;
  readonly signTypedData: (typedData: never) => Promise<Hex>;
}

/**
 * A viem wallet client with an account (local or JSON-RPC).
 *
 * @example
 * const signer = toSigner(createWalletClient({ account, transport: custom(window.ethereum) }))
 */
export interface ViemWalletClientLike {
  readonly account?: { readonly address: Address; readonly type: string } | undefined;
  readonly signTypedData: (parameters: never) => Promise<Hex>;
  readonly request: unknown;
}

/**
 * An ethers v6 signer (`Wallet`, `JsonRpcSigner`, ...): wrap it with {@link ethersSigner}.
 *
 * @example
 * const signer = ethersSigner(new Wallet(key))
 */
export interface EthersSignerLike {
  readonly address?: string;
  readonly getAddress: () => Promise<string>;
  readonly signTypedData: (domain: never, types: never, value: never) => Promise<string>;
}

/**
 * An EIP-1193 provider (`window.ethereum`, a JSON-RPC node): wrap it with {@link eip1193Signer}.
 *
 * @example
 * const signer = eip1193Signer(window.ethereum, { address })
 */
export interface Eip1193ProviderLike {
  readonly request: (args: { method: string; params?: unknown }) => Promise<unknown>;
}

/**
 * What perpkit accepts as a signer: one of ours, or a viem local account or wallet client. An
 * ethers signer goes through {@link ethersSigner} first, an EIP-1193 provider through
 * {@link eip1193Signer}, so that a bundle carries those adapters only when it uses them.
 *
 * @example
 * const signer: SignerLike = privateKeyToAccount(key)
 */
export type SignerLike = Signer | ViemLocalAccountLike | ViemWalletClientLike;

/**
 * Options of {@link toSigner}.
 *
 * @example
 * const signer = toSigner(provider, { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" })
 */
export interface ToSignerOptions {
  /**
   * The address the signatures are for. Required for an EIP-1193 provider; for a contract wallet
   * (EIP-1271) owner, the contract's address, which then goes into `sender`.
   */
  readonly address?: Address | undefined;
}

/** Marks signers made here, whose digest signing is synchronous and takes bytes. */
export const fastDigestSigner: unique symbol = /* @__PURE__ */ Symbol("perpkit.fastDigestSigner");

/**
 * A signer made by {@link privateKeySigner}.
 *
 * @example
 * const signer: PrivateKeySigner = privateKeySigner(key)
 * signer.address // the key's checksummed address
 */
export interface PrivateKeySigner extends Signer {
  readonly signDigest: (digest: Hex) => Hex;
  readonly [fastDigestSigner]: (digest: Uint8Array) => Hex;
}

/**
 * A signature as the exchange wants it: 65 bytes with v = 27 or 28 and a low s (EIP-2). Accepts v
 * of 0 or 1, a high s (turned into its low-s twin, which recovers the same address) and 64-byte
 * compact (EIP-2098) signatures; any other length (a contract wallet's EIP-1271 signature) is
 * returned unchanged, lower-cased.
 *
 * @example
 * normalizeSignature("0x…00") // "0x…1b"
 */
export function normalizeSignature(signature: unknown): Hex {
  const bytes = parseHex(signature);
  if (!bytes || bytes.length === 0) {
    throw new SignatureError(
      `The signer returned something that is not a hex signature: ${describeValue(signature)}.`,
    );
  }
  if (bytes.length === 65) {
    const v = bytes[64] as number;
    if (v === 0 || v === 1) bytes[64] = v + 27;
    else if (v !== 27 && v !== 28)
      throw new SignatureError(`The signer returned v = ${v}; 27 or 28 was expected.`);
    return toLowS(bytes);
  }
  if (bytes.length === 64) {
    const out = new Uint8Array(65);
    out.set(bytes);
    const yParity = (bytes[32] as number) >> 7;
    out[32] = (bytes[32] as number) & 0x7f;
    out[64] = 27 + yParity;
    return toHex(out);
  }
  return toHex(bytes);
}

/**
 * A signer for a raw private key: the fastest path, signing the digest in-process with the
 * package's secp256k1 backend (RFC 6979, low s).
 *
 * @example
 * const signer = privateKeySigner("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
 */
export function privateKeySigner(privateKey: Hex): PrivateKeySigner {
  const key = checkPrivateKey(privateKey);
  const address = addressOfPrivateKey(key) as Address;
  const digestBuffer = new Uint8Array(32);
  const signBytes = (digest: Uint8Array): Hex => signDigestBytes(digest, key);
  return {
    address,
    signDigest(digest: Hex): Hex {
      if (!parseHexInto(digestBuffer, digest)) {
        throw new ValidationError(
          "digest",
          `must be 0x and 64 hex digits, got ${describeValue(digest)}`,
        );
      }
      return signBytes(digestBuffer);
    },
    async signTypedData(): Promise<Hex> {
      throw new SignatureError("privateKeySigner signs digests; call signMessage instead.");
    },
    [fastDigestSigner]: signBytes,
  };
}

function parseHexInto(out: Uint8Array, value: unknown): boolean {
  const bytes = parseHex(value);
  if (!bytes || bytes.length !== out.length) return false;
  out.set(bytes);
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null;
}

/** JSON for eth_signTypedData_v4: bigints as decimal strings. */
function typedDataJson(typedData: TypedDataToSign): string {
  return JSON.stringify(typedData, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

/**
 * What was passed as a signer, without its value: whatever it is, it may hold a private key, and
 * a mistyped key is still a secret.
 */
function kindOf(value: unknown): string {
  if (typeof value === "string") return `a string of ${value.length} characters (not shown)`;
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value} (not shown)`;
}

/** An address field of something passed as a signer; a malformed one is never quoted. */
function signerAddress(value: unknown, field: string): Address {
  if (typeof value === "string" && isAddress(value)) return value as Address;
  throw new ValidationError(
    field,
    `must be a 0x-prefixed 20-byte address with a valid EIP-55 checksum, got ${kindOf(value)}`,
  );
}

const adapted = new WeakMap<object, Signer>();
const OF = " of @perpkit/signing";

/**
 * Turns a viem account or wallet client into a {@link Signer}, by duck typing:
 * - a viem local account: our digest, then the account's `sign({ hash })` (fast path);
 * - a viem wallet client: its `signTypedData` with the full typed data (eth_signTypedData_v4 for a
 *   JSON-RPC account, so the wallet can show what is signed); a local account inside it takes the
 *   fast path;
 * - a {@link Signer} (one of {@link ethersSigner}, {@link eip1193Signer}, {@link privateKeySigner}
 *   or your own) is returned as it is.
 * An ethers signer or an EIP-1193 provider given as it is is refused with a ValidationError naming
 * `signer` and the function that wraps it. Signatures are normalised to 65 bytes with v = 27 or 28.
 *
 * @example
 * const signer = toSigner(privateKeyToAccount(key))
 */
export function toSigner(signerLike: SignerLike, options: ToSignerOptions = {}): Signer {
  if (!isObject(signerLike)) {
    throw new ValidationError(
      "signer",
      `must be an account, wallet client or signer, got ${kindOf(signerLike)}`,
      typeof signerLike === "string"
        ? { metaMessages: ["A private key goes through privateKeySigner(key) first."] }
        : {},
    );
  }
  if (options.address === undefined) {
    const cached = adapted.get(signerLike);
    if (cached) return cached;
  }
  const signer = adapt(signerLike, options);
  if (options.address === undefined) adapted.set(signerLike, signer);
  return signer;
}

function adapt(x: Record<string, unknown>, options: ToSignerOptions): Signer {
  const override =
    options.address === undefined ? undefined : signerAddress(options.address, "address");
  // A viem local account.
  if (x.type === "local" && typeof x.signTypedData === "function") {
    const account = x as unknown as ViemLocalAccountLike;
    const sign = account.sign;
    return {
      address: override ?? signerAddress(account.address, "signer.address"),
      signDigest:
        typeof sign === "function" ? (hash: Hex) => sign.call(account, { hash }) : undefined,
      signTypedData: (typedData) =>
        (account.signTypedData as (t: TypedDataToSign) => Promise<Hex>).call(account, typedData),
    };
  }
  // A viem wallet client: has `request` and a single-object signTypedData.
  if (
    typeof x.request === "function" &&
    typeof x.signTypedData === "function" &&
    isObject(x.account)
  ) {
    const client = x as unknown as ViemWalletClientLike;
    const account = client.account as Record<string, unknown>;
    if (account.type === "local" && typeof account.signTypedData === "function") {
      const local = adapt(account, options);
      return local;
    }
    return {
      address: override ?? signerAddress(account.address, "signer.account.address"),
      signTypedData: (typedData) =>
        (client.signTypedData as (p: unknown) => Promise<Hex>).call(client, {
          account: client.account,
          ...typedData,
        }),
    };
  }
  // An ethers signer (which has an `address` and a signTypedData too) or an EIP-1193 provider:
  // adapted only by the function that wraps it, so that a bundle without them leaves them out.
  if (typeof x.getAddress === "function") {
    throw new ValidationError(
      "signer",
      `is an ethers signer: wrap it with ethersSigner(signer)${OF}`,
    );
  }
  // Already a Signer.
  if (typeof x.signTypedData === "function" && typeof x.address === "string") {
    const signer = x as unknown as Signer;
    return override ? { ...signer, address: override } : signer;
  }
  if (typeof x.request === "function") {
    throw new ValidationError(
      "signer",
      `is an EIP-1193 provider: wrap it with eip1193Signer(provider, { address })${OF}`,
    );
  }
  throw new ValidationError(
    "signer",
    "is not a viem account or wallet client or a perpkit Signer (ethersSigner and eip1193Signer wrap the others)",
  );
}

/**
 * A {@link Signer} for an ethers v6 signer (`Wallet`, `JsonRpcSigner`, ...): its
 * `signTypedData(domain, types, value)`. The address is the signer's `address` property, or the
 * one given (`await signer.getAddress()` for a signer without one, a contract wallet's for
 * EIP-1271).
 *
 * @example
 * const context = createTradingContext({ network: "testnet", signer: ethersSigner(new Wallet(key)) })
 */
export function ethersSigner(signer: EthersSignerLike, options: ToSignerOptions = {}): Signer {
  if (!isObject(signer) || typeof signer.signTypedData !== "function") {
    throw new ValidationError("signer", `must be an ethers signer, got ${kindOf(signer)}`);
  }
  const address = options.address ?? signer.address;
  if (address === undefined) {
    throw new ValidationError(
      "signer",
      "is an ethers signer without an `address` property: pass ethersSigner(signer, { address: await signer.getAddress() })",
    );
  }
  const checked = signerAddress(
    address,
    options.address === undefined ? "signer.address" : "address",
  );
  const ethers = signer as unknown as {
    signTypedData(d: unknown, t: unknown, v: unknown): Promise<string>;
  };
  return {
    address: checked,
    async signTypedData(typedData) {
      const { EIP712Domain: _domainType, ...types } = typedData.types;
      return (await ethers.signTypedData(typedData.domain, types, typedData.message)) as Hex;
    },
  };
}

/**
 * A {@link Signer} for an EIP-1193 provider (`window.ethereum`, a JSON-RPC node) and the address
 * it signs for: eth_signTypedData_v4 with the full typed data.
 *
 * @example
 * const [address] = await window.ethereum.request({ method: "eth_requestAccounts" })
 * const signer = eip1193Signer(window.ethereum, { address })
 */
export function eip1193Signer(
  provider: Eip1193ProviderLike,
  options: ToSignerOptions & { readonly address: Address },
): Signer {
  if (!isObject(provider) || typeof provider.request !== "function") {
    throw new ValidationError("provider", `must be an EIP-1193 provider, got ${kindOf(provider)}`);
  }
  if (options?.address === undefined) {
    throw new ValidationError("address", "is required: eip1193Signer(provider, { address })");
  }
  const address = signerAddress(options.address, "address");
  return {
    address,
    async signTypedData(typedData) {
      const result = await provider.request({
        method: "eth_signTypedData_v4",
        params: [address, typedDataJson(typedData)],
      });
      return result as Hex;
    },
  };
}
