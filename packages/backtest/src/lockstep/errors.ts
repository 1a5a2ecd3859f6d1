import { PerpkitError } from "@perpkit/core";

/**
 * A lock-step client stopped taking part: it left a frame unhandled, a message unread or a request
 * unanswered for `stallRealMs` of real time while the replay waited for it. The replay drops it (a
 * stream connection is closed without a close frame, a request is no longer waited for), reports
 * this to `onError`, counts it in `status().dropped`, and plays on for the others at the replay
 * time it stalled at.
 *
 * @example
 * startReplay({ replay: { file }, onError: (e) => e instanceof StalledClientError && console.warn(e.client) })
 */
export class StalledClientError extends PerpkitError {
  override name = "StalledClientError";
  /** What was dropped: `connection c3 (2 frames to the client)`, `request 17 (answering, sent at ...)`. */
  declare readonly client: string;
  /** The replay's time when it was dropped (epoch ms). */
  declare readonly time: number;

  constructor(client: string, time: number, stallMs: number) {
    super(
      "STALLED_CLIENT",
      `The replay dropped ${client}: it made no progress for ${stallMs} ms of real time at replay time ${time}.`,
    );
    this.client = client;
    this.time = time;
  }
}

/**
 * A bot's own code failed inside a client on the replay's clock (a stream listener threw): the
 * replay ends there with this error in `status().stopped`, its `finished` resolves, and a session
 * report made then covers the run up to that event.
 *
 * @example
 * const status = await sandbox.replay.finished
 * if (status.stopped) console.error(status.stopped.error)
 */
export class BotFailureError extends PerpkitError {
  override name = "BotFailureError";

  constructor(cause: unknown, time: number) {
    const what = cause instanceof Error ? cause.message : String(cause);
    super("BOT_FAILED", `The bot failed at replay time ${time}: ${what}`, { cause });
  }
}
