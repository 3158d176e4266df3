export type Obj = Record<string, unknown>

/**
 * Reads JSON from the network or storage as a record of unknown values ({} for anything else), so
 * each field is checked where it is used.
 */
export function asRecord(value: unknown): Obj {
  // The only cast for foreign JSON: a non-null, non-array object is a record of unknown values.
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {}
}
