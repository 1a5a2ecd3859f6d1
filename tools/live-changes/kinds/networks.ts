import { at, type Json } from "../contract.js";
import { chainIdProbe } from "../contract-probes.js";
import type { ChangeKind } from "./model.js";

/** Kinds of change to the networks' signing configurations. */
export const networksKinds: readonly ChangeKind[] = [
  {
    name: "a message type that gains a field on testnet only",
    apply(c) {
      at(c.rpc.testnet, "signatureTypes").CancelOrder =
        "address sender,bytes32 subaccount,uint64 nonce,uint64 signedAt";
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  signing signatureTypes.CancelOrder: fields address sender,bytes32 subaccount,uint64 nonce -> address sender,bytes32 subaccount,uint64 nonce,uint64 signedAt",
      ],
      stops:
        "spec/signing/rpc-config.testnet.json: signatureTypes.CancelOrder differs from what local, mainnet sign: a message type has one definition on every network that signs it",
      files: [],
      typeErrorsIn: [],
      changeset: {},
    },
  },
  {
    name: "testnet's chain id changes",
    apply(c) {
      at(c.rpc.testnet, "domain").chainId = 13374203;
    },
    usage: {
      file: "packages/signing/src/live-usage.ts",
      text: chainIdProbe,
      // The preset signs for the chain the live contract names.
      prints: { preset: 13374203, signing: 13374203 },
    },
    expected: {
      breaking: true,
      report: ["BREAKING  signing domain.chainId: 13374202 -> 13374203"],
      files: [
        "packages/core/src/generated/networks.ts",
        "packages/signing/src/generated/configs.ts",
      ],
      typeErrorsIn: [],
      changeset: { "@perpkit/core": "minor", "@perpkit/signing": "minor" },
    },
  },
  {
    name: "a new network in the signing configurations",
    apply(c) {
      const config = structuredClone(c.rpc.testnet) as Json;
      at(config, "domain").chainId = 13374299;
      at(config, "domain").verifyingContract = "0x2f0327A80e43FEF1Cd872DC5d38dCe4A165c0643";
      c.rpc.devnet = config;
    },
    expected: {
      breaking: false,
      report: [
        "network added (chain id 13374299, contract 0x2f0327A80e43FEF1Cd872DC5d38dCe4A165c0643, 8 message types)",
        "1 change, 0 breaking",
        "spec/signing/rpc-config.devnet.json: devnet is no preset of spec/networks.yaml; its signing configuration is generated (signingConfigs.devnet), and a client reaches it as a custom network",
      ],
      files: ["packages/signing/src/generated/configs.ts"],
      typeErrorsIn: [],
      changeset: { "@perpkit/signing": "patch" },
    },
  },
];
