import { PerpkitError } from "@perpkit/core";
import type { RawData } from "ws";
import { readBotAck } from "../lockstep/remote-bots.js";
import type { ServerLink } from "../lockstep/work-in-flight.js";
import type { Client, GatewayState } from "./gateway-state.js";
import { drop, send } from "./sending.js";

// A connection of a lock-step bot in another process (the README's "A bot in another process"):
// everything it sends and is sent is counted for its bot, its acknowledgements are read here and
// not passed on as requests, and its wake-ups are timers of the sandbox's clock.

/** The query value of the lock-step parameter that registers a new bot. */
export const NEW_BOT = "new";

/**
 * The bot a connection belongs to: a new one (`perpkit-lockstep=new`) or one of the replay's by
 * its id. Undefined for anything else, and off a replay.
 *
 * @example
 * const bot = botOf(state, url.searchParams.get(LOCKSTEP_PARAM))
 */
export function botOf(state: GatewayState, param: string | null): string | undefined {
  const bots = state.settings.lockstep?.bots;
  if (!bots || param === null) return undefined;
  if (param === NEW_BOT) return bots.register();
  return bots.has(param) ? param : undefined;
}

/**
 * Counts a bot connection for its bot: its connect and open at once, then each message read and
 * each frame written (a time frame first when the replay's time moved). A new bot hears its id.
 *
 * @example
 * client.lockstep = attachBot(state, client, botId, isNew)
 */
export function attachBot(
  state: GatewayState,
  client: Client,
  id: string,
  registered: boolean,
): ServerLink {
  const bots = state.settings.lockstep?.bots;
  if (!bots) throw new Error("a bot connection needs a replay");
  const forget = bots.connection(id, () => drop(state, client));
  bots.seen(id);
  bots.delivered(id);
  client.bot = id;
  const link: ServerLink = {
    received: () => bots.seen(id),
    sent: () => bots.delivered(id),
    closed: () => {
      forget();
      if (client.wake) state.services.clock.clearTimer(client.wake);
    },
    timeFrame: () => bots.timeFrame(id),
  };
  client.lockstep = link;
  if (registered) {
    send(state, client, JSON.stringify({ e: "lockstep", bot: id, t: state.services.clock.now() }));
  }
  return link;
}

/**
 * Reads a bot connection's message: an acknowledgement is taken here (answers true), anything
 * else is counted and left to the gateway's requests.
 *
 * @example
 * if (!botMessage(state, client, raw)) receive(state, client, raw)
 */
export function botMessage(state: GatewayState, client: Client, raw: RawData): boolean {
  const id = client.bot;
  const bots = state.settings.lockstep?.bots;
  if (id === undefined || !bots) return false;
  let message: unknown;
  try {
    message = JSON.parse(raw.toString());
  } catch {
    message = undefined;
  }
  const record = message as Record<string, unknown> | undefined;
  if (typeof record !== "object" || record === null || record.event !== "lockstep") {
    client.lockstep?.received();
    return false;
  }
  try {
    const ack = readBotAck(record);
    bots.ack(id, ack);
    wakeLater(state, client, ack.wakeAt);
  } catch (error) {
    const message = error instanceof PerpkitError ? error.shortMessage : String(error);
    send(
      state,
      client,
      JSON.stringify({ ok: false, code: "VALIDATION_ERROR", message, event: "lockstep" }),
    );
  }
  return true;
}

/** Sets the bot's wake-up: a frame `{ e: "lockstep", t, wake: true }` at that replay time. */
function wakeLater(state: GatewayState, client: Client, at: number | null): void {
  const { clock } = state.services;
  if (client.wake) clock.clearTimer(client.wake);
  client.wake = undefined;
  if (at === null) return;
  client.wake = clock.setTimeout(
    () => {
      client.wake = undefined;
      if (state.clients.has(client)) {
        send(state, client, JSON.stringify({ e: "lockstep", t: clock.now(), wake: true }));
      }
    },
    Math.max(0, at - clock.now()),
  );
}
