/** What a smoke app passes in: the modules it loaded, and viem. */
export interface SmokeInput {
  readonly runtime: string;
  readonly entries: Record<string, Record<string, unknown>>;
  // biome-ignore lint/suspicious/noExplicitAny: viem's module, as the app loaded it
  readonly viem: any;
  // biome-ignore lint/suspicious/noExplicitAny: viem/accounts, as the app loaded it
  readonly accounts: any;
}

/** The report an app prints on its SMOKE line. */
export interface SmokeOutput {
  readonly runtime: string;
  readonly ok: boolean;
  readonly problems: string[];
  readonly signature: string;
  readonly expected: string;
  readonly exports: Record<string, string[]>;
}

/** Checks the entry points and signs a TradeOrder both through perpkit and through viem. */
export function runSmoke(input: SmokeInput): Promise<SmokeOutput>;
