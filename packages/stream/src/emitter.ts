/** Listeners keyed by event name; each event has one argument. */
export type Listeners<Events> = { [E in keyof Events]?: Set<(value: Events[E]) => void> };

/**
 * A minimal typed event emitter: `on` returns the function that removes the listener. A listener
 * that throws does not stop the others; its error is rethrown on a later tick, as a DOM
 * EventTarget reports it.
 */
export class Emitter<Events> {
  readonly #listeners: Listeners<Events> = {};

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
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }
}
