import type { Address, Hex } from "@perpkit/core";
import type { PrimaryType } from "@perpkit/signing";
import type { Exchange } from "../engine/index.js";
import type { RouteSpec } from "../generated/routes.js";

/**
 * The EIP-712 domain and message types the sandbox signs under (GET /v1/rpc/config).
 *
 * @example
 * const config: SandboxSigningConfig = signingConfigs.local
 */
export interface SandboxSigningConfig {
  readonly domain: {
    readonly name: string;
    readonly version: string;
    readonly chainId: number;
    readonly verifyingContract: Address;
  };
  readonly signatureTypes: Readonly<Record<string, string>>;
}

/**
 * The signed message types the REST endpoints verify.
 *
 * @example
 * const type: SignedMessageType = "TradeOrder"
 */
export type SignedMessageType = PrimaryType;

/**
 * How the server turns request bodies into signed messages and checks their signatures.
 *
 * @example
 * const signatures: RequestSignatures = createRequestSignatures(signingConfigs.local)
 */
export interface RequestSignatures {
  /** The signing configuration the server serves and verifies against. */
  readonly config: SandboxSigningConfig;
  /**
   * Builds the message a body's `data` signs, checking each field (ValidationError naming it);
   * nonce and signedAt windows are measured from `nowMs`, the sandbox's clock.
   */
  message(type: SignedMessageType, data: unknown, nowMs: number): unknown;
  /** True when `signature` over the message was made by `address`'s key; false when malformed. */
  verify(
    type: SignedMessageType,
    message: unknown,
    signature: Hex,
    address: Address,
  ): boolean | Promise<boolean>;
  /** The address whose key produced `signature` over the message. Throws when it is malformed. */
  recover(type: SignedMessageType, message: unknown, signature: Hex): Address;
  /** The EIP-712 digest of a message. */
  digest(type: SignedMessageType, message: unknown): Hex;
}

/**
 * What a handler gets: the exchange, the checked request, the signature checks and the account
 * charge.
 *
 * @example
 * const handler = (ctx: HandlerContext) => ({ body: { time: ctx.exchange.now() } })
 */
export interface HandlerContext {
  readonly exchange: Exchange;
  readonly signatures: RequestSignatures;
  readonly route: RouteSpec;
  /** Path and query parameters, checked and typed by the spec. */
  readonly params: Record<string, unknown>;
  /** The request headers the operation reads (lower-case names), checked by the spec. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body, checked against the spec (undefined when the operation takes none). */
  readonly body: unknown;
  /** Spends the account pool's points for a signed request; throws 429 RATE_LIMIT_ACCOUNT. */
  chargeAccount(account: Address): void;
}

/**
 * A handler's context without the request: what the helpers handlers share need (the exchange,
 * the signature checks, the account charge).
 *
 * @example
 * await verify(ctx, "CancelOrder", data, signature, sender)
 */
export type HandlerTools = Omit<HandlerContext, "params" | "headers" | "body" | "route">;

/**
 * A handler's answer; the status defaults to the operation's success status.
 *
 * @example
 * const result: HandlerResult = { status: 201, body: { id } }
 */
export interface HandlerResult {
  readonly status?: number;
  readonly body: unknown;
}

/**
 * Serves one REST operation.
 *
 * @example
 * const getTime: Handler = (ctx) => ({ body: { time: ctx.exchange.now() } })
 */
export type Handler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;
