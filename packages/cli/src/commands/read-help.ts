import type { ReadCommand, ReadParameter } from "../generated/read-commands.js";
import { sideName } from "../values.js";

/** Whether a flag may also be given as `--no-<option>`: a boolean whose false the spec allows. */
export function takesFalse(parameter: ReadParameter): boolean {
  return parameter.kind === "boolean" && (!parameter.values || parameter.values.includes(false));
}

function rulesOf(parameter: ReadParameter): string[] {
  const rules: string[] = [];
  if (parameter.values && parameter.kind !== "boolean") {
    const shown = parameter.kind === "side" ? parameter.values.map(sideName) : parameter.values;
    rules.push(`one of ${shown.join(", ")}`);
  } else if (parameter.kind === "side") {
    rules.push("buy or sell");
  }
  if (parameter.minimum !== undefined && parameter.maximum !== undefined) {
    rules.push(`${parameter.minimum} to ${parameter.maximum}`);
  } else if (parameter.minimum !== undefined && parameter.kind !== "timestamp-ms") {
    rules.push(`at least ${parameter.minimum}`);
  } else if (parameter.maximum !== undefined) {
    rules.push(`at most ${parameter.maximum}`);
  }
  if (parameter.kind === "timestamp-ms")
    rules.push("milliseconds, or a date like 2026-01-02T00:00Z");
  if (parameter.product) rules.push("a symbol such as BTCUSD, or a product id");
  else if (parameter.kind === "uuid") rules.push("a UUID");
  if (parameter.kind === "address") rules.push("an address");
  if (parameter.list) {
    rules.push(
      `comma-separated or repeated${parameter.minItems !== undefined ? `, at least ${parameter.minItems}` : ""}${parameter.maxItems !== undefined ? `, at most ${parameter.maxItems}` : ""}`,
    );
  }
  if (takesFalse(parameter) && !parameter.list && parameter.in === "query") {
    rules.push(`--no-${parameter.option} for false`);
  }
  if (parameter.default !== undefined) rules.push(`default ${String(parameter.default)}`);
  if (parameter.fill === "subaccount") rules.push("default: the id of --subaccount");
  else if (parameter.fill === "account") rules.push("default: the key's address, or --account");
  else if (parameter.required && parameter.in === "query") rules.push("required");
  if (parameter.deprecated) rules.push("deprecated");
  return rules;
}

/** What a parameter accepts and how it is filled, for its help line. */
export function helpOf(parameter: ReadParameter): string {
  const text = parameter.description ? parameter.description.replace(/\.$/, "") : "";
  const rules = rulesOf(parameter);
  return rules.length > 0 ? `${text}${text ? " " : ""}(${rules.join("; ")})` : text;
}

/** The placeholder of an option's value in the help: what to type there. */
export function placeholder(parameter: ReadParameter): string {
  const values = parameter.kind === "side" ? ["buy", "sell"] : parameter.values?.map(String);
  if (values && values.length <= 4 && values.join("|").length <= 24) {
    return parameter.list ? `${values.join("|")},...` : values.join("|");
  }
  const one = parameter.product
    ? "symbol"
    : ((
        {
          uuid: "id",
          integer: "n",
          number: "n",
          "timestamp-ms": "time",
          "unix-seconds": "time",
          address: "address",
          bytes32: "bytes32",
          decimal: "decimal",
        } as Readonly<Record<string, string>>
      )[parameter.kind] ?? "value");
  return parameter.list ? `${one}s` : one;
}

/** The help line of `--columns`: the columns a table shows, and where the others are. */
export function columnsHelp(command: ReadCommand): string {
  return `the fields to show, comma-separated: any field of ${command.record} (default ${command.table.join(", ")})`;
}
