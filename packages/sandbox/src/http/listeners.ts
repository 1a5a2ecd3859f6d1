// The listeners of an in-process request, answer or socket end: `on` and `emit`, the listeners of
// an event called in the order added. Not Node's EventEmitter: the sandbox's entry point loads in
// a browser, where `node:events` is not there, and a frame's emit copies nothing.

/** A listener, whatever it is handed. */
export type Listener = (...args: never[]) => void;

/**
 * Listeners by event name.
 *
 * @example
 * const listeners = new Listeners()
 * listeners.on("message", (text: string) => console.log(text))
 * listeners.emit("message", "hello")
 */
export class Listeners {
  readonly #byEvent = new Map<string | symbol, Listener[]>();

  on(event: string | symbol, listener: Listener): this {
    const list = this.#byEvent.get(event);
    if (list) list.push(listener);
    else this.#byEvent.set(event, [listener]);
    return this;
  }

  /** Calls the event's listeners with `args`; false when it has none. */
  emit(event: string | symbol, ...args: unknown[]): boolean {
    const list = this.#byEvent.get(event);
    if (!list) return false;
    for (const listener of list) (listener as (...a: unknown[]) => void)(...args);
    return true;
  }
}
