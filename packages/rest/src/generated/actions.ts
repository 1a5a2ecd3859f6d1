// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
//   spec/signing/bindings.yaml
// (content sha256 866fc5dc8b50daa1bf8debeb0b7abb0f4cb6f16b8d7e5e01710f4d9e94c16490) Do not edit; run pnpm generate.

/**
 * The signed operations of the live contract that no hand-written action knows yet (their message's binding was inferred from the live document): for each, its operation, how its request is signed, the fields of its signed `data` and its path parameters. `signedAction` fills the fields a trading context knows (sender, account, subaccount, subaccountId, nonce, signedAt), signs and sends.
 *
 * @example
 * Object.keys(signedActions) // [] while every signed operation has its own action
 */
export const signedActions = {
} as const;
