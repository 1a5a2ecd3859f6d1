// Generated from:
//   spec/networks.yaml
//   spec/signing/rpc-config.alpha.json
//   spec/signing/rpc-config.beta.json
// (content sha256 e613e599b061f2113b4e642deb50638be5a645f59179e59ff22ca39bd668d1f3) Do not edit; run pnpm generate.

/**
 * Network presets: service URLs, chain id and exchange contract of each network (the chain
 * id and contract from its signing configuration, the live contract's).
 * @example networks["alpha"].restUrl
 */
export const networks = {
  alpha: {
    restUrl: "https://alpha.example",
    chainId: 1,
    verifyingContract: "0x00000000000000000000000000000000000000a1",
  },
  beta: {
    restUrl: "https://beta.example",
    chainId: 2,
    verifyingContract: "0x00000000000000000000000000000000000000b2",
  },
} as const;

/**
 * A preset network: `alpha`, `beta`.
 * @example const network: NetworkName = "alpha"
 */
export type NetworkName = keyof typeof networks;

/**
 * Names of the preset networks.
 * @example networkNames[0] // "alpha"
 */
export const networkNames = ["alpha", "beta"] as const;
