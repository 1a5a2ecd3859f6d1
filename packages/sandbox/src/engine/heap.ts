/**
 * A binary min-heap ordered by a numeric key.
 *
 * @example
 * const heap = new MinHeap<string>()
 * heap.push(5, "later")
 * heap.pop() // "later"
 */
export class MinHeap<T> {
  private readonly items: { key: number; value: T }[] = [];

  get size(): number {
    return this.items.length;
  }

  push(key: number, value: T): void {
    const items = this.items;
    items.push({ key, value });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent] as { key: number }).key <= key) break;
      items[i] = items[parent] as { key: number; value: T };
      i = parent;
    }
    items[i] = { key, value };
  }

  /** The smallest key, or undefined when empty. */
  peekKey(): number | undefined {
    return this.items[0]?.key;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined) return undefined;
    if (items.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let mKey = last.key;
        if (l < items.length && (items[l] as { key: number }).key < mKey) {
          m = l;
          mKey = (items[l] as { key: number }).key;
        }
        if (r < items.length && (items[r] as { key: number }).key < mKey) m = r;
        if (m === i) break;
        items[i] = items[m] as { key: number; value: T };
        i = m;
      }
      items[i] = last;
    }
    return top.value;
  }

  /** Keeps only the entries whose value passes `keep`, in heap order again. */
  retain(keep: (value: T) => boolean): void {
    const kept = this.items.filter((item) => keep(item.value));
    this.items.length = 0;
    for (const item of kept) this.push(item.key, item.value);
  }
}
