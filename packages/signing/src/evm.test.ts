import { readFileSync } from "node:fs";
import { encodeSubaccountName, ZERO_BYTES32 } from "@perpkit/core";
import { Wallet } from "ethers";
import ganache from "ganache";
import solc from "solc";
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type SigningDomain, signingConfigs } from "./generated/configs.js";
import { approve, deposit, depositUsd, finalizeWithdraw } from "./onchain.js";
import { signMessage } from "./requests.js";
import { eip1193Signer, ethersSigner, privateKeySigner } from "./signer.js";

interface Compiled {
  abi: Abi;
  evm: { bytecode: { object: string } };
}

function compile(): Record<string, Compiled> {
  const source = readFileSync(new URL("../test/RecordingExchange.sol", import.meta.url), "utf8");
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: "Solidity",
        sources: { "RecordingExchange.sol": { content: source } },
        // ganache 7.9 runs up to the shanghai fork.
        settings: {
          evmVersion: "shanghai",
          outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
        },
      }),
    ),
  ) as {
    contracts: Record<string, Record<string, Compiled>>;
    errors?: { severity: string; message: string }[];
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join("\n"));
  return output.contracts["RecordingExchange.sol"] as Record<string, Compiled>;
}

const chain = defineChain({
  id: 1337,
  name: "ganache",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1"] } },
});
const provider = ganache.provider({
  logging: { quiet: true },
  wallet: { deterministic: true, totalAccounts: 2 },
  chain: { chainId: 1337 },
  // Like a wallet, the node estimates the gas of a transaction sent without a limit.
  miner: { defaultTransactionGasLimit: "estimate" },
});
const accounts = Object.entries(provider.getInitialAccounts()).map(([address, a]) => ({
  address: address as Address,
  key: a.secretKey as Hex,
}));
const [first, second] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
// Wallets take eth_signTypedData_v4's typed data as a JSON string; ganache wants the object.
const node = {
  request(args: { method: string; params?: unknown }) {
    if (args.method === "eth_signTypedData_v4") {
      const [address, typedData] = args.params as [string, string];
      return provider.request({
        method: args.method,
        params: [address, JSON.parse(typedData)],
      } as never);
    }
    return provider.request(args as never);
  },
};
const publicClient = createPublicClient({ chain, transport: custom(node) });
// A JSON-RPC account: the node holds the key and signs.
const rpcWallet = createWalletClient({ chain, transport: custom(node), account: first.address });
let exchange: { address: Address; abi: Abi };
let token: { address: Address; abi: Abi };
let domain: SigningDomain;

async function deployed(contract: Compiled): Promise<{ address: Address; abi: Abi }> {
  const hash = await rpcWallet.deployContract({
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  return { address: receipt.contractAddress as Address, abi: contract.abi };
}

const read = (name: string) =>
  publicClient.readContract({ address: exchange.address, abi: exchange.abi, functionName: name });

beforeAll(async () => {
  const contracts = compile();
  token = await deployed(contracts.TestToken as Compiled);
  exchange = await deployed(contracts.RecordingExchange as Compiled);
  domain = { ...signingConfigs.local.domain, verifyingContract: exchange.address };
});

afterAll(async () => {
  await provider.disconnect();
});

describe("onchain calls against a recording exchange contract", () => {
  test("approve then deposit: the subaccount name encoded, the referral code zero by default", async () => {
    await publicClient.waitForTransactionReceipt({
      hash: await approve(rpcWallet, { domain, token: token.address, amount: 5_000n }),
    });
    const hash = await deposit(rpcWallet, {
      domain,
      subaccount: "primary",
      token: token.address,
      amount: 5_000n,
    });
    await publicClient.waitForTransactionReceipt({ hash });
    expect(await read("lastCall")).toBe("deposit");
    expect(await read("lastSubaccount")).toBe(encodeSubaccountName("primary"));
    expect(((await read("lastToken")) as string).toLowerCase()).toBe(token.address.toLowerCase());
    expect(await read("lastAmount")).toBe(5_000n);
    expect(await read("lastReferralCode")).toBe(ZERO_BYTES32);
    expect(((await read("lastCaller")) as string).toLowerCase()).toBe(first.address.toLowerCase());
  });

  test("depositUsd sends the amount as value, with an explicit gas limit and referral code", async () => {
    const referralCode = `0x${"ab".repeat(32)}` as Hex;
    const hash = await depositUsd(rpcWallet, {
      domain,
      subaccount: "alt",
      amount: 10n ** 18n,
      referralCode,
      gas: 300_000n,
    });
    await publicClient.waitForTransactionReceipt({ hash });
    expect(await read("lastCall")).toBe("depositUsd");
    expect(await read("lastValue")).toBe(10n ** 18n);
    expect(await read("lastReferralCode")).toBe(referralCode);
    expect(await read("lastSubaccount")).toBe(encodeSubaccountName("alt"));
    expect((await publicClient.getTransaction({ hash })).gas).toBe(300_000n);
  });

  test("finalizeWithdraw passes the account and the withdrawal digest", async () => {
    const withdrawDigest = `0x${"cd".repeat(32)}` as Hex;
    const local = createWalletClient({
      chain,
      transport: custom(provider),
      account: privateKeyToAccount(second.key),
    });
    const hash = await finalizeWithdraw(local, { domain, account: first.address, withdrawDigest });
    await publicClient.waitForTransactionReceipt({ hash });
    expect(await read("lastCall")).toBe("finalizeWithdraw");
    expect(((await read("lastAccount")) as string).toLowerCase()).toBe(first.address.toLowerCase());
    expect(await read("lastDigest")).toBe(withdrawDigest);
    expect(((await read("lastCaller")) as string).toLowerCase()).toBe(second.address.toLowerCase());
  });

  test("bad amounts never reach the chain", () => {
    expect(() =>
      deposit(rpcWallet, {
        domain,
        subaccount: "primary",
        token: token.address,
        amount: 5 as never,
      }),
    ).toThrow(/amount/);
  });
});

describe("every kind of signer gives the same signature", () => {
  const message = {
    sender: "0x0000000000000000000000000000000000000000" as Hex,
    subaccount: encodeSubaccountName("primary"),
    nonce: 1764897077655477722n,
  };

  test("a JSON-RPC account (eth_signTypedData_v4 by the node), an EIP-1193 provider, ethers and viem agree", async () => {
    const sign = (signer: Parameters<typeof signMessage>[0]["signer"]) =>
      signMessage({
        domain,
        primaryType: "CancelOrder",
        message: { ...message, sender: first.address },
        signer,
      });
    const expected = await sign(privateKeySigner(first.key));
    expect(await sign(rpcWallet)).toBe(expected);
    expect(await sign(eip1193Signer(node, { address: first.address }))).toBe(expected);
    expect(await sign(ethersSigner(new Wallet(first.key)))).toBe(expected);
    expect(await sign(privateKeyToAccount(first.key))).toBe(expected);
    expect(
      await sign(
        createWalletClient({
          chain,
          transport: custom(provider),
          account: privateKeyToAccount(first.key),
        }),
      ),
    ).toBe(expected);
  });

  test("signatures with v = 0 or 1 are normalised to 27 or 28", async () => {
    const expected = await signMessage({
      domain,
      primaryType: "CancelOrder",
      message,
      signer: privateKeySigner(first.key),
    });
    const lowV = {
      address: first.address,
      signDigest: async (hash: Hex) => {
        const s = privateKeySigner(first.key).signDigest(hash);
        return `${s.slice(0, 130)}${s.endsWith("1b") ? "00" : "01"}` as Hex;
      },
      signTypedData: async () => "0x" as Hex,
    };
    expect(await signMessage({ domain, primaryType: "CancelOrder", message, signer: lowV })).toBe(
      expected,
    );
  });
});
