import type { Address } from "@perpkit/core";
import type { Signer, SigningDomain } from "@perpkit/signing";
import {
  type ExtendSignerParameters,
  extendSigner,
  type LinkedSignerReturnType,
  type LinkSignerParameters,
  linkSigner,
  type RefreshSignerParameters,
  type RevokeSignerParameters,
  refreshSigner,
  revokeSigner,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "./account.js";
import {
  type BatchOrdersParameters,
  type BatchOrdersReturnType,
  batchOrders,
} from "./batch-orders.js";
import {
  type CancelOrdersParameters,
  type CancelOrdersReturnType,
  cancelOrders,
} from "./cancel-orders.js";
import type { ReferralPage } from "./generated/types.js";
import {
  getOwnSubaccount,
  listOwnSubaccounts,
  type OwnSubaccount,
  type OwnSubaccountOptions,
} from "./own-account.js";
import {
  type DryRunOrderParameters,
  type DryRunOrderReturnType,
  dryRunOrder,
  type PlaceOrderParameters,
  type PlaceOrderResult,
  type PlaceOrderResultParameters,
  type PlaceOrderReturnType,
  type PreparedOrder,
  placeOrder,
  prepareOrder,
  type SendOrderOptions,
  sendOrder,
} from "./place-order.js";
import { createReadClient, type ReadClient } from "./read-client.js";
import {
  type ActivateReferralParameters,
  activateReferral,
  type ClaimReferralCodeParameters,
  claimReferralCode,
  type GetReferralSummaryParameters,
  getReferralSummary,
  type ListReferralsParameters,
  listReferrals,
  type ReferralReturnType,
} from "./referrals.js";
import {
  createTradingContext,
  type TradingContext,
  type TradingContextOptions,
} from "./trading-context.js";

/**
 * Options of {@link createRestClient}: those of a trading context (see
 * {@link TradingContextOptions}); without a `signer` the client only reads.
 *
 * @example
 * const options: RestClientOptions = { network: "testnet", signer: privateKeyToAccount(key), retry: true, timeoutMs: 5_000 }
 */
export type RestClientOptions = TradingContextOptions;

/**
 * A REST client: every read endpoint, and the signed operations when it has a signer. A client
 * with a signer (or an `account`) knows its own subaccount: account reads leave `subaccountId`
 * out and get it, and orders go to it.
 *
 * @example
 * const client: RestClient = createRestClient({ network: "testnet", signer })
 * const page = await client.listOrders() // the client's own subaccount
 */
export interface RestClient extends ReadClient {
  /** The trading context the client is built on; the free functions take it too. */
  readonly context: TradingContext;
  /** The client's signer, adapted. */
  readonly signer: Signer | undefined;
  /** The owner wallet of the client's subaccounts. */
  readonly account: Address | undefined;
  /** True when the signer is a linked signer, not the owner: it can trade but never withdraw. */
  readonly isLinkedSigner: boolean;
  /** The EIP-712 domain requests are signed with (live, fetched once). */
  getSigningDomain(): Promise<SigningDomain>;
  /**
   * The client's own subaccount: the one the `subaccount` option names (name, bytes32 or id), or
   * the account's first. Looked up once.
   */
  getOwnSubaccount(options?: OwnSubaccountOptions): Promise<OwnSubaccount>;
  /** Every subaccount of the client's account, oldest first. */
  listOwnSubaccounts(options?: OwnSubaccountOptions): Promise<readonly OwnSubaccount[]>;
  /**
   * Places one order; a refused one throws an OrderRejectedError (see {@link PlaceOrderParameters}).
   */
  placeOrder(parameters: PlaceOrderParameters): Promise<PlaceOrderReturnType>;
  /** Places one order and answers a refusal instead of throwing it (`throwOnReject: false`). */
  placeOrder(parameters: PlaceOrderResultParameters): Promise<PlaceOrderResult>;
  /** Checks and signs an order without sending it; `sendOrder` sends it. */
  prepareOrder(
    parameters: PlaceOrderParameters | PlaceOrderResultParameters,
  ): Promise<PreparedOrder>;
  /** Sends an order made by `prepareOrder`; a refused one throws an OrderRejectedError. */
  sendOrder(
    prepared: PreparedOrder,
    options?: SendOrderOptions & { readonly throwOnReject?: true | undefined },
  ): Promise<PlaceOrderReturnType>;
  /** Sends an order made by `prepareOrder` and answers a refusal instead of throwing it. */
  sendOrder(
    prepared: PreparedOrder,
    options: SendOrderOptions & { readonly throwOnReject: boolean },
  ): Promise<PlaceOrderResult>;
  /** Cancels orders by id and client order id, one outcome per id. */
  cancelOrders(parameters: CancelOrdersParameters): Promise<CancelOrdersReturnType>;
  /** Places and cancels orders of one subaccount in one request, where the network offers it. */
  batchOrders(parameters: BatchOrdersParameters): Promise<BatchOrdersReturnType>;
  /** Simulates an order without signing it. */
  dryRunOrder(parameters: DryRunOrderParameters): Promise<DryRunOrderReturnType>;
  /** Requests a withdrawal; only the owner's wallet can. */
  withdraw(parameters: WithdrawParameters): Promise<WithdrawReturnType>;
  /** Links a new signer (signed by the owner and by the new signer). */
  linkSigner(parameters: LinkSignerParameters): Promise<LinkedSignerReturnType>;
  /** Revokes a linked signer (signed by the owner). */
  revokeSigner(parameters: RevokeSignerParameters): Promise<LinkedSignerReturnType>;
  /** Extends a linked signer (signed by the linked signer). */
  extendSigner(parameters?: ExtendSignerParameters): Promise<LinkedSignerReturnType>;
  /** Refreshes an expired linked signer (signed by the owner). */
  refreshSigner(parameters: RefreshSignerParameters): Promise<LinkedSignerReturnType>;
  /** Activates the account in the referral program, which gives it a code (EIP712Auth). */
  activateReferral(parameters?: ActivateReferralParameters): Promise<ReferralReturnType>;
  /** Claims another account's referral code (EIP712Auth). */
  claimReferralCode(parameters: ClaimReferralCodeParameters): Promise<ReferralReturnType>;
  /** The accounts this account referred, a page at a time (a signed read). */
  listReferrals(parameters?: ListReferralsParameters): Promise<ReferralPage>;
  /** This account's own referral record (a signed read). */
  getReferralSummary(parameters?: GetReferralSummaryParameters): Promise<ReferralReturnType>;
}

/**
 * Creates a REST client for one network. Reads need nothing more; signed operations need a
 * `signer`. Nonces and `signedAt` come from the server clock (GET /v1/time), the signing domain
 * from the live GET /v1/rpc/config, and products from a refreshable cache; every rule of the
 * interface is checked before anything is signed or sent.
 *
 * @example
 * import { privateKeyToAccount } from "viem/accounts"
 * const client = createRestClient({ network: "testnet", signer: privateKeyToAccount(key), retry: true })
 * const { id, result } = await client.placeOrder({
 *   symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD",
 * })
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const context = createTradingContext(options);
  const { client } = createReadClient(options, context);
  return Object.assign(client, {
    context,
    signer: context.signer,
    account: context.account,
    isLinkedSigner: context.isLinkedSigner,
    getSigningDomain: () => context.getSigningDomain(),
    getOwnSubaccount: (ownOptions?: OwnSubaccountOptions) => getOwnSubaccount(context, ownOptions),
    listOwnSubaccounts: (ownOptions?: OwnSubaccountOptions) =>
      listOwnSubaccounts(context, ownOptions),
    placeOrder: ((parameters: PlaceOrderResultParameters) =>
      placeOrder(context, parameters)) as RestClient["placeOrder"],
    prepareOrder: (parameters: PlaceOrderParameters | PlaceOrderResultParameters) =>
      prepareOrder(context, parameters),
    sendOrder: ((prepared: PreparedOrder, sendOptions: SendOrderOptions = {}) =>
      sendOrder(context, prepared, {
        ...sendOptions,
        throwOnReject: sendOptions.throwOnReject ?? true,
      })) as RestClient["sendOrder"],
    cancelOrders: (parameters: CancelOrdersParameters) => cancelOrders(context, parameters),
    batchOrders: (parameters: BatchOrdersParameters) => batchOrders(context, parameters),
    dryRunOrder: (parameters: DryRunOrderParameters) => dryRunOrder(context, parameters),
    withdraw: (parameters: WithdrawParameters) => withdraw(context, parameters),
    linkSigner: (parameters: LinkSignerParameters) => linkSigner(context, parameters),
    revokeSigner: (parameters: RevokeSignerParameters) => revokeSigner(context, parameters),
    extendSigner: (parameters?: ExtendSignerParameters) => extendSigner(context, parameters),
    refreshSigner: (parameters: RefreshSignerParameters) => refreshSigner(context, parameters),
    activateReferral: (parameters?: ActivateReferralParameters) =>
      activateReferral(context, parameters),
    claimReferralCode: (parameters: ClaimReferralCodeParameters) =>
      claimReferralCode(context, parameters),
    listReferrals: (parameters?: ListReferralsParameters) => listReferrals(context, parameters),
    getReferralSummary: (parameters?: GetReferralSummaryParameters) =>
      getReferralSummary(context, parameters),
  });
}
