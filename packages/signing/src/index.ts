export { checkAddress, checksumAddress, isAddress } from "./bytes.js";
export { bodyChecks } from "./checks.js";
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
} from "./curve.js";
export type { SignatureErrorType, SignRequestErrorType } from "./errors.js";
export { erc20Abi, exchangeAbi } from "./generated/abi.js";
export {
  type AuthData,
  type BodyChecks,
  type CancelOrderData,
  type ExtendLinkedSignerData,
  type LinkSignerData,
  messageBindings,
  type OrderData,
  orderKinds,
  type RefreshLinkedSignerData,
  type RevokeLinkedSignerData,
  textFieldBounds,
  type WithdrawData,
} from "./generated/bindings.js";
export {
  type SigningConfig,
  type SigningDomain,
  type SigningNetwork,
  signingConfigEndpoint,
  signingConfigs,
} from "./generated/configs.js";
export {
  cancelOrderRequest,
  eip712AuthRequest,
  extendLinkedSignerRequest,
  initiateWithdrawRequest,
  linkSignerRequest,
  refreshLinkedSignerRequest,
  revokeLinkedSignerRequest,
  type SignLinkSignerParameters,
  signAuth,
  signCancelOrder,
  signExtendLinkedSigner,
  signLinkSigner,
  signOrder,
  signRefreshLinkedSigner,
  signRevokeLinkedSigner,
  signWithdraw,
  tradeOrderRequest,
} from "./generated/requests.js";
export type { StructHashKit } from "./generated/struct-hash.js";
export {
  type CancelOrderMessage,
  cancelOrderTypes,
  type EIP712AuthMessage,
  type ExtendLinkedSignerMessage,
  eip712AuthTypes,
  extendLinkedSignerTypes,
  type InitiateWithdrawMessage,
  initiateWithdrawTypes,
  type LinkSignerMessage,
  linkSignerTypes,
  type MessageOf,
  type Messages,
  type PrimaryType,
  primaryTypes,
  type RefreshLinkedSignerMessage,
  type RevokeLinkedSignerMessage,
  refreshLinkedSignerTypes,
  revokeLinkedSignerTypes,
  signatureTypes,
  type TradeOrderMessage,
  tradeOrderTypes,
  typedDataTypes,
  typeHashes,
  typeStrings,
} from "./generated/typed-data.js";
export {
  domainSeparator,
  type HashMessageParameters,
  hashMessage,
  hashStruct,
  parseSignatureType,
  type TypeField,
  typedDataOf,
} from "./hash.js";
export { keccak256 } from "./keccak.js";
export {
  type BuildOptions,
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
  type RequestSigning,
  type SignatureField,
  type SignedRequest,
  type SignRequestOptions,
  type SignRequestParameters,
  signRequest,
} from "./requests.js";
export { isLowS } from "./secp256k1.js";
export {
  type RecoverMessageParameters,
  recoverAddress,
  recoverMessageAddress,
  type SignMessageParameters,
  signMessage,
  type VerifyMessageParameters,
  verifyMessage,
} from "./sign.js";
export {
  type Eip1193ProviderLike,
  type EthersSignerLike,
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
