/** The value a dotted (or indexed) path names inside a value, `body.items[0].name`; undefined when none. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current: unknown = value
  for (const part of path.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '')) {
    if (current === null || typeof current !== 'object') return undefined
    current = Reflect.get(current, part)
  }
  return current
}
