import type { TChatMessage } from '@unikflow/nodes'
import { valueAtPath } from '@unikflow/graph'

/** What `{{ … }}` references in an Agentflow v2 node's inputs can read. */
export type TTemplateScope = {
  readonly question: string
  readonly state: Readonly<Record<string, unknown>>
  readonly flow: Readonly<Record<string, string>>
  readonly vars: Readonly<Record<string, string>>
  readonly form: Readonly<Record<string, unknown>> | undefined
  /** The request a webhook Start received (`{{ $webhook.body.x }}`). */
  readonly webhook?: unknown
  /** The latest output of each node that ran (`{{ nodeId }}`, `{{ nodeId.output.path }}`). */
  readonly outputs: ReadonlyMap<string, Readonly<Record<string, unknown>>>
  readonly pastMessages: readonly TChatMessage[]
  readonly runMessageCount: number
  /** Inside an Iteration: the current item (`{{ $iteration }}`, `{{ $iteration.key }}`). */
  readonly iteration?: unknown
  /** After a node ran, its own output (`{{ output }}`, `{{ output.key }}` in "Update Flow State"). */
  readonly own?: Readonly<Record<string, unknown>>
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/**
 * Flowise's rich-text inputs arrive as HTML (`<p>…</p>`, variables in `<span>`s). They are read as the
 * text a person typed: block ends become line breaks, tags go, entities are decoded.
 */
export function htmlToText(value: string): string {
  if (!/^\s*<(?:p|div|h[1-6]|ul|ol|blockquote|pre|table)\b/i.test(value)) return value
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|h[1-6]|li|blockquote|pre|tr)>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|\w+);/g, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name]
      const code = name.startsWith('#') ? Number(name.slice(1)) : NaN
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? undefined : JSON.stringify(value)

function historyText(messages: readonly TChatMessage[]): string {
  return messages.map((m) => `${m.role === 'userMessage' ? 'user' : 'assistant'}: ${m.content}`).join('\n')
}

/** The value one reference names, or undefined when it names nothing known (then it stays as written). */
function lookUp(reference: string, scope: TTemplateScope): string | undefined {
  if (reference === 'question') return scope.question
  if (reference === 'chat_history') return historyText(scope.pastMessages)
  if (reference === 'current_date_time') return new Date().toISOString()
  if (reference === 'runtime_messages_length') return String(scope.runMessageCount)
  if (reference.startsWith('$flow.state.')) return asText(valueAtPath(scope.state, reference.slice(12)))
  if (reference === '$flow.state') return JSON.stringify(scope.state)
  if (reference.startsWith('$flow.')) return scope.flow[reference.slice(6)]
  if (reference.startsWith('$vars.')) return scope.vars[reference.slice(6)]
  if (reference.startsWith('$form.')) return asText(valueAtPath(scope.form, reference.slice(6)))
  if (reference.startsWith('$webhook.')) return asText(valueAtPath(scope.webhook, reference.slice(9)))
  if (reference === '$iteration') return asText(scope.iteration)
  if (reference.startsWith('$iteration.')) return asText(valueAtPath(scope.iteration, reference.slice(11)))
  if (scope.own && reference === 'output') return asText(scope.own.content ?? scope.own)
  if (scope.own && reference.startsWith('output.')) return asText(valueAtPath(scope.own, reference.slice(7)))
  const nodeOutput = /^([A-Za-z0-9_]+)\.output\.(.+)$/.exec(reference)
  if (nodeOutput?.[1] && nodeOutput[2])
    return asText(valueAtPath(scope.outputs.get(nodeOutput[1]), nodeOutput[2]))
  const output = scope.outputs.get(reference)
  return output ? asText(output.content ?? output) : undefined
}

/** One text input: HTML read as text, then each `{{ reference }}` it can resolve replaced. */
export function resolveTemplate(value: string, scope: TTemplateScope): string {
  return htmlToText(value).replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, reference: string) => {
    return lookUp(reference.replace(/\\_/g, '_'), scope) ?? whole
  })
}

/** Every string inside an input value (rows, objects), resolved. */
export function resolveValue(value: unknown, scope: TTemplateScope): unknown {
  if (typeof value === 'string') return resolveTemplate(value, scope)
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]))
  return value
}
