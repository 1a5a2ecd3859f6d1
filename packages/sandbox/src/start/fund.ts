import {
  type Address,
  assertAddress,
  limits,
  parseDecimal,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import type { Exchange } from "../engine/index.js";
import type { Sandbox } from "../sandbox-options.js";
import { subaccountRecord, transferRecord } from "../wire/rest-records.js";

/**
 * The faucet of a sandbox in code (`sandbox.fund`): a deposit to a wallet's subaccount, checked
 * first (a ValidationError names the field), answered with the records the HTTP faucet answers.
 *
 * @example
 * const fund = faucetOf(exchange)
 * await fund(address, "10000")
 */
export function faucetOf(exchange: Exchange): Sandbox["fund"] {
  return async (address, amount, fundOptions = {}) => {
    assertAddress(address, "address");
    const value = parseDecimal(amount, "amount");
    if (value === 0n) throw new ValidationError("amount", "must be greater than 0");
    const name = fundOptions.subaccount ?? limits.subaccount.defaultName;
    let token = exchange.collateral;
    if (fundOptions.token !== undefined) {
      assertAddress(fundOptions.token, "token");
      const found = exchange.tokenByAddress(fundOptions.token);
      if (!found) throw new ValidationError("token", `${fundOptions.token} is no token here`);
      token = found;
    }
    const result = exchange.deposit({
      account: address as Address,
      subaccount: toSubaccount(name, "subaccount"),
      amount: value,
      token,
    });
    return {
      subaccount: subaccountRecord(result.subaccount),
      transfer: transferRecord(result.transfer),
    };
  };
}
