import { createRandom, type Exchange, followClock, type SandboxClock } from "../engine/index.js";
import { Maker, Taker } from "./makers-and-takers.js";
import type { MarketSettings } from "./market-settings.js";
import { type MarketQuoting, quoting, referencePrice } from "./market-status.js";
import { Participant, type ParticipantRecord } from "./participant.js";

/**
 * What the simulated market has done since it started.
 *
 * @example
 * const { turns, refused }: MarketStats = sandbox.market.stats()
 */
export interface MarketStats {
  /**
   * Turns taken (each: every maker and taker in every market with a price); a turn in which no
   * market had a price to trade around is not counted.
   */
  readonly turns: number;
  /** Orders the engine refused its participants (a post-only quote a user's order was in the way of, say). */
  readonly refused: number;
  /** Why the last one was refused. */
  readonly lastRefusal: string | undefined;
  /** Each market: its turns, whether its maker quotes, and why not. */
  readonly markets: readonly MarketQuoting[];
}

/**
 * The simulated market of a sandbox: makers that keep a book around the oracle price and takers
 * that trade against it, in every market it was started on. Its participants are ordinary
 * subaccounts of one wallet (`participants()`), trading on the engine by its rules.
 *
 * @example
 * const sandbox = await startSandbox({ market: {} })
 * console.log(sandbox.market?.participants())
 */
export interface SimulatedMarket {
  /** The markets it trades, by ticker. */
  readonly symbols: readonly string[];
  /** Sandbox-clock milliseconds between turns. */
  readonly intervalMs: number;
  /** Its subaccounts: one maker and one taker. */
  participants(): ParticipantRecord[];
  /** What it has done so far. */
  stats(): MarketStats;
  /** Stops taking turns; its orders stay on the book. */
  stop(): void;
}

/**
 * The simulated market with the hook the sandbox drives it by.
 *
 * @example
 * const market = createSimulatedMarket(exchange, clock, settings)
 * market.catchUp(clock.now())
 */
export interface MarketDriver extends SimulatedMarket {
  /** Takes the turns due by `now`. */
  catchUp(now?: number): void;
}

/**
 * Starts the simulated market on an exchange: funds its maker and taker subaccounts (the wallet
 * of `participantAccount("market")`, subaccounts `maker` and `taker`) and takes a turn every
 * `intervalMs` of the sandbox clock: on every clock move, and on a timer while the clock runs.
 * A market with no oracle or last price yet is left alone until it has one, and its status says
 * so (`stats().markets`).
 *
 * @example
 * const market = createSimulatedMarket(exchange, clock, marketSettings(exchange, {}, 1))
 */
export function createSimulatedMarket(
  exchange: Exchange,
  clock: SandboxClock,
  settings: MarketSettings,
  onError: (error: unknown) => void = (e) => console.error("sandbox market:", e),
): MarketDriver {
  const seed = settings.seed;
  const random = createRandom(seed === undefined ? undefined : `market:${seed}`);
  const maker = new Maker(
    Participant.enlist(exchange, "maker", "market", "maker", settings.funding, "simulated market"),
    settings,
    random,
  );
  const taker = new Taker(
    Participant.enlist(exchange, "taker", "market", "taker", settings.funding, "simulated market"),
    settings,
    random,
  );
  const { intervalMs } = settings;
  let nextDue = clock.now() + intervalMs;
  let turns = 0;
  const marketTurns = new Map<string, number>();
  let stopped = false;

  const turn = () => {
    let traded = false;
    for (const product of settings.products) {
      const reference = referencePrice(exchange, product);
      if (reference === undefined) continue;
      maker.turn(product, reference);
      taker.turn(product, reference, intervalMs);
      marketTurns.set(product.id, (marketTurns.get(product.id) ?? 0) + 1);
      traded = true;
    }
    if (traded) turns++;
  };

  const catchUp = (now: number = clock.now()) => {
    if (stopped || now < nextDue) return;
    const due = Math.floor((now - nextDue) / intervalMs) + 1;
    // Moved first, so a turn that throws cannot make the same turns run again.
    nextDue += due * intervalMs;
    for (let i = Math.max(0, due - settings.maxCatchUpSteps); i < due; i++) turn();
  };

  const unfollow = followClock(clock, Math.max(5, Math.min(intervalMs, 100)), (now) => {
    try {
      catchUp(now);
    } catch (error) {
      onError(error);
    }
  });

  return {
    symbols: settings.products.map((p) => p.ticker),
    intervalMs,
    catchUp,
    participants: () => [maker.participant.record(), taker.participant.record()],
    stats: () => ({
      turns,
      refused: maker.participant.refused + taker.participant.refused,
      lastRefusal: taker.participant.lastRefusal ?? maker.participant.lastRefusal,
      markets: settings.products.map((product) =>
        quoting(exchange, settings, maker.participant, product, marketTurns.get(product.id) ?? 0),
      ),
    }),
    stop() {
      stopped = true;
      unfollow();
    },
  };
}
