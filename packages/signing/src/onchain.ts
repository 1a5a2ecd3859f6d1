import {
  type Address,
  describeValue,
  type Hex,
  toSubaccount,
  ValidationError,
  ZERO_BYTES32,
} from "@perpkit/core";
import { checkAddress } from "./bytes.js";
import { erc20Abi, exchangeAbi } from "./generated/abi.js";
import type { SigningDomain } from "./generated/configs.js";
import { checkDomain } from "./hash.js";

/**
 * The part of a viem wallet client the onchain helpers use: `writeContract`, with the client's own
 * account and chain unless given.
 *
 * @example
 * const writer: ContractWriter = createWalletClient({ account, chain, transport: http() })
 */
export interface ContractWriter {
  writeContract(parameters: never): Promise<Hex>;
}

/**
 * What every onchain helper takes.
 *
 * @example
 * const options: OnchainOptions = { domain: signingConfigs.testnet.domain, gas: 300_000n }
 */
export interface OnchainOptions {
  /** The signing configuration's domain: its verifyingContract is the exchange contract. */
  readonly domain: SigningDomain;
  /** An explicit gas limit, for when the estimate is too low (a delegation failure). */
  readonly gas?: bigint | undefined;
  /** The account to send the transaction from, when the client has none hoisted. */
  readonly from?: unknown;
  /** The chain, when the client has none. */
  readonly chain?: unknown;
}

function amountOf(value: unknown, field: string): bigint {
  if (typeof value !== "bigint" || value < 0n) {
    throw new ValidationError(
      field,
      `must be a non-negative bigint in the token's smallest unit, got ${describeValue(value)}`,
    );
  }
  return value;
}

function bytes32Of(value: unknown, field: string): Hex {
  if (typeof value !== "string")
    throw new ValidationError(field, `must be a name or a bytes32, got ${describeValue(value)}`);
  return toSubaccount(value, field);
}

function write(
  client: ContractWriter,
  options: OnchainOptions,
  call: Record<string, unknown>,
): Promise<Hex> {
  if (options.gas !== undefined && (typeof options.gas !== "bigint" || options.gas <= 0n)) {
    throw new ValidationError(
      "gas",
      `must be a positive bigint, got ${describeValue(options.gas)}`,
    );
  }
  const parameters: Record<string, unknown> = { ...call };
  if (options.gas !== undefined) parameters.gas = options.gas;
  if (options.from !== undefined) parameters.account = options.from;
  if (options.chain !== undefined) parameters.chain = options.chain;
  return (client.writeContract as (p: unknown) => Promise<Hex>)(parameters);
}

function exchangeOf(domain: SigningDomain): Address {
  checkDomain(domain);
  return domain.verifyingContract;
}

/**
 * Parameters of {@link approve}.
 *
 * @example
 * const hash = await approve(walletClient, { domain, token, amount: 10n ** 18n })
 */
export interface ApproveParameters extends OnchainOptions {
  /** The ERC20 token to deposit. */
  readonly token: Address;
  /** Allowance in the token's smallest unit. */
  readonly amount: bigint;
}

/**
 * Lets the exchange contract take `amount` of `token`: the ERC20 approval a deposit needs first.
 * Returns the transaction hash.
 *
 * @example
 * await approve(walletClient, { domain: signingConfigs.testnet.domain, token, amount: parseUnits("100", 18) })
 */
export function approve(client: ContractWriter, parameters: ApproveParameters): Promise<Hex> {
  const spender = exchangeOf(parameters.domain);
  const token = checkAddress(parameters.token, "token");
  const amount = amountOf(parameters.amount, "amount");
  return write(client, parameters, {
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [spender, amount],
  });
}

/**
 * Parameters of {@link deposit}.
 *
 * @example
 * const hash = await deposit(walletClient, { domain, subaccount: "primary", token, amount: 10n ** 18n })
 */
export interface DepositParameters extends OnchainOptions {
  /** A subaccount name (`primary`) or its bytes32. */
  readonly subaccount: string;
  readonly token: Address;
  /** In the token's smallest unit. */
  readonly amount: bigint;
  /** Accepted on an account's first deposit only; zero bytes32 when absent. */
  readonly referralCode?: Hex | undefined;
}

/**
 * Deposits an approved ERC20 token into a subaccount (the first deposit creates it). Returns the
 * transaction hash; the funds are usable once the exchange confirms them.
 *
 * @example
 * await deposit(walletClient, { domain, subaccount: "primary", token, amount: parseUnits("100", 18) })
 */
export function deposit(client: ContractWriter, parameters: DepositParameters): Promise<Hex> {
  const exchange = exchangeOf(parameters.domain);
  const subaccount = bytes32Of(parameters.subaccount, "subaccount");
  const token = checkAddress(parameters.token, "token");
  const amount = amountOf(parameters.amount, "amount");
  const referralCode =
    parameters.referralCode === undefined
      ? ZERO_BYTES32
      : bytes32Of(parameters.referralCode, "referralCode");
  return write(client, parameters, {
    address: exchange,
    abi: exchangeAbi,
    functionName: "deposit",
    args: [subaccount, token, amount, referralCode],
  });
}

/**
 * Parameters of {@link depositUsd}.
 *
 * @example
 * const hash = await depositUsd(walletClient, { domain, subaccount: "primary", amount: 10n ** 18n })
 */
export interface DepositUsdParameters extends OnchainOptions {
  readonly subaccount: string;
  /** The native amount sent with the call, wrapped by the contract. */
  readonly amount: bigint;
  readonly referralCode?: Hex | undefined;
}

/**
 * Deposits the native token (sent as the call's value and wrapped by the contract); no approval is
 * needed. Returns the transaction hash.
 *
 * @example
 * await depositUsd(walletClient, { domain, subaccount: "primary", amount: parseEther("50") })
 */
export function depositUsd(client: ContractWriter, parameters: DepositUsdParameters): Promise<Hex> {
  const exchange = exchangeOf(parameters.domain);
  const subaccount = bytes32Of(parameters.subaccount, "subaccount");
  const amount = amountOf(parameters.amount, "amount");
  const referralCode =
    parameters.referralCode === undefined
      ? ZERO_BYTES32
      : bytes32Of(parameters.referralCode, "referralCode");
  return write(client, parameters, {
    address: exchange,
    abi: exchangeAbi,
    functionName: "depositUsd",
    args: [subaccount, referralCode],
    value: amount,
  });
}

/**
 * Parameters of {@link finalizeWithdraw}.
 *
 * @example
 * const hash = await finalizeWithdraw(walletClient, { domain, account, withdrawDigest: withdrawal.digest })
 */
export interface FinalizeWithdrawParameters extends OnchainOptions {
  /** The owner wallet of the withdrawal. */
  readonly account: Address;
  /** The withdrawal record's `digest` (`withdrawDigest`). */
  readonly withdrawDigest: Hex;
}

/**
 * Finalizes a withdrawal after its lockout (an offchain claimer also does it automatically).
 * Returns the transaction hash.
 *
 * @example
 * await finalizeWithdraw(walletClient, { domain, account, withdrawDigest: record.digest })
 */
export function finalizeWithdraw(
  client: ContractWriter,
  parameters: FinalizeWithdrawParameters,
): Promise<Hex> {
  const exchange = exchangeOf(parameters.domain);
  const account = checkAddress(parameters.account, "account");
  const digest = parameters.withdrawDigest;
  if (typeof digest !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(digest)) {
    throw new ValidationError("withdrawDigest", `must be a bytes32, got ${describeValue(digest)}`);
  }
  return write(client, parameters, {
    address: exchange,
    abi: exchangeAbi,
    functionName: "finalizeWithdraw",
    args: [account, digest],
  });
}
