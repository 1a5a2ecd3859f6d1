import { readFileSync } from "node:fs";
import type { Hex } from "@perpkit/core";
import { type PrivateKeySigner, privateKeySigner } from "@perpkit/signing";
import { read } from "read";
import { KeyError } from "./errors.js";
import type { CliIo } from "./io.js";
import { decryptKeystore } from "./keystore.js";

/** Where one key comes from: an environment variable, or a keystore file and its password. */
export interface KeySource {
  /** Names the key in messages: "the key", "the new signer's key". */
  readonly label: string;
  /** The variable that may hold the key itself. */
  readonly keyVariable: string;
  /** The keystore file, when given. */
  readonly keyFile: string | undefined;
  /** The variable that may hold the keystore's password. */
  readonly passwordVariable: string;
}

const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/;

/** Whether a key is configured at all (without reading or decrypting it). */
export function hasKey(source: KeySource, io: CliIo): boolean {
  return source.keyFile !== undefined || Boolean(io.env[source.keyVariable]?.trim());
}

/** A private key read from text, never echoed when it is malformed. */
export function parsePrivateKey(text: string, where: string): Hex {
  const trimmed = text.trim();
  if (!PRIVATE_KEY.test(trimmed)) {
    throw new KeyError(`${where} is not a private key: it must be 0x and 64 hex digits.`);
  }
  const key = (trimmed.startsWith("0x") ? trimmed : `0x${trimmed}`) as Hex;
  try {
    privateKeySigner(key);
  } catch {
    throw new KeyError(`${where} is not a valid secp256k1 private key.`);
  }
  return key;
}

/** A password typed at the terminal, not echoed; refused when there is no terminal to ask on. */
export async function askPassword(
  io: CliIo,
  prompt: string,
  variable: string,
  what: string,
): Promise<string> {
  if (io.stdin.isTTY !== true) {
    throw new KeyError(`No terminal to ask for ${what}: set ${variable}, or run in a terminal.`);
  }
  const answer = await read({
    prompt,
    silent: true,
    replace: "*",
    input: io.stdin as NodeJS.ReadableStream & { isTTY?: boolean },
    output: io.stderr as NodeJS.WritableStream,
  });
  return String(answer);
}

/** The key of a source: from its keystore (password from the variable or a prompt), else its variable. */
export async function loadKey(source: KeySource, io: CliIo): Promise<Hex> {
  if (source.keyFile !== undefined) {
    if (PRIVATE_KEY.test(source.keyFile.trim())) {
      throw new KeyError(
        "--key-file takes the path of a keystore file, never a key: a key on the command line stays in shell history and the process list.",
      );
    }
    let text: string;
    try {
      text = readFileSync(source.keyFile, "utf8");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new KeyError(`Cannot read the keystore ${source.keyFile}${code ? ` (${code})` : ""}.`);
    }
    const password =
      io.env[source.passwordVariable] ??
      (await askPassword(
        io,
        `Password for ${source.keyFile}: `,
        source.passwordVariable,
        `the password of ${source.keyFile}`,
      ));
    return decryptKeystore(text, password);
  }
  const fromEnv = io.env[source.keyVariable];
  if (fromEnv?.trim()) return parsePrivateKey(fromEnv, source.keyVariable);
  throw new KeyError(
    `${upperFirst(source.label)} is needed: set ${source.keyVariable}, or give a keystore file.`,
  );
}

/** The signer of a source's key. */
export async function loadSigner(source: KeySource, io: CliIo): Promise<PrivateKeySigner> {
  return privateKeySigner(await loadKey(source, io));
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Options that would put a key on the command line. They are refused before anything else runs,
 * so that the mistake is caught and explained rather than taken for an unknown option.
 */
const KEY_OPTIONS = /^--?(private-?key|privkey|pk|key|secret-?key|mnemonic)(=.*)?$/i;

/** Refuses a key given as a command-line option, without echoing it. */
export function refuseKeyArguments(argv: readonly string[]): void {
  for (const [i, arg] of argv.entries()) {
    if (arg === "--") return;
    const keyFile = /^--(signer-)?key-file(=(.*))?$/.exec(arg);
    const path = keyFile ? (keyFile[2] === undefined ? argv[i + 1] : keyFile[3]) : undefined;
    if (path !== undefined && PRIVATE_KEY.test(path.trim())) {
      throw new KeyError(
        `--${keyFile?.[1] ?? ""}key-file takes the path of a keystore file, never a key: a key on the command line stays in shell history and the process list.`,
      );
    }
    const match = KEY_OPTIONS.exec(arg);
    if (match) {
      throw new KeyError(
        `${match[1] ? `--${match[1].toLowerCase()}` : "a key option"} is refused: a private key is never taken on the command line (it would stay in shell history and the process list); set PERPKIT_PRIVATE_KEY or give --key-file with a keystore.`,
      );
    }
  }
}
