import { fail as failSpec, isObject, type Json } from "../json.js";

// The parts of the stream spec the layer lacks for the upstream's messages, and the parts it has
// for messages the upstream no longer sends: a new message gets a channel, its payload and its
// message schemas under their short keys; a gone one takes its channel with it.

const LAYER = "spec/stream/layer.yaml";

/** The layer's parts this module adds to and takes from (copies of the layer's). */
export interface StreamParts {
  readonly schemas: Json;
  readonly channels: Json;
  readonly messages: Json;
  readonly operations: Json;
  readonly notes: string[];
}

/** A step into an upstream schema (`name`, `name[]`); `undefined` when it names nothing. */
export function find(
  messages: Readonly<Record<string, unknown>>,
  pointer: string,
): Json | undefined {
  const [root, ...steps] = pointer.split("/");
  let node: unknown = messages[root ?? ""];
  for (const step of steps) {
    if (!isObject(node)) return undefined;
    const items = step.endsWith("[]");
    const key = items ? step.slice(0, -2) : step;
    const props: unknown = node.properties;
    node = isObject(props) ? props[key] : undefined;
    if (items) node = isObject(node) ? node.items : undefined;
  }
  return isObject(node) ? node : undefined;
}

function pointersOf(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const raw = schema["x-upstream"];
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
}

/** The value a message's `e` always has (its one enumeration value, or its const). */
function eventOf(schema: Json): string | undefined {
  const e = isObject(schema.properties) ? schema.properties.e : undefined;
  if (!isObject(e)) return undefined;
  if (typeof e.const === "string") return e.const;
  return Array.isArray(e.enum) && e.enum.length === 1 && typeof e.enum[0] === "string"
    ? e.enum[0]
    : undefined;
}

/** The subscribe parameter and payload key of a payload, where it has one the gateway keys by. */
function keyOf(data: Json): { key: string; route: string } | undefined {
  const props = isObject(data.properties) ? data.properties : {};
  if ("s" in props) return { key: "symbol", route: "s" };
  if ("sid" in props) return { key: "subaccountId", route: "sid" };
  for (const [name, prop] of Object.entries(props)) {
    const items = isObject(prop) && isObject(prop.items) ? prop.items : undefined;
    const inner = isObject(items?.properties) ? items.properties : {};
    if ("sid" in inner) return { key: "subaccountId", route: `${name}[].sid` };
    if ("s" in inner) return { key: "symbol", route: `${name}[].s` };
  }
  return undefined;
}

function free(parts: StreamParts, wanted: string): string {
  let name = wanted;
  for (let n = 2; name in parts.schemas; n++) name = `${wanted}${n}`;
  return name;
}

/** The channel, schemas, message and receive operation of one message the layer does not name. */
function addMessage(parts: StreamParts, name: string, schema: Json): void {
  const event = eventOf(schema);
  const data = isObject(schema.properties) ? schema.properties.data : undefined;
  if (event === undefined || !isObject(data) || event in parts.channels) {
    parts.notes.push(
      `message ${name}: ${LAYER} does not name it, and it has no \`e\` of one value and object \`data\` to make a channel of; the layer could describe it`,
    );
    return;
  }
  const payload = free(parts, event);
  parts.schemas[payload] = { title: payload, "x-upstream": `${name}/data` };
  const message = free(parts, name);
  parts.schemas[message] = {
    title: message,
    "x-upstream": name,
    description: `The message the ${event} channel pushes.`,
  };
  parts.messages[event] = { name: event, payload: { $ref: `#/components/schemas/${message}` } };
  const key = keyOf(data);
  parts.channels[event] = {
    address: "/v1/stream",
    title: event,
    description:
      typeof schema.description === "string" ? schema.description : `The ${event} messages.`,
    ...(key ? { "x-key": key.key, "x-route": key.route } : {}),
    "x-push": { mode: "realtime" },
    messages: { [event]: { $ref: `#/components/messages/${event}` } },
  };
  parts.operations[`receive${event}`] = {
    action: "receive",
    channel: { $ref: `#/channels/${event}` },
    messages: [{ $ref: `#/channels/${event}/messages/${event}` }],
  };
  const names = parts.schemas.StreamChannelName;
  if (key && isObject(names) && Array.isArray(names["x-known-values"])) {
    parts.schemas.StreamChannelName = {
      ...names,
      "x-known-values": [...names["x-known-values"], event],
    };
  }
  parts.notes.push(
    key
      ? `message ${name}: ${LAYER} does not name it; channel ${event}, keyed by ${key.key} (from ${key.route}), its payload ${payload} under its short keys (the layer could name its fields and say how it pushes)`
      : `message ${name}: ${LAYER} does not name it, and its payload has no key the generator knows (symbol from \`s\`, subaccountId from \`sid\`); its messages decode, and it can be subscribed to once the layer gives channel ${event} an x-key and an x-route`,
  );
}

/**
 * The layer's parts, completed for the upstream's messages: a message no schema of the layer
 * takes (`x-upstream`) gets its own, and a line of the notes. A schema whose upstream is gone is
 * a layer entry left dangling: generation stops, naming it, until the layer drops it and its
 * channel.
 */
export function completeLayer(
  parts: StreamParts,
  messages: Readonly<Record<string, unknown>>,
): void {
  for (const [name, schema] of Object.entries(parts.schemas)) {
    const pointers = pointersOf(schema);
    if (pointers.length === 0 || pointers.some((p) => find(messages, p))) continue;
    failSpec(
      LAYER,
      `components.schemas.${name}: ${pointers.join(", ")} names nothing the upstream sends: remove it, and the channel whose message it is`,
    );
  }
  const taken = new Set(
    Object.values(parts.schemas).flatMap((s) => pointersOf(s).map((p) => p.split("/")[0])),
  );
  for (const [name, schema] of Object.entries(messages)) {
    if (!taken.has(name) && isObject(schema)) addMessage(parts, name, schema);
  }
}
