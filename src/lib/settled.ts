/** A promise React's `use` reads without suspending: marked fulfilled the way React marks the ones it has seen. */
type Settled<T> = Promise<T> & { status: 'fulfilled'; value: T };

const settledOf = new WeakMap<object, Settled<unknown>>();

/**
 * `value` as an already-settled promise, one per value. A component that once suspended on `use(promise)` must call
 * `use` again on every later render — React warns „called use() to suspend in a previous render but did not call
 * use() when it finished“ otherwise — so code that has its value already passes it through here instead of skipping
 * `use`.
 */
export function settled<T extends object>(value: T): Promise<T> {
  let promise = settledOf.get(value) as Settled<T> | undefined;
  if (!promise) {
    promise = Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
    settledOf.set(value, promise);
  }
  return promise;
}
