import { type Address, type Hex, limits } from "@perpkit/core";
import type { Accounts } from "./accounts.js";
import { LinkedSignerStatus } from "./enums.js";
import { invalid, notFound, unauthorized } from "./errors.js";
import type { LinkedSigner, Subaccount } from "./records.js";
import type { Signers } from "./signers.js";

/**
 * Who is acting on a subaccount: its owner, or one of its linked signers.
 *
 * @example
 * const { subaccount, signer }: Trader = exchange.trader(sender, encodeSubaccountName("primary"))
 */
export interface Trader {
  readonly subaccount: Subaccount;
  /** Set when a linked signer acts. */
  readonly signer: LinkedSigner | undefined;
}

/**
 * Works out which subaccount a trading request acts on: `sender`'s own subaccount of that name,
 * or the subaccount `sender` is linked to as a signer. A linked signer must be active, not
 * expired, and linked to a subaccount of that name (400 otherwise).
 *
 * @example
 * const { subaccount } = traderOf(exchange.accounts, exchange.signers, sender, name)
 */
export function traderOf(
  accounts: Accounts,
  signers: Signers,
  sender: Address,
  subaccountName: Hex,
): Trader {
  const own = accounts.find(sender, subaccountName);
  if (own) return { subaccount: own, signer: undefined };
  const signer = signers.get(sender);
  if (!signer) {
    throw notFound(`subaccount ${subaccountName} of ${sender.toLowerCase()} not found`);
  }
  const subaccount = accounts.get(signer.subaccountId) as Subaccount;
  if (signer.status === LinkedSignerStatus.REVOKED) {
    throw invalid(`SignerRevoked: signer ${signer.signer} was revoked`);
  }
  if (subaccount.name !== subaccountName.toLowerCase()) {
    throw invalid(`signer ${signer.signer} is not linked to subaccount ${subaccountName}`);
  }
  if (signers.isExpired(signer)) {
    throw invalid(
      `signer ${signer.signer} expired after ${limits.linkedSigner.inactivityDays} days without activity; extend or refresh it`,
    );
  }
  return { subaccount, signer };
}

/**
 * A subaccount by id that `sender` owns. 404 for an unknown id; 401 when `sender` is not the
 * owner; 400 when `name` (if given) is not the subaccount's name.
 *
 * @example
 * const subaccount = ownedSubaccountOf(exchange.accounts, subaccountId, sender)
 */
export function ownedSubaccountOf(
  accounts: Accounts,
  subaccountId: string,
  sender: Address,
  name?: Hex,
): Subaccount {
  const subaccount = accounts.get(subaccountId);
  if (!subaccount) throw notFound(`subaccount ${subaccountId} not found`);
  if (subaccount.account !== sender.toLowerCase()) {
    throw unauthorized(`${sender.toLowerCase()} does not own subaccount ${subaccountId}`);
  }
  if (name !== undefined && name.toLowerCase() !== subaccount.name) {
    throw invalid(`subaccount ${name} does not match subaccountId ${subaccountId}`);
  }
  return subaccount;
}
