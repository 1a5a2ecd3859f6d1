export {
  type ExitKind,
  exitCodes,
  KeyError,
  RejectedError,
  UsageError,
} from "./errors.js";
export {
  type ReadColumn,
  type ReadCommand,
  type ReadParameter,
  readCommands,
  readGroups,
  type ValueKind,
} from "./generated/read-commands.js";
export { type CliIo, type CliOutput, processIo } from "./io.js";
export { decryptKeystore, encryptKeystore } from "./keystore.js";
export { runCli } from "./run.js";
