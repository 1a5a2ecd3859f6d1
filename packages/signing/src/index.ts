export { checkAddress, checksumAddress, isAddress, keccak256, keccak256Js } from "./bytes.js";
export {
  compareSigningConfig,
  type FetchSigningConfigOptions,
  fetchSigningConfig,
  parseSigningConfig,
} from "./config.js";
export {
  type CurveBackend,
  type CurveChoice,
  getCurveBackend,
  setCurveBackend,
} from "./curve/curve.js";
export { isLowS } from "./curve/secp256k1.js";
export type { SignatureErrorType, SignRequestErrorType } from "./errors.js";
export { erc20Abi, exchangeAbi } from "./generated/abi.js";
// Everything generated for each message type, so a new type reaches users with no hand edit.
export * from "./generated/bindings.js";
export {
  type SigningConfig,
  type SigningDomain,
  type SigningNetwork,
  signingConfigEndpoint,
  signingConfigs,
} from "./generated/configs.js";
export * from "./generated/requests.js";
export type { StructHashKit } from "./generated/struct-hash.js";
export * from "./generated/typed-data.js";
export {
  domainSeparator,
  type HashMessageParameters,
  hashMessage,
  hashStruct,
  parseSignatureType,
  type TypeField,
  typedDataOf,
} from "./hash.js";
export {
  type BuildOptions,
  bodyChecks,
  cancelOrderMessage,
  eip712AuthMessage,
  extendLinkedSignerMessage,
  initiateWithdrawMessage,
  linkSignerMessage,
  refreshLinkedSignerMessage,
  revokeLinkedSignerMessage,
  tradeOrderMessage,
} from "./messages.js";
export {
  type ApproveParameters,
  approve,
  type ContractWriter,
  type DepositParameters,
  type DepositUsdParameters,
  deposit,
  depositUsd,
  type FinalizeWithdrawParameters,
  finalizeWithdraw,
  type OnchainOptions,
} from "./onchain.js";
export {
  checkedOrderRequest,
  type RecoverMessageParameters,
  type RequestSignerOptions,
  type RequestSigning,
  recoverAddress,
  recoverMessageAddress,
  requestSigner,
  type SignatureField,
  type SignedRequest,
  type SignMessageParameters,
  type SignRequestOptions,
  type SignRequestParameters,
  signMessage,
  signRequest,
  type VerifyMessageParameters,
  verifyMessage,
} from "./requests.js";
export {
  type Eip1193ProviderLike,
  type EthersSignerLike,
  eip1193Signer,
  ethersSigner,
  normalizeSignature,
  type PrivateKeySigner,
  privateKeySigner,
  type Signer,
  type SignerLike,
  type ToSignerOptions,
  type TypedDataToSign,
  toSigner,
  type ViemLocalAccountLike,
  type ViemWalletClientLike,
} from "./signer.js";
