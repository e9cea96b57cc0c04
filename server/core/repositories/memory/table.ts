/** A Map that hands out copies, so callers can never change stored records behind the repository's back. */
export class Table<V> {
  private readonly rows = new Map<string, V>();

  constructor(
    private readonly keyOf: (row: V) => string,
    seed: readonly V[] = [],
  ) {
    for (const row of seed) this.rows.set(keyOf(row), structuredClone(row));
  }

  get(key: string): V | undefined {
    const row = this.rows.get(key);
    return row === undefined ? undefined : structuredClone(row);
  }

  find(predicate: (row: V) => boolean): V | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return structuredClone(row);
    return undefined;
  }

  filter(predicate: (row: V) => boolean = () => true): V[] {
    return [...this.rows.values()].filter(predicate).map((row) => structuredClone(row));
  }

  put(row: V): void {
    this.rows.set(this.keyOf(row), structuredClone(row));
  }

  delete(key: string): boolean {
    return this.rows.delete(key);
  }

  update(predicate: (row: V) => boolean, change: (row: V) => V): void {
    for (const [key, row] of this.rows) if (predicate(row)) this.rows.set(key, change(row));
  }
}
