// Generated from:
//   spec/networks.yaml
//   spec/signing/rpc-config.local.json
//   spec/signing/rpc-config.mainnet.json
//   spec/signing/rpc-config.testnet.json
// (content sha256 9caf6b8063717b776db31d5a1c57199e99539b071077db7c03afd13e0f50a8ab) Do not edit; run pnpm generate.

/**
 * Network presets: service URLs, chain id and exchange contract of each network (the chain
 * id and contract from its signing configuration, the live contract's).
 * @example networks["mainnet"].restUrl
 */
export const networks = {
  mainnet: {
    name: "Mainnet",
    restUrl: "https://api.ethereal.trade",
    wsUrl: "wss://ws2.ethereal.trade/v1/stream",
    candlesUrl: "https://tradingview.ethereal.trade",
    chainId: 5064014,
    verifyingContract: "0xB3cDC82035C495c484C9fF11eD5f3Ff6d342e3cc",
    features: {
      batchOrders: false,
      applicationPing: false,
    },
  },
  testnet: {
    name: "Testnet",
    restUrl: "https://api.etherealtest.net",
    wsUrl: "wss://ws2.etherealtest.net/v1/stream",
    candlesUrl: "https://tradingview.etherealtest.net",
    chainId: 13374202,
    verifyingContract: "0x1F0327A80e43FEF1Cd872DC5d38dCe4A165c0643",
    features: {
      batchOrders: true,
      applicationPing: true,
    },
  },
  local: {
    name: "Sandbox",
    restUrl: "http://127.0.0.1:7420",
    wsUrl: "ws://127.0.0.1:7420/v1/stream",
    candlesUrl: "http://127.0.0.1:7420",
    chainId: 7420742,
    verifyingContract: "0x5a4db0c5000000000000000000000000000007a4",
    features: {
      batchOrders: true,
      applicationPing: true,
    },
  },
} as const;

/**
 * A preset network: `mainnet`, `testnet`, `local`.
 * @example const network: NetworkName = "mainnet"
 */
export type NetworkName = keyof typeof networks;

/**
 * Names of the preset networks.
 * @example networkNames[0] // "mainnet"
 */
export const networkNames = ["mainnet", "testnet", "local"] as const;
