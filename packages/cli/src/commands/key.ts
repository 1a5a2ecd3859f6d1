import { existsSync, writeFileSync } from "node:fs";
import { ValidationError } from "@perpkit/core";
import { privateKeySigner } from "@perpkit/signing";
import type { Command } from "commander";
import { KeyError, UsageError } from "../errors.js";
import { askPassword } from "../keys.js";
import { encryptKeystore, generatePrivateKey } from "../keystore.js";
import type { CommandContext } from "./context.js";

/** `perpkit key new|address`. */
export function addKeyCommands(program: Command, context: CommandContext): void {
  const group = program
    .command("key")
    .summary("make a keystore, or show the key's address")
    .description(
      "Keys never pass through the command line: they live in an encrypted keystore file (--key-file) or in PERPKIT_PRIVATE_KEY.",
    );

  group
    .command("new")
    .summary("generate a key into a new encrypted keystore file")
    .description(
      "Generates a private key and writes it to <file> as an Ethereum V3 keystore (scrypt, aes-128-ctr), readable only by you. The password comes from PERPKIT_KEYSTORE_PASSWORD, or is asked for twice. Prints the address; the key is never printed.",
    )
    .argument("<file>", "where to write the keystore; an existing file is never replaced")
    .action(async (file: string, _o, cmd: Command) => {
      const session = context.session(cmd);
      if (existsSync(file))
        throw new UsageError(`${file} exists already; a keystore is never replaced.`);
      const variable = "PERPKIT_KEYSTORE_PASSWORD";
      let password = session.io.env[variable];
      if (password === undefined) {
        const what = "the new keystore's password";
        password = await askPassword(session.io, "Password for the new keystore: ", variable, what);
        const again = await askPassword(session.io, "The same password again: ", variable, what);
        if (again !== password)
          throw new KeyError("The two passwords differ; nothing was written.");
      }
      if (password.length === 0) throw new KeyError("The keystore password is empty.");
      const key = generatePrivateKey();
      const text = await session.out.spin("encrypting the key", () =>
        encryptKeystore(key, password),
      );
      try {
        writeFileSync(file, text, { mode: 0o600, flag: "wx" });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new ValidationError(
          "<file>",
          `cannot be written${code ? ` (${code})` : ""}: ${file}`,
        );
      }
      const address = privateKeySigner(key).address;
      if (session.out.json) session.out.document({ address, file });
      else session.out.line(address);
      if (!session.out.json)
        session.out.note(`Wrote ${file}; use it with --key-file ${file} (or PERPKIT_KEY_FILE).`);
    });

  group
    .command("address")
    .summary("print the address of the key")
    .description(
      "Prints the address of the key the other commands sign with (PERPKIT_PRIVATE_KEY or --key-file).",
    )
    .action(async (_o, cmd: Command) => {
      const session = context.session(cmd);
      const { address } = await session.signer();
      if (session.out.json) session.out.document({ address });
      else session.out.line(address);
    });
}
