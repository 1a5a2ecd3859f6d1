import { ValidationError } from "@perpkit/core";
import { type Exchange, type ExtensionOracle, Participant } from "@perpkit/sandbox";
import { RecordingLineError } from "@perpkit/stream";
import { BotFailureError } from "../lockstep/errors.js";
import type { CheckedLine, LineVerdict } from "./line-check.js";
import { ReplayBook } from "./liquidity.js";
import { MakerPool } from "./pool.js";

/**
 * Where a replay is: the recording's time it reached and what it played.
 *
 * @example
 * const { time, ended, trades }: ReplayStatus = sandbox.replay.status()
 */
export interface ReplayStatus {
  /** The sandbox clock, which follows the recording's times. */
  readonly time: number;
  /** True once the replay is over: its last line was taken, or it stopped early. */
  readonly ended: boolean;
  /**
   * Set when the replay stopped before the end of the file, which it could not read on (a read
   * failure, broken gzip data, a gzip bomb): the line it stopped at, and why.
   */
  readonly stopped: { readonly line: number; readonly error: string } | undefined;
  /** Recording lines played. */
  readonly played: number;
  readonly books: number;
  readonly trades: number;
  readonly tickers: number;
  /**
   * Breaks in the recording: its gap lines, and diffs whose `pt` did not continue their book's
   * chain. After each break of a book, it stays as it was until the next snapshot.
   */
  readonly gaps: number;
  /** The last break, with its line. */
  readonly lastGap: string | undefined;
  /** Diffs not played because their book was waiting for a snapshot after a break. */
  readonly skipped: number;
  /** Orders of the replay's subaccounts the engine refused, and why the last one was. */
  readonly refused: number;
  readonly lastRefusal: string | undefined;
  /**
   * Lines refused (see the README's table of what a replay refuses: not JSON, a price off the
   * tick grid, a time going back, ...), and the last reason, with its line and field.
   */
  readonly errors: number;
  readonly lastError: string | undefined;
  /** Order, cancel and batch requests the order delay holds back now. */
  readonly ordersWaiting: number;
  /**
   * Lock-step clients dropped for stalling (each a `StalledClientError` to `onError`), and the
   * last one, in words.
   */
  readonly dropped: number;
  readonly lastDropped: string | undefined;
  /** The clock's time when the recording was over (its last line played, or it stopped early). */
  readonly endTime: number | undefined;
  /**
   * What the replay waits for now, in words (`connection ... (2 frames to the client)`, a
   * request, a bot), or undefined when its clients have nothing in flight.
   */
  readonly waiting: string | undefined;
}

/**
 * What the sandbox gives a replay: the engine, its clock, the oracle, how to publish a market's
 * L2Book diff, and where its refused lines and breaks are reported.
 *
 * @example
 * const wiring: ReplayWiring = { exchange, oracle, publishBook: (s) => gateway.publishBook(s) }
 */
export interface ReplayWiring {
  readonly exchange: Exchange;
  readonly oracle: ExtensionOracle;
  readonly publishBook: (symbol: string) => void;
  readonly onError: (error: unknown) => void;
  /** How many requests the order delay holds back, when there is one. */
  readonly ordersWaiting?: () => number;
}

/**
 * The one place a replay plays its recording's lines, once line-check.ts has passed them: a book
 * line sets the replay's orders to the recorded levels, a trade is played by the replay's taker,
 * a ticker's mark becomes the oracle price and its `fr1h` the market's funding rate. It counts
 * what it played and what it could not.
 *
 * @example
 * const player = new Player(header.symbols, settings.funding, wiring)
 * player.play(verdict.entry)
 */
export class Player {
  readonly pool: MakerPool;
  readonly taker: Participant;
  readonly counts = {
    played: 0,
    books: 0,
    trades: 0,
    tickers: 0,
    gaps: 0,
    skipped: 0,
    errors: 0,
  };
  lastError: string | undefined;
  lastGap: string | undefined;
  stopped: { readonly line: number; readonly error: string } | undefined;
  dropped = 0;
  lastDropped: string | undefined;
  endTime: number | undefined;
  private readonly markets = new Map<string, ReplayBook>();

  constructor(
    symbols: readonly string[],
    funding: bigint,
    private readonly wiring: ReplayWiring,
  ) {
    const { exchange } = wiring;
    this.pool = new MakerPool(exchange, funding);
    this.taker = Participant.enlist(
      exchange,
      "taker",
      "replay",
      "replay-taker",
      funding,
      "recorded trade",
    );
    for (const symbol of symbols) {
      const product = exchange.productByTicker(symbol);
      if (!product) {
        throw new ValidationError("replay.file", `records ${symbol}, which is no product here`);
      }
      this.markets.set(symbol, new ReplayBook(exchange, product, this.pool, this.taker));
    }
  }

  /**
   * Takes what the check made of a line that is not played: a refusal (counted in `errors`), a
   * diff that broke its book's chain (a gap), a diff while its book waits (skipped).
   */
  pass(verdict: Exclude<LineVerdict, { kind: "play" }>): void {
    switch (verdict.kind) {
      case "refused":
        this.failed(verdict.error);
        break;
      case "gap":
        this.counts.gaps++;
        this.lastGap = verdict.error.message;
        this.wiring.onError(verdict.error);
        break;
      case "waits":
        this.counts.skipped++;
        break;
    }
  }

  /** Plays one checked line; should the engine throw, the line is counted and reported. */
  play(entry: CheckedLine): void {
    try {
      this.apply(entry);
      this.counts.played++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.failed(new RecordingLineError(entry.line, entry.kind, `could not be played: ${reason}`));
    }
  }

  /**
   * The replay stopped early: the file could not be read on from `error.line`, or the bot failed
   * (a `BotFailureError`) at `line`. The first reason is kept.
   */
  stop(error: unknown, line: number): void {
    const stop =
      error instanceof RecordingLineError || error instanceof BotFailureError
        ? error
        : new RecordingLineError(line, "file", `stopped the replay: ${String(error)}`);
    if (this.stopped) return;
    this.stopped = {
      line: stop instanceof RecordingLineError ? stop.line : line,
      error: stop.message,
    };
    this.wiring.onError(stop);
  }

  private failed(error: RecordingLineError): void {
    this.counts.errors++;
    this.lastError = error.message;
    this.wiring.onError(error);
  }

  private apply(entry: CheckedLine): void {
    const market = this.markets.get(entry.symbol) as ReplayBook;
    switch (entry.kind) {
      case "book":
        market.apply(entry.bids, entry.asks, entry.snapshot);
        this.wiring.publishBook(entry.symbol);
        this.counts.books++;
        break;
      case "trade":
        market.trade(entry.side, entry.price, entry.size);
        this.counts.trades++;
        break;
      case "ticker": {
        const { oracle } = this.wiring;
        if (entry.mark !== undefined && oracle.price(entry.symbol) !== entry.mark) {
          oracle.set(entry.symbol, entry.mark);
        }
        if (entry.fundingRate !== undefined) {
          const { exchange } = this.wiring;
          const product = exchange.productByTicker(entry.symbol);
          if (product) exchange.setFundingRate(product.id, entry.fundingRate);
        }
        this.counts.tickers++;
        break;
      }
      case "gap":
        this.counts.gaps++;
        this.lastGap = `line ${entry.line}: ${entry.symbol} ${entry.channel} broke after ${entry.time} (${entry.reason})`;
        break;
    }
  }

  /** Where the replay is, with the clock's time, whether it ended and what it waits for. */
  status(time: number, ended: boolean, waiting: string | undefined): ReplayStatus {
    const pooled = this.pool.refusals();
    return {
      time,
      ended,
      stopped: this.stopped,
      ...this.counts,
      refused: pooled.refused + this.taker.refused,
      lastRefusal: this.taker.lastRefusal ?? pooled.lastRefusal,
      lastError: this.lastError,
      lastGap: this.lastGap,
      dropped: this.dropped,
      lastDropped: this.lastDropped,
      endTime: this.endTime,
      waiting,
      ordersWaiting: this.wiring.ordersWaiting?.() ?? 0,
    };
  }
}
