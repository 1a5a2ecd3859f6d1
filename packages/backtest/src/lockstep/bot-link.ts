import { type ClockTimer, PerpkitError } from "@perpkit/core";
import type { ConnectionLink, SandboxClock, SimulatedConnection } from "@perpkit/sandbox";
import { type RemoteBots, readBotAck } from "./remote-bots.js";

// A stream connection of a lock-step bot in another process (the README's "A bot in another
// process"): everything it sends and is sent is counted for its bot, its acknowledgements are
// read here and not passed on as requests, and its wake-ups are timers of the sandbox's clock.

/**
 * The query value of the lock-step parameter that registers a new bot.
 *
 * @example
 * new WebSocket(`${sandbox.wsUrl}?perpkit-lockstep=${NEW_BOT}`)
 */
export const NEW_BOT = "new";

/**
 * The link of a bot's connection: its connect and open counted at once, then each message read
 * and each frame written (a time frame first when the replay's time moved); kept open for as long
 * as the replay runs. A new bot (`registered`) hears its id as the connection opens.
 *
 * @example
 * const link = botLink(work.bots, work.bots.register(), connection, clock, true)
 */
export function botLink(
  bots: RemoteBots,
  id: string,
  connection: SimulatedConnection,
  clock: SandboxClock,
  registered: boolean,
): ConnectionLink {
  const forget = bots.connection(id, () => connection.drop());
  bots.seen(id);
  bots.delivered(id);
  let open = true;
  let wake: ClockTimer | undefined;
  /** Sets the bot's wake-up: a frame `{ e: "lockstep", t, wake: true }` at that replay time. */
  const wakeAt = (at: number | null) => {
    if (wake) clock.clearTimer(wake);
    wake = undefined;
    if (at === null) return;
    wake = clock.setTimeout(
      () => {
        wake = undefined;
        if (open) connection.send(JSON.stringify({ e: "lockstep", t: clock.now(), wake: true }));
      },
      Math.max(0, at - clock.now()),
    );
  };
  return {
    keepOpen: true,
    opened: () => {
      if (registered) connection.send(JSON.stringify({ e: "lockstep", bot: id, t: clock.now() }));
    },
    received: () => bots.seen(id),
    sent: () => bots.delivered(id),
    closed: () => {
      open = false;
      forget();
      if (wake) clock.clearTimer(wake);
    },
    timeFrame: () => bots.timeFrame(id),
    take(text) {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        message = undefined;
      }
      const record = message as Record<string, unknown> | undefined;
      if (typeof record !== "object" || record === null || record.event !== "lockstep") {
        return false;
      }
      try {
        const ack = readBotAck(record);
        bots.ack(id, ack);
        wakeAt(ack.wakeAt);
      } catch (error) {
        const reason = error instanceof PerpkitError ? error.shortMessage : String(error);
        connection.send(
          JSON.stringify({
            ok: false,
            code: "VALIDATION_ERROR",
            message: reason,
            event: "lockstep",
          }),
        );
      }
      return true;
    },
  };
}
