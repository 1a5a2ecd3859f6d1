/**
 * A stream the command line writes to, with what it knows about the terminal behind it.
 *
 * @example
 * const out: CliOutput = { write: (text: string) => chunks.push(text), isTTY: false }
 */
export interface CliOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean | undefined;
  readonly columns?: number | undefined;
  readonly rows?: number | undefined;
}

/**
 * Where the command line reads and writes, its environment, and the signal that stops a live
 * view (Ctrl-C). `runCli` uses the process's own unless given others.
 *
 * @example
 * const io: CliIo = { ...processIo(), env: { PERPKIT_NETWORK: "local" } }
 */
export interface CliIo {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean | undefined };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Aborted when the user asks a running live view to stop (SIGINT, SIGTERM). */
  readonly stop: AbortSignal;
}

/**
 * The process's streams and environment. Until a live view asks for `stop`, Ctrl-C ends the
 * program at once, as it does any program; once one does, the first Ctrl-C (or SIGTERM) ends
 * the view cleanly and a second one ends the program.
 *
 * @example
 * const code = await runCli(process.argv.slice(2), processIo())
 */
export function processIo(): CliIo {
  const controller = new AbortController();
  let listening = false;
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    get stop() {
      if (!listening) {
        listening = true;
        const stop = () => controller.abort();
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      }
      return controller.signal;
    },
  };
}
