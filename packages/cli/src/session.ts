import {
  type Address,
  assertAddress,
  decodeSubaccountName,
  describeValue,
  getNetwork,
  type Hex,
  isHex,
  isUuid,
  type NetworkConfig,
  networkNames,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import { createRestClient, type Product, type RestClient, type Subaccount } from "@perpkit/rest";
import type { PrivateKeySigner } from "@perpkit/signing";
import { createDryRunFetch, type DryRunFetch } from "./dry-run.js";
import { KeyError } from "./errors.js";
import type { CliIo } from "./io.js";
import { hasKey, type KeySource, loadSigner } from "./keys.js";
import { colorEnabled, Output } from "./output.js";

/** The options every command takes (see `perpkit --help`). */
export interface GlobalOptions {
  readonly network?: string | undefined;
  readonly baseUrl?: string | undefined;
  readonly wsUrl?: string | undefined;
  readonly candlesUrl?: string | undefined;
  readonly keyFile?: string | undefined;
  readonly account?: string | undefined;
  readonly subaccount?: string | undefined;
  readonly json?: boolean | undefined;
  readonly color?: boolean | undefined;
}

/** A subaccount the command acts on: its id, its bytes32 name, and the name in words. */
export interface ResolvedSubaccount {
  readonly id: string;
  readonly name: Hex;
  readonly label: string;
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function checkUrl(text: string, option: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ValidationError(option, `must be a URL, got ${describeValue(text)}`);
  }
  if (!/^(https?|wss?):$/.test(url.protocol)) {
    throw new ValidationError(
      option,
      `must be an http(s) or ws(s) URL, got ${describeValue(text)}`,
    );
  }
  return withoutSlash(text);
}

/**
 * The network the options name: a preset (`--network`, or PERPKIT_NETWORK; `local` when neither
 * is given), with `--base-url` replacing its REST URL. A base URL alone also moves the stream and
 * candle URLs to the same origin, the way the sandbox serves them, unless they are given too.
 */
export function resolveNetworkOptions(options: GlobalOptions): NetworkConfig {
  const name = options.network ?? (options.baseUrl === undefined ? "local" : undefined);
  const preset = getNetwork(name ?? "local", "--network");
  if (options.baseUrl === undefined) {
    return {
      ...preset,
      ...(options.wsUrl === undefined ? {} : { wsUrl: checkUrl(options.wsUrl, "--ws-url") }),
      ...(options.candlesUrl === undefined
        ? {}
        : { candlesUrl: checkUrl(options.candlesUrl, "--candles-url") }),
    };
  }
  const restUrl = checkUrl(options.baseUrl, "--base-url");
  const sameOrigin = name === undefined;
  const local = getNetwork("local");
  const streamPath = new URL(local.wsUrl).pathname;
  return {
    ...(sameOrigin ? local : preset),
    name: sameOrigin ? restUrl : preset.name,
    restUrl,
    wsUrl:
      options.wsUrl !== undefined
        ? checkUrl(options.wsUrl, "--ws-url")
        : sameOrigin
          ? `${restUrl.replace(/^http/, "ws")}${streamPath}`
          : preset.wsUrl,
    candlesUrl:
      options.candlesUrl !== undefined
        ? checkUrl(options.candlesUrl, "--candles-url")
        : sameOrigin
          ? restUrl
          : preset.candlesUrl,
  };
}

/** The names `--network` accepts. */
export const networkChoices: readonly string[] = networkNames;

/**
 * What one run of a command works with: the network, the output, the key, the REST client, and
 * the account, subaccount and products it looks up once.
 */
export class Session {
  readonly out: Output;
  private networkConfig: NetworkConfig | undefined;
  private reader: RestClient | undefined;
  private signerPromise: Promise<PrivateKeySigner> | undefined;
  private subaccountsPromise: Promise<readonly Subaccount[]> | undefined;

  constructor(
    readonly options: GlobalOptions,
    readonly io: CliIo,
  ) {
    this.out = new Output(io, options.json === true, colorEnabled(io, options.color === false));
  }

  get network(): NetworkConfig {
    this.networkConfig ??= resolveNetworkOptions(this.options);
    return this.networkConfig;
  }

  /** Where the signing key comes from. */
  get keySource(): KeySource {
    return {
      label: "a key to sign with",
      keyVariable: "PERPKIT_PRIVATE_KEY",
      keyFile: this.options.keyFile,
      passwordVariable: "PERPKIT_KEYSTORE_PASSWORD",
    };
  }

  /** The client options every REST client of this run shares. */
  private clientOptions() {
    const network = this.network;
    return this.options.baseUrl === undefined ? { network } : { network, baseUrl: network.restUrl };
  }

  /** A client for reads, with no key. */
  get rest(): RestClient {
    this.reader ??= createRestClient(this.clientOptions());
    return this.reader;
  }

  /** The signer of the configured key (decrypted once). */
  signer(): Promise<PrivateKeySigner> {
    this.signerPromise ??= loadSigner(this.keySource, this.io);
    return this.signerPromise;
  }

  /** The owner wallet: `--account`, else the key's address; undefined when there is neither. */
  async account(): Promise<Address | undefined> {
    if (this.options.account !== undefined) {
      assertAddress(this.options.account, "--account");
      return this.options.account as Address;
    }
    if (!hasKey(this.keySource, this.io)) return undefined;
    return (await this.signer()).address;
  }

  /**
   * The owner wallet, or a KeyError (exit 4, as every "no key") saying how to name one: a key, or
   * `--account` to read without one.
   */
  async requireAccount(what: string): Promise<Address> {
    const account = await this.account();
    if (account === undefined) {
      throw new KeyError(
        `${what} needs the account: set PERPKIT_PRIVATE_KEY, give --key-file, or give --account <address>.`,
      );
    }
    return account;
  }

  /** Every subaccount of the owner wallet, listed once. */
  subaccounts(owner: Address): Promise<readonly Subaccount[]> {
    this.subaccountsPromise ??= (async () => {
      const all: Subaccount[] = [];
      for await (const s of this.rest.paginate("listSubaccounts", { sender: owner })) all.push(s);
      return all;
    })();
    return this.subaccountsPromise;
  }

  /**
   * The subaccount the command acts on: `--subaccount` by name, bytes32 or id, else the one named
   * `primary`, else the account's first.
   */
  async subaccount(what: string): Promise<ResolvedSubaccount> {
    const given = this.options.subaccount;
    const owner = await this.account();
    if (owner === undefined) {
      if (given !== undefined && isUuid(given)) {
        const found = await this.rest.getSubaccount({ subaccountId: given });
        return describe(found);
      }
      return describe(await this.subaccountOf(await this.requireAccount(what), given));
    }
    return describe(await this.subaccountOf(owner, given));
  }

  private async subaccountOf(owner: Address, given: string | undefined): Promise<Subaccount> {
    const all = await this.subaccounts(owner);
    if (given === undefined) {
      const primary = all.find((s) => decodeSubaccountName(s.name as Hex) === "primary");
      const chosen = primary ?? all[0];
      if (!chosen) {
        throw new ValidationError(
          "--subaccount",
          `is not given, and ${owner} has no subaccount yet: a deposit creates one (on the sandbox: perpkit sandbox fund ${owner} 10000)`,
        );
      }
      return chosen;
    }
    const key = isUuid(given)
      ? given.toLowerCase()
      : (isHex(given, 32) ? given : toSubaccount(given, "--subaccount")).toLowerCase();
    const found = all.find((s) => s.id.toLowerCase() === key || s.name.toLowerCase() === key);
    if (!found) {
      throw new ValidationError(
        "--subaccount",
        `${describeValue(given)} is not a subaccount of ${owner} (it has ${all.length === 0 ? "none yet" : all.map((s) => describe(s).label).join(", ")})`,
      );
    }
    return found;
  }

  /** The product a symbol (ticker or display ticker, any case) or a UUID names. */
  async product(reference: string, field: string): Promise<Product> {
    try {
      return await this.rest.resolveProduct(
        isUuid(reference) ? { productId: reference } : { symbol: reference },
      );
    } catch (error) {
      if (error instanceof ValidationError) {
        const products = await this.rest.getProducts();
        throw new ValidationError(
          field,
          `names no product: ${describeValue(reference)} (known: ${products.map((p) => p.ticker).join(", ")})`,
        );
      }
      throw error;
    }
  }

  /**
   * A REST client that signs with the key, for the subaccount the command acts on. With a dry-run
   * fetch, signed requests are captured instead of sent.
   */
  async tradingClient(
    what: string,
    dryRun?: DryRunFetch,
  ): Promise<{ client: RestClient; subaccount: ResolvedSubaccount }> {
    const signer = await this.signer();
    const account = (await this.account()) ?? signer.address;
    const subaccount = await this.subaccount(what);
    const client = createRestClient({
      ...this.clientOptions(),
      signer,
      account,
      subaccount: subaccount.name,
      ...(dryRun ? { fetch: dryRun.fetch } : {}),
    });
    return { client, subaccount };
  }

  /** A fetch for `--dry-run`: reads go through, signed requests are captured. */
  dryRunFetch(): DryRunFetch {
    return createDryRunFetch(globalThis.fetch);
  }
}

function describe(subaccount: Subaccount): ResolvedSubaccount {
  const name = subaccount.name as Hex;
  return { id: subaccount.id, name, label: decodeSubaccountName(name) ?? name };
}
