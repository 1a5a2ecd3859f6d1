import type { Clock } from "@perpkit/core";
import { ListenerError } from "./errors.js";

// The client's event emitter, and where the errors of its listeners go: rethrown on a later tick
// live, the end of the simulation on a clock that runs one in lock-step.

/** Listeners keyed by event name; each event has one argument. */
export type Listeners<Events> = { [E in keyof Events]?: Set<(value: Events[E]) => void> };

/** Where a listener's error goes: its `event`'s name comes along. */
export type ListenerFailure = (error: unknown, event: string) => void;

/** A listener's error rethrown on a later tick, as a DOM EventTarget reports it. */
const rethrowLater: ListenerFailure = (error) => {
  setTimeout(() => {
    throw error;
  }, 0);
};

/**
 * Where the listeners of `what` (`the L2Book BTCUSD subscription`) report an error of theirs:
 * on a clock that runs a simulation in lock-step, the simulation ends by name (a
 * {@link ListenerError}); elsewhere the error is rethrown on a later tick, as live.
 *
 * @example
 * const failed = listenerFailure(client.clock, "the stream client")
 */
export function listenerFailure(clock: Clock | undefined, what: string): ListenerFailure {
  const failed = clock?.lockstep?.failed;
  if (!failed) return rethrowLater;
  return (error, event) => failed.call(clock?.lockstep, new ListenerError(what, event, error));
}

/**
 * A minimal typed event emitter: `on` returns the function that removes the listener. A listener
 * that throws does not stop the others; its error goes to `failed` (by default rethrown on a
 * later tick, as a DOM EventTarget reports it).
 */
export class Emitter<Events> {
  readonly #listeners: Listeners<Events> = {};
  /** Where a listener's error goes. */
  failed: ListenerFailure;

  constructor(failed: ListenerFailure = rethrowLater) {
    this.failed = failed;
  }

  on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): () => void {
    let set = this.#listeners[event];
    if (!set) {
      set = new Set();
      this.#listeners[event] = set;
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Number of listeners of an event. */
  count(event: keyof Events): number {
    return this.#listeners[event]?.size ?? 0;
  }

  emit<E extends keyof Events>(event: E, value: Events[E]): void {
    const set = this.#listeners[event];
    if (!set) return;
    for (const listener of set) {
      try {
        listener(value);
      } catch (error) {
        this.failed(error, String(event));
      }
    }
  }
}
