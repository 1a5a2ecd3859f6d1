import type { LinkedSigner } from "@perpkit/rest";
import type { Command } from "commander";
import type { CliIo } from "../io.js";
import { type KeySource, loadSigner } from "../keys.js";
import { recordColumns } from "../records.js";
import type { Session } from "../session.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, fields, signed } from "./trading.js";

function printSigner(session: Session, signer: LinkedSigner): void {
  if (session.out.json) session.out.document(signer);
  else
    session.out.record(signer as unknown as Record<string, unknown>, recordColumns("LinkedSigner"));
}

/** Where the new signer's key comes from. */
function newSignerKey(keyFile: string | undefined): KeySource {
  return {
    label: "the new signer's key",
    keyVariable: "PERPKIT_SIGNER_PRIVATE_KEY",
    keyFile,
    passwordVariable: "PERPKIT_SIGNER_KEYSTORE_PASSWORD",
  };
}

const SIGNER_FIELDS = { signer: "<address>", name: "--name", subaccount: "--subaccount" };

/** `perpkit signer link|revoke|refresh|extend`. */
export function addSignerCommands(program: Command, context: CommandContext): void {
  const group = program
    .command("signer")
    .summary("link, revoke, refresh or extend a linked signer")
    .description(
      "Linked signers are extra keys that may place and cancel orders for a subaccount but never withdraw. `perpkit signers` lists them.",
    );

  const link = dryRunOption(
    group
      .command("link")
      .summary("link a new signer to the subaccount")
      .description(
        "Links a new signer: the owner's key and the new signer's key both sign. The new signer's key comes from PERPKIT_SIGNER_PRIVATE_KEY or --signer-key-file (password: PERPKIT_SIGNER_KEYSTORE_PASSWORD, or asked); `perpkit key new` makes one.",
      )
      .option("--signer-key-file <path>", "an Ethereum V3 keystore holding the new signer's key")
      .option("--name <label>", "a label of 1 to 32 characters"),
  );
  link.action(async (_o, cmd: Command) => {
    const options = cmd.opts();
    fields(context, "link", SIGNER_FIELDS);
    await signed(context, cmd, "signer link", async (run) => {
      const newSigner = await loadSigner(
        newSignerKey(options.signerKeyFile),
        run.session.io as CliIo,
      );
      const record = await run.session.out.spin(`linking ${newSigner.address}`, () =>
        run.client.linkSigner({
          signer: newSigner,
          ...(options.name === undefined ? {} : { name: options.name }),
          subaccountId: run.subaccount.id,
        }),
      );
      printSigner(run.session, record);
    });
  });

  const revoke = dryRunOption(
    group
      .command("revoke")
      .summary("revoke a linked signer (for good)")
      .description(
        "Revokes a linked signer, signed by the owner. Every resting order it placed must be cancelled first; a revoked signer can never be linked again.",
      )
      .argument("<address>", "the linked signer's address"),
  );
  revoke.action(async (address: string, _o, cmd: Command) => {
    fields(context, "revoke", SIGNER_FIELDS);
    await signed(context, cmd, "signer revoke", async (run) => {
      const record = await run.session.out.spin(`revoking ${address}`, () =>
        run.client.revokeSigner({ signer: address, subaccountId: run.subaccount.id }),
      );
      printSigner(run.session, record);
    });
  });

  const refresh = dryRunOption(
    group
      .command("refresh")
      .summary("refresh a linked signer's validity (signed by the owner)")
      .description(
        "Refreshes a linked signer that expired or is about to, signed by the owner's key.",
      )
      .argument("<address>", "the linked signer's address"),
  );
  refresh.action(async (address: string, _o, cmd: Command) => {
    fields(context, "refresh", SIGNER_FIELDS);
    await signed(context, cmd, "signer refresh", async (run) => {
      const record = await run.session.out.spin(`refreshing ${address}`, () =>
        run.client.refreshSigner({ signer: address, subaccountId: run.subaccount.id }),
      );
      printSigner(run.session, record);
    });
  });

  const extend = dryRunOption(
    group
      .command("extend")
      .summary("extend the key's own validity as a linked signer")
      .description(
        "Extends a linked signer's validity, signed by the linked signer itself: run it with the signer's key and the owner as --account.",
      ),
  );
  extend.action(async (_o, cmd: Command) => {
    fields(context, "extend", SIGNER_FIELDS);
    await signed(context, cmd, "signer extend", async (run) => {
      const record = await run.session.out.spin("extending", () => run.client.extendSigner());
      printSigner(run.session, record);
    });
  });
}
