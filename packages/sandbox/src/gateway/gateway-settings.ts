import { limits, ValidationError } from "@perpkit/core";
import type { SandboxSimulation } from "../http/simulation.js";

/**
 * Settings of the sandbox's stream gateway. Every interval and timeout can be shortened so tests
 * and bots see in milliseconds what takes seconds or hours on the live service.
 *
 * @example
 * await startSandbox({ stream: { l2BookIntervalMs: 20, tickerIntervalMs: 50, idleTimeoutMs: 0 } })
 */
export interface StreamGatewayOptions {
  /**
   * How often L2Book diffs go out; one goes out on every interval, empty when nothing changed, so
   * a missed message shows at the next. Default 200 ms (spec/limits.yaml).
   */
  readonly l2BookIntervalMs?: number;
  /** Price levels per side of an L2Book snapshot, and of the book a subscriber keeps. Default 100. */
  readonly l2BookLevels?: number;
  /** How often Ticker messages go out. Default 1 s. */
  readonly tickerIntervalMs?: number;
  /**
   * What the L2Book and Ticker intervals are measured on. `"real"` (the default): real time, so a
   * frozen clock still sees a diff every interval. `"clock"`: the sandbox clock, so a frozen
   * clock publishes only when it is moved, once for each move that passes an interval's end:
   * what a test needs for frames that repeat exactly from run to run.
   */
  readonly pace?: "real" | "clock";
  /** A connection is closed with code 1000 this long after it opened. Default about 4 hours; 0 never. */
  readonly connectionLifetimeMs?: number;
  /**
   * A connection that sends no ping for this long (a protocol ping frame or `{ event: "ping" }`)
   * is dropped without a close frame: the client sees code 1006. Default twice the recommended
   * ping interval, 60 s; 0 never.
   */
  readonly idleTimeoutMs?: number;
  /**
   * Account-channel subscriptions allowed on one connection, counted per `(subaccountId, type)`
   * pair; one more is refused with SUBSCRIPTION_LIMIT_EXCEEDED. Market channels are exempt. The
   * interface does not publish the live number; the sandbox's default is 100.
   */
  readonly maxSubaccountSubscriptions?: number;
  /** Largest request frame a client may send, in bytes; a larger one closes the connection (1009). Default 16 KiB. */
  readonly maxRequestBytes?: number;
  /**
   * Bytes that may wait unread on one connection. A client that lets more pile up (it stopped
   * reading, or reads slower than it is sent to, or floods pings without reading the pongs) is
   * closed with code 1008 and dropped 5 s later, nothing more being queued for it meanwhile, so a
   * slow reader never grows the sandbox's memory beyond this. Default 1 MiB.
   */
  readonly maxBufferedBytes?: number;
}

/**
 * How the sandbox wires the gateway in.
 *
 * @example
 * createStreamGateway(services, {}, { control: true, onError: console.error })
 */
export interface StreamGatewayWiring {
  /** Serve the stream fault endpoints under /sandbox/. Default true. */
  readonly control?: boolean;
  /** Unexpected errors (answered INTERNAL_ERROR); default logged to stderr. */
  readonly onError?: (error: unknown) => void;
  /**
   * A simulation the sandbox runs in (a backtest's replay): every timer of the gateway runs on
   * the sandbox's clock, what lock-step connections send and are sent is told to it, and it says
   * how L2Book diffs go out and how late the market channels' messages are.
   */
  readonly simulation?: SandboxSimulation | undefined;
}

/** The gateway's settings, checked and with their defaults. */
export interface GatewaySettings {
  readonly l2BookIntervalMs: number;
  readonly l2BookLevels: number;
  readonly tickerIntervalMs: number;
  readonly pace: "real" | "clock";
  readonly lifetimeMs: number;
  readonly idleMs: number;
  readonly cap: number;
  readonly maxPayload: number;
  readonly maxBuffered: number;
  readonly control: boolean;
  readonly onError: (error: unknown) => void;
  readonly l2Book: "interval" | "manual";
  /** Sandbox-clock ms the n-th market message waits before it goes out. */
  readonly feedLatency: ((frame: number) => number) | undefined;
  /** The simulation the sandbox runs in, if any. */
  readonly lockstep: SandboxSimulation | undefined;
}

const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
const DEFAULT_SUBACCOUNT_SUBSCRIPTIONS = 100;

function whole(value: number | undefined, fallback: number, field: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(`stream.${field}`, `must be a whole number, ${min} or more`);
  }
  return value;
}

/**
 * Checks the gateway's options and fills in the defaults (spec/limits.yaml for the intervals,
 * the lifetime and the idle timeout). Throws a ValidationError naming the option.
 *
 * @example
 * const settings = gatewaySettings({ l2BookIntervalMs: 20 }, {})
 */
export function gatewaySettings(
  options: StreamGatewayOptions,
  wiring: StreamGatewayWiring,
): GatewaySettings {
  const ws = limits.websocket;
  const pace = options.pace ?? "real";
  if (pace !== "real" && pace !== "clock") {
    throw new ValidationError("stream.pace", 'must be "real" or "clock"');
  }
  return {
    l2BookIntervalMs: whole(options.l2BookIntervalMs, ws.l2BookIntervalMs, "l2BookIntervalMs", 1),
    l2BookLevels: whole(options.l2BookLevels, ws.l2BookSnapshotLevels, "l2BookLevels", 1),
    tickerIntervalMs: whole(options.tickerIntervalMs, ws.tickerIntervalMs, "tickerIntervalMs", 1),
    pace,
    lifetimeMs: whole(
      options.connectionLifetimeMs,
      ws.connectionLifetimeSeconds * 1000,
      "connectionLifetimeMs",
      0,
    ),
    idleMs: whole(options.idleTimeoutMs, 2 * ws.pingIntervalSeconds * 1000, "idleTimeoutMs", 0),
    cap: whole(
      options.maxSubaccountSubscriptions,
      DEFAULT_SUBACCOUNT_SUBSCRIPTIONS,
      "maxSubaccountSubscriptions",
      0,
    ),
    maxPayload: whole(options.maxRequestBytes, 16 * 1024, "maxRequestBytes", 64),
    maxBuffered: whole(
      options.maxBufferedBytes,
      DEFAULT_MAX_BUFFERED_BYTES,
      "maxBufferedBytes",
      1024,
    ),
    control: wiring.control ?? true,
    onError: wiring.onError ?? ((e: unknown) => console.error("sandbox stream gateway:", e)),
    l2Book: wiring.simulation?.l2Book ?? "interval",
    feedLatency: wiring.simulation?.feedLatency,
    lockstep: wiring.simulation,
  };
}
