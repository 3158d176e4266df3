/** Whether a value is a plain JSON-like object (not null, not an array): what parsed JSON or a stored input holds as an object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
