import { readEnums } from "../../enums.js";
import { isObject, type Json } from "../../json.js";
import { readYaml, type SpecSource } from "../../spec.js";
import {
  type Channel,
  fail,
  IDENTIFIER,
  LIMITS,
  type Model,
  messagePayload,
  type Named,
  NETWORKS,
  type Node,
  readKnown,
  readReadableWith,
  toNode,
  type Variant,
  variantOf,
} from "./model.js";

// Reading the derived stream spec (AsyncAPI 3.0) into the model the emitters write from.

/** Every named schema, each reference among them defined. */
function readSchemas(doc: Json): Map<string, Named> {
  if (doc.asyncapi !== "3.0.0") fail("asyncapi", "must be 3.0.0");
  const components = isObject(doc.components) ? doc.components : fail("components", "are missing");
  const rawSchemas = isObject(components.schemas)
    ? components.schemas
    : fail("components.schemas", "are missing");
  const schemas = new Map<string, Named>();
  for (const [name, schema] of Object.entries(rawSchemas)) {
    const where = `components.schemas.${name}`;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(where, "must be named in PascalCase");
    if (!isObject(schema)) fail(where, "is not a schema object");
    schemas.set(name, {
      name,
      description: typeof schema.description === "string" ? schema.description.trim() : undefined,
      node: toNode(schema, where),
      ...readKnown(schema, where),
      example: Array.isArray(schema.examples) ? schema.examples[0] : undefined,
      readableWith: readReadableWith(schema, where),
    });
  }
  const visit = (node: Node, where: string): void => {
    if (node.kind === "ref" && !schemas.has(node.name))
      fail(where, `references ${node.name}, which is not defined`);
    if (node.kind === "array") visit(node.items, where);
    if (node.kind === "nullable") visit(node.node, where);
    if (node.kind === "union") for (const option of node.options) visit(option, where);
    if (node.kind === "map") visit(node.values, where);
    if (node.kind === "tuple") for (const item of node.items) visit(item, where);
    if (node.kind === "object") for (const p of node.props) visit(p.node, `${where}.${p.key}`);
  };
  for (const named of schemas.values()) visit(named.node, `components.schemas.${named.name}`);
  return schemas;
}

/** One channel with an `x-key`: what selects it, where its key sits, what it pushes and how. */
function readChannel(
  doc: Json,
  schemas: ReadonlyMap<string, Named>,
  name: string,
  channel: Json,
): Channel {
  const where = `channels.${name}`;
  const key = channel["x-key"];
  const route = channel["x-route"];
  const push = channel["x-push"];
  if (typeof key !== "string" || !IDENTIFIER.test(key))
    fail(where, "has an x-key that is not an identifier");
  if (typeof route !== "string" || !/^[A-Za-z0-9_]+(\[\]\.[A-Za-z0-9_]+)?$/.test(route)) {
    fail(where, "needs an x-route: a payload key, or `array[].key`");
  }
  if (!isObject(push) || typeof push.mode !== "string") fail(where, "needs an x-push with a mode");
  if (
    push.intervalMs !== undefined &&
    (typeof push.intervalMs !== "number" || push.intervalMs <= 0)
  ) {
    fail(where, "has an x-push.intervalMs that is not a positive number");
  }
  const messages = isObject(channel.messages) ? Object.values(channel.messages) : [];
  if (messages.length !== 1 || !isObject(messages[0]))
    fail(where, "must carry exactly one message");
  const message = messagePayload(doc, messages[0].$ref, `${where}.messages`);
  const variant = variantOf(schemas, message, where);
  if (variant.value !== name)
    fail(where, `pushes ${message} whose ${variant.key} is ${String(variant.value)}, not ${name}`);
  const envelope = schemas.get(message)?.node;
  const dataProps =
    envelope?.kind === "object"
      ? envelope.props.filter(
          (p) => p.node.kind === "ref" && schemas.get(p.node.name)?.node.kind === "object",
        )
      : [];
  const data = dataProps[0];
  if (dataProps.length !== 1 || data?.node.kind !== "ref") {
    fail(where, `message ${message} must have exactly one property holding an object payload`);
  }
  const payload = data.node.name;
  const first = route.split("[]")[0] as string;
  const payloadNode = schemas.get(payload)?.node;
  if (payloadNode?.kind !== "object" || !payloadNode.props.some((p) => p.key === first)) {
    fail(where, `routes by ${route}, but ${payload} has no ${first}`);
  }
  if (!isStringKey(schemas, payloadNode, route)) {
    fail(where, `routes by ${route}, which ${payload} no longer types as a string: a key is one`);
  }
  return {
    name,
    title: typeof channel.title === "string" ? channel.title : name,
    description: typeof channel.description === "string" ? channel.description.trim() : "",
    key,
    route,
    push: {
      mode: push.mode,
      ...(push.intervalMs === undefined ? {} : { intervalMs: push.intervalMs as number }),
    },
    message,
    dataKey: data.key,
    payload,
  };
}

/** Whether a route (`sid`, or `d[].sid`) reaches a string of the payload, through references. */
function isStringKey(schemas: ReadonlyMap<string, Named>, payload: Node, route: string): boolean {
  let node: Node | undefined = payload;
  for (const [i, step] of route.split("[].").entries()) {
    if (i > 0) node = node?.kind === "array" ? node.items : undefined;
    while (node?.kind === "ref") node = schemas.get(node.name)?.node;
    node = node?.kind === "object" ? node.props.find((p) => p.key === step)?.node : undefined;
  }
  while (node?.kind === "ref") node = schemas.get(node.name)?.node;
  return node?.kind === "primitive" && node.types.length === 1 && node.types[0] === "string";
}

/** The channels with an `x-key`, in the spec's order, which `StreamChannelName` must list. */
function readChannels(doc: Json, schemas: ReadonlyMap<string, Named>): Channel[] {
  const channels: Channel[] = [];
  for (const [name, channel] of Object.entries(isObject(doc.channels) ? doc.channels : {})) {
    if (!isObject(channel) || channel["x-key"] === undefined) continue;
    channels.push(readChannel(doc, schemas, name, channel));
  }
  if (channels.length === 0) fail("channels", "define no channel with an x-key");
  const channelNames = schemas.get("StreamChannelName")?.known;
  if (
    channelNames &&
    JSON.stringify(channelNames) !== JSON.stringify(channels.map((c) => c.name))
  ) {
    fail(
      "components.schemas.StreamChannelName",
      "must list the channels with an x-key, in their order",
    );
  }
  return channels;
}

/** The messages each direction carries, each told apart from the others by a const property. */
function readMessages(
  doc: Json,
  schemas: ReadonlyMap<string, Named>,
  channels: readonly Channel[],
): Pick<Model, "serverMessages" | "clientMessages"> {
  const serverMessages: Variant[] = [];
  const clientMessages: Variant[] = [];
  const add = (list: Variant[], variant: Variant) => {
    if (!list.some((v) => v.schema === variant.schema)) list.push(variant);
  };
  for (const [name, op] of Object.entries(isObject(doc.operations) ? doc.operations : {})) {
    const where = `operations.${name}`;
    if (!isObject(op)) continue;
    const refs = Array.isArray(op.messages) ? op.messages : [];
    const replies = isObject(op.reply) && Array.isArray(op.reply.messages) ? op.reply.messages : [];
    const payloads = refs.map((m) => messagePayload(doc, isObject(m) ? m.$ref : undefined, where));
    const replyPayloads = replies.map((m) =>
      messagePayload(doc, isObject(m) ? m.$ref : undefined, `${where}.reply`),
    );
    if (op.action === "send") {
      for (const p of payloads) add(clientMessages, variantOf(schemas, p, where));
      for (const p of replyPayloads) add(serverMessages, variantOf(schemas, p, `${where}.reply`));
    } else if (op.action === "receive") {
      for (const p of payloads) add(serverMessages, variantOf(schemas, p, where));
    } else {
      fail(where, "has an action other than send or receive");
    }
  }
  for (const list of [serverMessages, clientMessages]) {
    const seen = new Set<string>();
    for (const v of list) {
      const id = `${v.key}=${JSON.stringify(v.value)}`;
      if (seen.has(id)) fail("operations", `have two messages in one direction with ${id}`);
      seen.add(id);
    }
  }
  for (const channel of channels) {
    if (!serverMessages.some((v) => v.schema === channel.message)) {
      fail(`channels.${channel.name}`, "has no receive operation");
    }
  }
  return { serverMessages, clientMessages };
}

/** The gateway's URL on each network. */
function readServers(doc: Json): Model["servers"] {
  return Object.entries(isObject(doc.servers) ? doc.servers : {}).map(([network, server]) => {
    if (!isObject(server)) fail(`servers.${network}`, "is not an object");
    const { protocol, host, pathname } = server;
    if (typeof protocol !== "string" || typeof host !== "string" || typeof pathname !== "string") {
      fail(`servers.${network}`, "needs protocol, host and pathname");
    }
    return { network, url: `${protocol}://${host}${pathname}` };
  });
}

/** The model of a derived stream spec. */
export function readModel(doc: Json): Model {
  const schemas = readSchemas(doc);
  const channels = readChannels(doc, schemas);
  return { schemas, channels, ...readMessages(doc, schemas, channels), servers: readServers(doc) };
}

/** The spec must agree with the facts recorded elsewhere in spec/. */
export function crossCheck(spec: SpecSource, model: Model): void {
  const networks = readYaml<{ networks: Record<string, { wsUrl?: string }> }>(
    spec.read(NETWORKS),
  ).networks;
  for (const { network, url } of model.servers) {
    const preset = networks[network];
    if (!preset) fail(`servers.${network}`, `names no network of ${NETWORKS}`);
    if (preset.wsUrl !== url)
      fail(
        `servers.${network}`,
        `URL ${url} differs from ${NETWORKS} ${network}.wsUrl ${preset.wsUrl}`,
      );
  }
  // Lists both sides take from the upstream are its facts already; only hand-written lists can
  // drift apart.
  const { values: enums, fromUpstream } = readEnums(spec);
  for (const named of model.schemas.values()) {
    const recorded = named.name in fromUpstream ? undefined : enums[named.name];
    if (named.known && recorded && JSON.stringify(named.known) !== JSON.stringify(recorded)) {
      fail(
        `components.schemas.${named.name}`,
        `lists ${named.known.join(", ")} but ${LIMITS} enums.${named.name} lists ${recorded.join(", ")}`,
      );
    }
  }
}
