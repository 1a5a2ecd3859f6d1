// Generated from:
//   spec/signing/rpc-config.local.json
//   spec/signing/rpc-config.mainnet.json
//   spec/signing/rpc-config.testnet.json
//   spec/signing/bindings.yaml
// (content sha256 c9218fcc5f392e8710dd87c30f650429448bdb03a60f35736f26d5db0117cb46) Do not edit; run pnpm generate.

import type { Address } from "@perpkit/core";

/**
 * The EIP-712 domain of a network: the `domain` of its signing configuration.
 *
 * @example
 * const domain: SigningDomain = signingConfigs.testnet.domain
 */
export interface SigningDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: Address;
}

/**
 * A signing configuration as GET /v1/rpc/config serves it: the domain, and each message type
 * as a comma-separated list of `<solidity type> <field name>` entries.
 *
 * @example
 * const config: SigningConfig = await fetchSigningConfig("https://api.example")
 */
export interface SigningConfig {
  domain: SigningDomain;
  signatureTypes: Record<string, string>;
}

/**
 * The name of a network with a stored signing configuration.
 *
 * @example
 * const network: SigningNetwork = "testnet"
 */
export type SigningNetwork = "local" | "mainnet" | "testnet";

/**
 * The stored signing configuration of each network (local, mainnet, testnet). The live one may
 * change on a contract migration: fetch it with fetchSigningConfig.
 *
 * @example
 * signingConfigs.local.domain.chainId // 7420742
 */
export const signingConfigs: { readonly [N in SigningNetwork]: SigningConfig } = {
  local: {
    domain: {
      name: "Ethereal",
      version: "1",
      chainId: 7420742,
      verifyingContract: "0x5a4db0c5000000000000000000000000000007a4",
    },
    signatureTypes: {
      LinkSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      RevokeLinkedSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      RefreshLinkedSigner: "address sender,address signer,uint64 nonce,uint64 signedAt",
      ExtendLinkedSigner: "address sender,uint64 nonce,uint64 signedAt",
      TradeOrder: "address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt",
      CancelOrder: "address sender,bytes32 subaccount,uint64 nonce",
      InitiateWithdraw: "address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId",
      EIP712Auth: "address sender,uint8 intent,uint64 signedAt",
    },
  },
  mainnet: {
    domain: {
      name: "Ethereal",
      version: "1",
      chainId: 5064014,
      verifyingContract: "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc",
    },
    signatureTypes: {
      LinkSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      TradeOrder: "address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt",
      InitiateWithdraw: "address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId",
      RevokeLinkedSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      EIP712Auth: "address sender,uint8 intent,uint64 signedAt",
      CancelOrder: "address sender,bytes32 subaccount,uint64 nonce",
      RefreshLinkedSigner: "address sender,address signer,uint64 nonce,uint64 signedAt",
      ExtendLinkedSigner: "address sender,uint64 nonce,uint64 signedAt",
    },
  },
  testnet: {
    domain: {
      name: "Ethereal",
      version: "1",
      chainId: 13374202,
      verifyingContract: "0x1F0327A80e43FEF1Cd872DC5d38dCe4A165c0643",
    },
    signatureTypes: {
      LinkSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      TradeOrder: "address sender,bytes32 subaccount,uint128 quantity,uint128 price,bool reduceOnly,uint8 side,uint8 engineType,uint32 productId,uint64 nonce,uint64 signedAt",
      InitiateWithdraw: "address account,bytes32 subaccount,address token,uint256 amount,uint64 nonce,uint64 signedAt,bytes32 destinationAddress,uint32 destinationEndpointId",
      RevokeLinkedSigner: "address sender,address signer,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      EIP712Auth: "address sender,uint8 intent,uint64 signedAt",
      CancelOrder: "address sender,bytes32 subaccount,uint64 nonce",
      RefreshLinkedSigner: "address sender,address signer,uint64 nonce,uint64 signedAt",
      ExtendLinkedSigner: "address sender,uint64 nonce,uint64 signedAt",
    },
  },
};

/**
 * Where the live signing configuration is served.
 *
 * @example
 * signingConfigEndpoint.path // "/v1/rpc/config"
 */
export const signingConfigEndpoint = {
  method: "GET",
  path: "/v1/rpc/config",
} as const;
