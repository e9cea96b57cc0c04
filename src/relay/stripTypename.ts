/** Removes every `__typename` key from variables (spec §7): data read from the store must be sendable as input. */
export function stripTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripTypename) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== '__typename')
        .map(([key, v]) => [key, stripTypename(v)]),
    ) as T;
  }
  return value;
}
