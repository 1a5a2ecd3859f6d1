// The one grammar of an EIP-712 message type as signing configurations write it
// (`address sender,uint64 nonce`): entries split by commas, each `<type> <name>` with spaces
// around it allowed, the type one of EIP-712's atomic types. The generator reads the stored
// configurations with it; the signing target's typed-data.ts carries it to @perpkit/signing,
// which reads live configurations with the same expression.

/**
 * One entry of a message type: its type (group 1) and its field name (group 2). A type is
 * address, bool, string, bytes, `bytes1` to `bytes32`, or `uint`/`int` alone or at a width of 8
 * to 256 bits in steps of 8. The widths are written digit by digit (`[37]2` is 32 and 72), so
 * that the expression stays short where it ships.
 */
export const TYPE_ENTRY =
  /^\s*(address|bool|string|bytes(?:[1-9]|[12]\d|3[0-2])?|u?int(?:8|[37]2|[159]6|[26]4|[48][08]|1(?:[048]4|[26][08]|[159]2|[37]6)|2(?:[04][08]|[15]6|24|32))?) ([A-Za-z_]\w*)\s*$/;

/** One field of a message type. */
export interface Field {
  readonly type: string;
  readonly name: string;
}

/**
 * A message type's fields, or the first entry the grammar refuses (an unknown type, a width
 * EIP-712 does not have, a malformed entry).
 */
export function readSignatureType(text: string): Field[] | { readonly refused: string } {
  const fields: Field[] = [];
  for (const entry of text.split(",")) {
    const match = TYPE_ENTRY.exec(entry);
    if (!match) return { refused: entry };
    fields.push({ type: match[1] as string, name: match[2] as string });
  }
  return fields;
}
