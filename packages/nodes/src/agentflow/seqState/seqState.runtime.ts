import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { readGrid } from '../shared/read-grid'
import { SeqStateSchema, type TStateField } from '../shared/sequential-graph'
import { seqState, STATE_TAB_IDENTIFIER } from './seqState.node.js'

/**
 * Flowise's state code is an object of `{ value: reducer, default: () => initial }`. Functions do not leave
 * the sandbox, so the code runs there and reports each key's default and whether its reducer appends
 * (it concatenates two lists).
 */
const describeState = (code: string) => `
const state = (
${code}
);
const keys = {};
for (const key of Object.keys(state || {})) {
  const field = state[key] || {};
  const initial = typeof field.default === 'function' ? field.default() : field.default;
  let append = false;
  if (typeof field.value === 'function') {
    try {
      const merged = field.value(['a'], ['b']);
      append = Array.isArray(merged) && merged.length === 2;
    } catch (e) {}
  }
  keys[key] = { initial: initial === undefined ? null : initial, append };
}
return keys;`

function parseDefault(text: string, append: boolean): unknown {
  if (!append) return text === '' ? null : text
  if (text.trim() === '') return []
  const parsed: unknown = JSON.parse(text)
  return parsed
}

/** The custom state's keys, for the Start node (table rows, or code run in the sandbox). */
export default defineRuntime(seqState, {
  kind: 'supply',
  async supply(ctx) {
    if (ctx.inputs[`${STATE_TAB_IDENTIFIER}_${ctx.nodeId}`] === 'stateMemoryCode') {
      const code = getString(ctx, 'stateMemoryCode')
      if (!code.trim()) return new SeqStateSchema([])
      const described = await ctx.runCode(describeState(code))
      if (described === null || typeof described !== 'object')
        throw new Error('The state code must be an object of keys')
      const fields: TStateField[] = Object.entries(described).map(([key, field]: [string, unknown]) => {
        const f = field !== null && typeof field === 'object' ? Object.fromEntries(Object.entries(field)) : {}
        return { key, append: f.append === true, initial: f.initial ?? null }
      })
      return new SeqStateSchema(fields)
    }
    const fields = readGrid(ctx.inputs.stateMemoryUI).map((row): TStateField => {
      const key = (row.key ?? '').trim()
      if (!key) throw new Error('Every state row needs a key')
      const append = row.type === 'Append'
      try {
        return { key, append, initial: parseDefault(row.defaultValue ?? '', append) }
      } catch {
        throw new Error(`The default of the Append key "${key}" must be a JSON array`)
      }
    })
    return new SeqStateSchema(fields)
  },
})
