import { type Address, assertAddress, limits } from "@perpkit/core";
import { notFound, TransferType } from "../../engine/index.js";
import {
  balanceRecords,
  signerRecord,
  subaccountRecord,
  tokenRecord,
  transferRecord,
  withdrawalRecord,
} from "../../wire/rest-records.js";
import { paginate } from "../pagination.js";
import { signerById, subaccountOf } from "./lookups.js";
import type { SomeHandlers } from "./types.js";

/**
 * GET endpoints of the money and the people behind it: tokens, transfers, subaccounts and their
 * balances, linked signers.
 *
 * @example
 * accountReads.getSubaccount(ctx).body.name
 */
export const accountReads: SomeHandlers<
  | "listTokens"
  | "getToken"
  | "listWithdrawals"
  | "listTransfers"
  | "listAllSubaccounts"
  | "listSubaccounts"
  | "listBalances"
  | "getSubaccount"
  | "getSignerQuota"
  | "listSigners"
  | "getLinkedSigner"
  | "getSignerStatus"
> = {
  listTokens: ({ exchange, params }) => {
    const tokens = exchange
      .tokens()
      .filter(
        (t) =>
          (params.depositEnabled === undefined || t.depositEnabled === params.depositEnabled) &&
          (params.withdrawEnabled === undefined || t.withdrawEnabled === params.withdrawEnabled),
      );
    return { body: paginate(tokens, params, tokenRecord, (t) => t.createdAt, "asc") };
  },

  getToken: ({ exchange, params }) => {
    const token = exchange.token(params.tokenId);
    if (!token) throw notFound(`token ${params.tokenId} not found`);
    return { body: tokenRecord(token) };
  },

  listWithdrawals: ({ exchange, params }) => {
    const list = exchange
      .transfers(subaccountOf(exchange, params.subaccountId).id)
      .filter((t) => t.type === TransferType.WITHDRAW);
    return { body: paginate(list, params, withdrawalRecord) };
  },

  listTransfers: ({ exchange, params }) => {
    const statuses = params.statuses && params.statuses.length > 0 ? params.statuses : undefined;
    const types = params.types && params.types.length > 0 ? params.types : undefined;
    const list = exchange
      .transfers(subaccountOf(exchange, params.subaccountId).id)
      .filter(
        (t) =>
          (statuses === undefined || statuses.includes(t.status)) &&
          (types === undefined || types.includes(t.type)),
      );
    return { body: paginate(list, params, transferRecord) };
  },

  listAllSubaccounts: ({ exchange, params }) => ({
    body: paginate([...exchange.subaccounts()], params, subaccountRecord),
  }),

  listSubaccounts: ({ exchange, params }) => {
    // The live document types sender as any hex; an owner is an address.
    assertAddress(params.sender, "query.sender");
    const list = exchange
      .subaccountsOf(params.sender.toLowerCase() as Address)
      .filter((s) => params.name === undefined || s.name === params.name.toLowerCase());
    return { body: paginate(list, params, subaccountRecord) };
  },

  listBalances: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const records = balanceRecords(exchange, subaccount.id);
    return {
      body: paginate(
        records,
        params,
        (r) => r,
        () => subaccount.createdAt,
        "asc",
      ),
    };
  },

  getSubaccount: ({ exchange, params }) => ({
    body: subaccountRecord(subaccountOf(exchange, params.subaccountId)),
  }),

  getSignerQuota: ({ exchange, params }) => {
    const quota = exchange.signerQuota(subaccountOf(exchange, params.subaccountId).id);
    return {
      body: {
        maxLinkedSignersPeriodDays: quota.maxLinkedSignersPeriodDays,
        maxLinkedSignersInPeriod: quota.maxLinkedSignersInPeriod,
        linkedSignersUsedInPeriod: quota.linkedSignersUsedInPeriod,
        linkedSignerRefreshHoursBeforeExpiry: limits.linkedSigner.refreshHoursBeforeExpiry,
      },
    };
  },

  listSigners: ({ exchange, params }) => {
    const statuses = params.statuses && params.statuses.length > 0 ? params.statuses : undefined;
    const list = exchange
      .linkedSignersOf(subaccountOf(exchange, params.subaccountId).id)
      .filter((s) => statuses === undefined || statuses.includes(s.status));
    return { body: paginate(list, params, (s) => signerRecord(exchange, s)) };
  },

  getLinkedSigner: ({ exchange, params }) => {
    const signer = signerById(exchange, params.signerId);
    if (!signer) throw notFound(`linked signer ${params.signerId} not found`);
    return { body: signerRecord(exchange, signer) };
  },

  getSignerStatus: ({ exchange, params }) => {
    const signer = exchange.linkedSigner(params.address as Address);
    if (!signer) throw notFound(`${params.address} is not a linked signer`);
    return { body: signerRecord(exchange, signer) };
  },
};
