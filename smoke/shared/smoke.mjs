// The check every smoke app runs, whatever loaded the packages (import, require or a bundler):
// every entry point has exports, and an order signed by @perpkit/signing carries the signature
// viem's own signTypedData gives for the same TradeOrder. The app passes in what it loaded, so
// this file imports nothing itself.

/** A well-known development key (never funded anywhere). */
const privateKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

/** The moment the order is signed at, so the signature is the same on every run. */
const signedAt = 1_767_225_600;
const now = signedAt * 1000;

/** "address sender,bytes32 subaccount,..." as viem's typed-data fields. */
function typeFields(list) {
  return list.split(",").map((entry) => {
    const [type, name] = entry.trim().split(/\s+/);
    return { name, type };
  });
}

/**
 * Runs the smoke check.
 * @param {{ runtime: string, entries: Record<string, Record<string, unknown>>, viem: any, accounts: any }} loaded
 */
export async function runSmoke({ runtime, entries, viem, accounts }) {
  const problems = [];
  const exportsByEntry = {};
  for (const [specifier, module] of Object.entries(entries)) {
    const names = Object.keys(module)
      .filter((name) => name !== "default" && name !== "__esModule")
      .sort();
    exportsByEntry[specifier] = names;
    if (names.length === 0) problems.push(`${specifier} has no exports`);
  }

  const signing = entries["@perpkit/signing"];
  const core = entries["@perpkit/core"];
  const account = accounts.privateKeyToAccount(privateKey);
  const { domain, signatureTypes } = signing.signingConfigs.local;
  const data = {
    sender: account.address,
    subaccount: core.encodeSubaccountName("primary"),
    onchainId: 1,
    engineType: 0,
    side: 0,
    quantity: "1.5",
    price: "3000.25",
    type: "LIMIT",
    timeInForce: "GTD",
    postOnly: false,
    reduceOnly: false,
    nonce: `${signedAt}000000000`,
    signedAt,
  };
  const withKey = await signing.signOrder({
    domain,
    data,
    signer: signing.privateKeySigner(privateKey),
    now,
  });
  const withAccount = await signing.signOrder({ domain, data, signer: account, now });

  // The same message built here with viem alone: names and scaling from INTERFACE.md, the field
  // list from the local signing configuration.
  const expected = await account.signTypedData({
    domain,
    types: { TradeOrder: typeFields(signatureTypes.TradeOrder) },
    primaryType: "TradeOrder",
    message: {
      sender: account.address,
      subaccount: viem.stringToHex("primary", { size: 32 }),
      quantity: viem.parseUnits("1.5", 9),
      price: viem.parseUnits("3000.25", 9),
      reduceOnly: false,
      side: 0,
      engineType: 0,
      productId: 1,
      nonce: BigInt(data.nonce),
      signedAt: BigInt(signedAt),
    },
  });
  if (withKey.signature !== expected) {
    problems.push(`privateKeySigner signed ${withKey.signature}, viem ${expected}`);
  }
  if (withAccount.signature !== expected) {
    problems.push(`a viem account signed ${withAccount.signature}, viem ${expected}`);
  }
  return {
    runtime,
    ok: problems.length === 0,
    problems,
    signature: withKey.signature,
    expected,
    exports: exportsByEntry,
  };
}
