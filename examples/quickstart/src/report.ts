/**
 * Prints the demo's account of what it does: numbered steps, each with a few indented lines.
 *
 * @example
 * const report = createReport(console.log)
 * report.step("Fund two wallets")
 * report.line("maker 0xab…", "100000 USD")
 */
export interface Report {
  /** Starts the next numbered step. */
  step(title: string): void;
  /** One line of the current step; with a value, the label is padded into a column. */
  line(label: string, value?: string): void;
  /** An aside: what happened differently, or what the reader must do. */
  note(text: string): void;
}

/**
 * A report that writes through `write` (default `console.log`).
 *
 * @example
 * createReport().step("Link a signer") // "2. Link a signer"
 */
export function createReport(write: (text: string) => void = console.log): Report {
  let steps = 0;
  return {
    step(title) {
      steps++;
      write(`\n${steps}. ${title}`);
    },
    line(label, value) {
      write(value === undefined ? `   ${label}` : `   ${label.padEnd(24)} ${value}`);
    },
    note(text) {
      write(`   (${text})`);
    },
  };
}

/**
 * An address shortened for reading: `0x1234…abcd`.
 *
 * @example
 * short("0x1234567890abcdef1234567890abcdef12345678") // "0x1234…5678"
 */
export function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
