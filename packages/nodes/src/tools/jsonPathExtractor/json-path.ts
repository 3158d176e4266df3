import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** The tool's one argument: the JSON to read, as text, an object or a list. */
export const JSON_PATH_SCHEMA = {
  type: 'object',
  properties: {
    json: {
      anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'array' }],
      description: 'The JSON to extract the value from (text, an object or a list)',
    },
  },
  required: ['json'],
} satisfies TJsonSchemaObject

/** `user.items[0].id` as its keys: `['user', 'items', '0', 'id']` (`a["b.c"]` keeps a quoted key whole). */
export function pathKeys(path: string): string[] {
  const keys: string[] = []
  for (const m of path.matchAll(/\[\s*(?:"([^"]*)"|'([^']*)'|(\d+))\s*\]|([^.[\]]+)/g))
    keys.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
  return keys
}

/** The value at `path` in `data`, or `undefined` when a step of it is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data
  for (const key of pathKeys(path)) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined
    at = Object(at)[key]
  }
  return at
}
