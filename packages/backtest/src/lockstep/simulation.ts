import type { SandboxClock, SandboxSimulation } from "@perpkit/sandbox";
import { botLink, NEW_BOT } from "./bot-link.js";
import type { LatencySampler } from "./latency.js";
import type { WorkInFlight } from "./work-in-flight.js";

/**
 * The sandbox's side of a replay's lock-step, as the sandbox's simulation port takes it: each
 * stream connection of a client on the replay's clock is counted in the work in flight (a bot in
 * another process for its bot), a request a delay fault holds is an event of the replay, L2Book
 * diffs go out when the replay publishes them, and market frames wait for the feed latency.
 *
 * @example
 * await startSandbox({ clock, simulation: lockstepSimulation(work, clock, feedLatency) })
 */
export function lockstepSimulation(
  work: WorkInFlight,
  clock: SandboxClock,
  feedLatency: LatencySampler,
): SandboxSimulation {
  return {
    l2Book: "manual",
    feedLatency: (frame) => feedLatency.draw(frame),
    connect(id, connection) {
      if (id === NEW_BOT) return botLink(work.bots, work.bots.register(), connection, clock, true);
      if (work.bots.has(id)) return botLink(work.bots, id, connection, clock, false);
      return work.accept(id, () => connection.drop());
    },
    owns: (id) => work.owns(id),
    hold(id) {
      if (!work.find(id)) return false;
      work.hold(id);
      return true;
    },
    release: (id) => work.release(id),
  };
}
