import type { BaseMessage } from '@langchain/core/messages'
import { readPath } from './condition-route'
import { textOf } from './seq-messages'
import { lazyImport, type TStateField, type TStateUpdate } from '@unikflow/nodes'

const langchainLanggraph = lazyImport(() => import('@langchain/langgraph'))

/** The graph's state: the conversation and the custom keys of the State node. */
export type TSeqState = { messages: BaseMessage[] } & Record<string, unknown>

/**
 * The LangGraph state definition: `messages` (LangGraph's messages reducer) and one channel per custom key;
 * Replace keeps the newest value unless it is null/undefined, Append concatenates (a single value is added).
 */
export async function buildStateAnnotation(fields: readonly TStateField[]) {
  const { Annotation, messagesStateReducer } = await langchainLanggraph()
  const custom = Object.fromEntries(
    fields
      .filter((f) => f.key !== 'messages')
      .map((f) => [
        f.key,
        f.append
          ? Annotation<unknown[]>({
              reducer: (x, y) => x.concat(Array.isArray(y) ? y : [y]),
              default: () =>
                Array.isArray(f.initial) ? [...f.initial] : f.initial == null ? [] : [f.initial],
            })
          : Annotation<unknown>({ reducer: (x, y) => y ?? x, default: () => f.initial ?? null }),
      ]),
  )
  return Annotation.Root({
    messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
    ...custom,
  })
}

/** The state as user code and condition rows see it: custom keys, and messages as plain data. */
export function stateScope(state: TSeqState): Record<string, unknown> {
  const { messages, ...custom } = state
  return {
    ...custom,
    messages: messages.map((m) => ({ role: m.getType(), name: m.name ?? '', content: textOf(m) })),
  }
}

export type TUpdateScope = {
  /** What `$flow.output` is for this update (a Tool Node: the tools it ran). */
  readonly output: unknown
  readonly state: Record<string, unknown>
  readonly flow: Readonly<Record<string, unknown>>
  readonly vars: Readonly<Record<string, string>>
}

/** A table row's value: `$flow.output…`, `{{question}}`, `$flow.state.…`, `$flow.input|sessionId|chatId|chatflowId`, `$vars.x`, or the text. */
function resolveValue(value: string, scope: TUpdateScope): unknown {
  const v = value.trim().replace(/^\{\{\s*|\s*\}\}$/g, '')
  if (v === 'question') return scope.flow.input
  if (v === '$flow.output') return scope.output
  if (v.startsWith('$flow.output')) return readPath(scope.output, v.slice('$flow.output'.length))
  if (v.startsWith('$flow.state.')) return readPath(scope.state, v.slice('$flow.state.'.length))
  if (v.startsWith('$flow.')) return readPath(scope.flow, v.slice('$flow.'.length))
  if (v.startsWith('$vars.')) return scope.vars[v.slice('$vars.'.length)]
  return value
}

/** A prompt with its `{variable}`s filled from "Format Prompt Values" (variables without a value stay as written). */
export function fillPrompt(
  text: string,
  values: Readonly<Record<string, unknown>>,
  scope: TUpdateScope,
): string {
  if (!text) return text
  return text.replace(/\{([\w$.-]+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole
    const raw = values[name]
    const value = typeof raw === 'string' ? resolveValue(raw, scope) : raw
    return typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)
  })
}

/** The state keys a table of `{ key, value }` rows sets. */
export function tableUpdate(update: TStateUpdate, scope: TUpdateScope): Record<string, unknown> {
  return Object.fromEntries(
    update.rows
      .filter((r) => r.key && r.key !== 'messages')
      .map((r) => [r.key, resolveValue(r.value, scope)]),
  )
}

/** What user code returned as a state update: an object without `messages` (the conversation is not code's to rewrite). */
export function asStateObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${what} must return an object of state keys`)
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'messages'))
}
