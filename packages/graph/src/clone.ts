/**
 * Deep copy of plain JSON-like data (objects, arrays, primitives). `structuredClone` is a host API,
 * and graph runs with no host types.
 */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => clone(v)) as T // same shape, rebuilt
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T // same shape, rebuilt
  }
  return value
}
