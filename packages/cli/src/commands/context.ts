import type { Command } from "commander";
import type { Session } from "../session.js";

/** What commands get from the program: a session for the options they were run with. */
export interface CommandContext {
  /** The session of a run: its global options merged with the command's own. */
  session(command: Command): Session;
  /**
   * How a command's fields are written on its command line (`price` is `<price>`, `timeInForce`
   * is `--tif`), so that an error names what the person typed.
   */
  describeFields(command: string, fields: ReadonlyMap<string, string>): void;
}
