import { ValidationError } from "@perpkit/core";
import { WebSocketServer } from "ws";
import {
  STREAM_FAULTS_PATH,
  type StreamFaultState,
  type StreamFaults,
  serveStreamFaults,
  streamFaultEndpoints,
} from "../faults/stream.js";
import type { SandboxExtension, SandboxServices } from "../http/extension.js";
import { channelCounter, feedOf, publishBook } from "./channels.js";
import { connectInProcess, release, upgrade } from "./connections.js";
import {
  type GatewaySettings,
  gatewaySettings,
  type StreamGatewayOptions,
  type StreamGatewayWiring,
} from "./gateway-settings.js";
import type { GatewayState } from "./gateway-state.js";
import type { InProcessClientSocket } from "./in-process-socket.js";
import { drop } from "./sending.js";

export type { StreamGatewayOptions, StreamGatewayWiring } from "./gateway-settings.js";

/**
 * The stream gateway: an extension of the sandbox serving /v1/stream on its port, with the
 * stream faults it can inject.
 *
 * @example
 * const gateway: StreamGateway = createStreamGateway(services, { l2BookIntervalMs: 20 })
 * gateway.faults.dropConnections()
 */
export interface StreamGateway extends SandboxExtension {
  readonly faults: StreamFaults;
  /**
   * Publishes the L2Book diff of one market now (a replay does at each recorded book time);
   * nothing when it has no subscriber.
   */
  publishBook(symbol: string): void;
  /**
   * Opens a connection of a client in this process, without a socket (see
   * `Sandbox.inProcess`): the client's end of it, a WebSocket as a stream client uses one.
   */
  connectInProcess(url: string): InProcessClientSocket;
}

function createState(services: SandboxServices, settings: GatewaySettings): GatewayState {
  // Pongs to protocol pings are sent by the gateway, after the backlog check, not by ws on its own.
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: settings.maxPayload,
    clientTracking: false,
    autoPong: false,
  });
  const state: GatewayState = {
    services,
    settings,
    server,
    clients: new Set(),
    audiences: new Map(),
    channelCounts: new Map(),
    stops: new Map(),
    accountSources: new Map(),
    feeds: new Map(),
    skips: new Map(),
    delayed: [],
    delay: { armed: false, frames: 0, lastDue: Number.NEGATIVE_INFINITY },
    closed: false,
    release: (client) => release(state, client),
    countChannel: () => undefined,
  };
  state.countChannel = channelCounter(state);
  return state;
}

function faultsOf(state: GatewayState): StreamFaults {
  return {
    dropConnections() {
      const open = [...state.clients];
      for (const client of open) drop(state, client);
      return open.length;
    },
    skipL2BookMessage(symbol, count = 1) {
      if (typeof symbol !== "string" || !state.services.exchange.productByTicker(symbol)) {
        throw new ValidationError("symbol", `names no product: ${String(symbol)}`);
      }
      if (!Number.isSafeInteger(count) || count < 1) {
        throw new ValidationError("count", "must be a whole number, 1 or more");
      }
      state.skips.set(symbol, (state.skips.get(symbol) ?? 0) + count);
    },
    state(): StreamFaultState {
      return { connections: state.clients.size, skipL2Book: Object.fromEntries(state.skips) };
    },
  };
}

/**
 * The sandbox's WebSocket gateway at /v1/stream, built on the engine's event bus: subscribe,
 * unsubscribe and ping with the replies and error codes of spec/stream/layer.yaml; L2Book
 * snapshots and chained diffs, Ticker on an interval, TradeFill, and the account channels of
 * subscribed subaccounts; connection and subscription points from the WebSocket pool; the
 * per-connection subaccount subscription cap; the connection lifetime and the idle close.
 * Every message is built with @perpkit/stream's generated encoders. The parts: settings.ts
 * (options), connections.ts (upgrades and timers), subscriptions.ts (requests), channels.ts
 * (what each channel sends) and sending.ts (frames, backlog, feed delay), sharing one state.
 *
 * @example
 * const gateway = createStreamGateway(services, { l2BookIntervalMs: 20 })
 * server.on("upgrade", (req, socket, head) => gateway.handleUpgrade?.(req, socket, head) || socket.destroy())
 */
export function createStreamGateway(
  services: SandboxServices,
  options: StreamGatewayOptions = {},
  wiring: StreamGatewayWiring = {},
): StreamGateway {
  const state = createState(services, gatewaySettings(options, wiring));
  const faults = faultsOf(state);
  const { control } = state.settings;
  return {
    faults,
    publishBook(symbol) {
      const product = services.exchange.productByTicker(symbol);
      if (!product || !state.audiences.get(`L2Book|${symbol}`)?.size) return;
      publishBook(state, feedOf(state, product.id));
    },
    handleUpgrade: (req, socket, head) => upgrade(state, req, socket, head),
    connectInProcess: (url) => connectInProcess(state, url),
    controlEndpoints: control ? streamFaultEndpoints : [],
    handleRequest(req, res, url) {
      if (!control || !url.pathname.startsWith(STREAM_FAULTS_PATH)) return false;
      return serveStreamFaults(faults, req, res, url);
    },
    close() {
      if (state.closed) return;
      state.closed = true;
      for (const client of [...state.clients]) drop(state, client);
      for (const stop of state.stops.values()) stop();
      state.stops.clear();
      for (const stop of state.accountSources.values()) stop();
      state.accountSources.clear();
      state.server.close();
    },
  };
}
