// Generated from spec/contracts/exchange.abi.json (content sha256 8f874546387c89a9244d981a416626747bf9d5831e82e8e5cf5d6378d92300ff). Do not edit; run pnpm generate.

import type { Abi } from "abitype";

/**
 * ABI fragments of the exchange contract that perpkit calls: deposit, depositUsd, finalizeWithdraw.
 *
 * @example
 * await walletClient.writeContract({ address, abi: exchangeAbi, functionName: "deposit", args })
 */
export const exchangeAbi = [
  {
    type: "function",
    name: "deposit",
    stateMutability: "nonpayable",
    inputs: [
      {
        name: "subaccount",
        type: "bytes32",
      },
      {
        name: "depositToken",
        type: "address",
      },
      {
        name: "amount",
        type: "uint256",
      },
      {
        name: "referralCode",
        type: "bytes32",
      },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "depositUsd",
    stateMutability: "payable",
    inputs: [
      {
        name: "subaccount",
        type: "bytes32",
      },
      {
        name: "referralCode",
        type: "bytes32",
      },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "finalizeWithdraw",
    stateMutability: "nonpayable",
    inputs: [
      {
        name: "account",
        type: "address",
      },
      {
        name: "withdrawDigest",
        type: "bytes32",
      },
    ],
    outputs: [],
  },
] as const satisfies Abi;

/**
 * ABI fragments of the erc20 contract that perpkit calls: approve.
 *
 * @example
 * await walletClient.writeContract({ address, abi: erc20Abi, functionName: "approve", args })
 */
export const erc20Abi = [
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      {
        name: "spender",
        type: "address",
      },
      {
        name: "amount",
        type: "uint256",
      },
    ],
    outputs: [
      {
        name: "",
        type: "bool",
      },
    ],
  },
] as const satisfies Abi;
