import { type Address, createRequestBudget } from "@perpkit/core";
import type { Signer, SigningDomain } from "@perpkit/signing";
import {
  type ActivateReferralParameters,
  type ActivateReferralReturnType,
  activateReferral,
} from "./actions/activate-referral.js";
import {
  type BatchOrdersParameters,
  type BatchOrdersReturnType,
  batchOrders,
} from "./actions/batch-orders.js";
import {
  type CancelAllParameters,
  type CancelAllReturnType,
  cancelAll,
} from "./actions/cancel-all.js";
import {
  type CancelOrdersParameters,
  type CancelOrdersReturnType,
  cancelOrders,
} from "./actions/cancel-orders.js";
import {
  type ClaimReferralCodeParameters,
  type ClaimReferralCodeReturnType,
  claimReferralCode,
} from "./actions/claim-referral-code.js";
import {
  type DryRunOrderParameters,
  type DryRunOrderReturnType,
  dryRunOrder,
} from "./actions/dry-run-order.js";
import {
  type ExtendSignerParameters,
  type ExtendSignerReturnType,
  extendSigner,
} from "./actions/extend-signer.js";
import {
  type GetReferralSummaryParameters,
  type GetReferralSummaryReturnType,
  getReferralSummary,
} from "./actions/get-referral-summary.js";
import {
  type LinkSignerParameters,
  type LinkSignerReturnType,
  linkSigner,
} from "./actions/link-signer.js";
import {
  type ListReferralsParameters,
  type ListReferralsReturnType,
  listReferrals,
} from "./actions/list-referrals.js";
import {
  type PlaceOrderParameters,
  type PlaceOrderResult,
  type PlaceOrderResultParameters,
  type PlaceOrderReturnType,
  type PreparedOrder,
  type PrepareOrderParameters,
  type PrepareOrderReturnType,
  placeOrder,
  prepareOrder,
  type SendOrderOptions,
  type SendOrderResult,
  type SendOrderReturnType,
  sendOrder,
} from "./actions/place-order.js";
import {
  type RefreshSignerParameters,
  type RefreshSignerReturnType,
  refreshSigner,
} from "./actions/refresh-signer.js";
import {
  type RevokeSignerParameters,
  type RevokeSignerReturnType,
  revokeSigner,
} from "./actions/revoke-signer.js";
import {
  type SignedActionName,
  type SignedActionParameters,
  type SignedActionReturnType,
  signedAction,
} from "./actions/signed-action.js";
import { type WithdrawParameters, type WithdrawReturnType, withdraw } from "./actions/withdraw.js";
import { createReadClient, type ReadClient } from "./read-client.js";
import {
  createTradingContext,
  getOwnSubaccount,
  listOwnSubaccounts,
  type OwnSubaccount,
  type OwnSubaccountOptions,
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
  prepareOrder(parameters: PrepareOrderParameters): Promise<PrepareOrderReturnType>;
  /** Sends an order made by `prepareOrder`; a refused one throws an OrderRejectedError. */
  sendOrder(
    prepared: PreparedOrder,
    options?: SendOrderOptions & { readonly throwOnReject?: true | undefined },
  ): Promise<SendOrderReturnType>;
  /** Sends an order made by `prepareOrder` and answers a refusal instead of throwing it. */
  sendOrder(
    prepared: PreparedOrder,
    options: SendOrderOptions & { readonly throwOnReject: boolean },
  ): Promise<SendOrderResult>;
  /** Cancels orders by id and client order id, one outcome per id. */
  cancelOrders(parameters: CancelOrdersParameters): Promise<CancelOrdersReturnType>;
  /**
   * Cancels every open order of the subaccount, or one market's (`symbol`), 200 ids per signed
   * request: one outcome per order.
   */
  cancelAll(parameters?: CancelAllParameters): Promise<CancelAllReturnType>;
  /** Places and cancels orders of one subaccount in one request, where the network offers it. */
  batchOrders(parameters: BatchOrdersParameters): Promise<BatchOrdersReturnType>;
  /** Simulates an order without signing it. */
  dryRunOrder(parameters: DryRunOrderParameters): Promise<DryRunOrderReturnType>;
  /** Requests a withdrawal; only the owner's wallet can. */
  withdraw(parameters: WithdrawParameters): Promise<WithdrawReturnType>;
  /** Links a new signer (signed by the owner and by the new signer). */
  linkSigner(parameters: LinkSignerParameters): Promise<LinkSignerReturnType>;
  /** Revokes a linked signer (signed by the owner). */
  revokeSigner(parameters: RevokeSignerParameters): Promise<RevokeSignerReturnType>;
  /** Extends a linked signer (signed by the linked signer). */
  extendSigner(parameters?: ExtendSignerParameters): Promise<ExtendSignerReturnType>;
  /** Refreshes an expired linked signer (signed by the owner). */
  refreshSigner(parameters: RefreshSignerParameters): Promise<RefreshSignerReturnType>;
  /** Activates the account in the referral program, which gives it a code (EIP712Auth). */
  activateReferral(parameters?: ActivateReferralParameters): Promise<ActivateReferralReturnType>;
  /** Claims another account's referral code (EIP712Auth). */
  claimReferralCode(parameters: ClaimReferralCodeParameters): Promise<ClaimReferralCodeReturnType>;
  /** The accounts this account referred, a page at a time (a signed read). */
  listReferrals(parameters?: ListReferralsParameters): Promise<ListReferralsReturnType>;
  /** This account's own referral record (a signed read). */
  getReferralSummary(
    parameters?: GetReferralSummaryParameters,
  ): Promise<GetReferralSummaryReturnType>;
  /**
   * A signed operation of the live contract that no action above knows yet (`signedActions`), by
   * its name: generic over its own fields, those the client knows filled in.
   */
  signedAction<K extends SignedActionName>(
    name: K,
    parameters: SignedActionParameters<K>,
  ): Promise<SignedActionReturnType<K>>;
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
  const context = createTradingContext({
    ...options,
    budget: options.budget ?? createRequestBudget({ clock: options.clock }),
    subaccountLookup: options.subaccountLookup ?? getOwnSubaccount,
  });
  const { client } = createReadClient(options, context);
  return Object.assign(client, {
    context,
    signer: context.signer,
    account: context.account,
    isLinkedSigner: context.isLinkedSigner,
    getSigningDomain: () => context.signingDomain.get(),
    getOwnSubaccount: (ownOptions?: OwnSubaccountOptions) => getOwnSubaccount(context, ownOptions),
    listOwnSubaccounts: (ownOptions?: OwnSubaccountOptions) =>
      listOwnSubaccounts(context, ownOptions),
    placeOrder: ((parameters: PlaceOrderResultParameters) =>
      placeOrder(context, parameters)) as RestClient["placeOrder"],
    prepareOrder: (parameters: PrepareOrderParameters) => prepareOrder(context, parameters),
    sendOrder: ((prepared: PreparedOrder, sendOptions: SendOrderOptions = {}) =>
      sendOrder(context, prepared, {
        ...sendOptions,
        throwOnReject: sendOptions.throwOnReject ?? true,
      })) as RestClient["sendOrder"],
    cancelOrders: (parameters: CancelOrdersParameters) => cancelOrders(context, parameters),
    cancelAll: (parameters?: CancelAllParameters) => cancelAll(context, parameters),
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
    signedAction: <K extends SignedActionName>(name: K, parameters: SignedActionParameters<K>) =>
      signedAction(context, name, parameters),
  });
}
