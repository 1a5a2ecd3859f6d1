// The one grammar of an EIP-712 message type as signing configurations write it
// (`address sender,uint64 nonce`): entries of `<type> <name>` split by commas, spaces around an
// entry allowed, each type one of EIP-712's atomic types. The generator reads the stored
// configurations with it; typed-data.ts carries it to @perpkit/signing, which reads live
// configurations with the same expressions.

/** `bytes1` to `bytes32`. */
const BYTES_SIZES = Array.from({ length: 32 }, (_, i) => i + 1);
/** `uint8` to `uint256` and `int8` to `int256`, in steps of 8. */
const INT_BITS = Array.from({ length: 32 }, (_, i) => 8 * (i + 1));

/** An EIP-712 atomic type: address, bool, string, bytes, bytes1..32, (u)int, (u)int8..256. */
export const ATOMIC_TYPE = new RegExp(
  `^(?:address|bool|string|bytes(?:${BYTES_SIZES.join("|")})?|u?int(?:${INT_BITS.join("|")})?)$`,
);

/** One entry of a message type: its type and its field name. */
export const TYPE_ENTRY = /^\s*([a-z0-9]+) ([A-Za-z_][A-Za-z0-9_]*)\s*$/;

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
    if (!match || !ATOMIC_TYPE.test(match[1] as string)) return { refused: entry };
    fields.push({ type: match[1] as string, name: match[2] as string });
  }
  return fields;
}
