import { isRecord } from '@unikflow/graph'
import type { TFetch, TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { BODY_LIMITS, readBodyText } from './read-body'
import type { TJsonSchemaObject } from './tool-schema'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** What the model (over the node's own defaults) passed to one action. */
export type TActionArgs = Readonly<Record<string, unknown>>

/** One action of a service tool node: the tool the model calls by `tool`, chosen on the node as `action`. */
export type TAction = {
  readonly action: string
  readonly tool: string
  readonly description: string
  readonly schema: TJsonSchemaObject
  readonly run: (args: TActionArgs, signal?: AbortSignal) => Promise<string>
  /** Node inputs giving this action's arguments a default, by argument (Flowise's per-action inputs). */
  readonly argInputs?: Readonly<Record<string, string>>
}

/** A multiOptions value as Flowise saves it: an array, a JSON array text or a comma-separated text. */
export function optionList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '')
  if (typeof value !== 'string' || !value.trim()) return []
  try {
    const parsed: unknown = JSON.parse(value)
    if (Array.isArray(parsed)) return optionList(parsed)
  } catch {
    // Not JSON: a comma-separated list.
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The node's inputs that are set (not empty), as defaults under the actions' argument names. */
export function inputDefaults(ctx: Pick<TNodeContext, 'inputs'>, names: readonly string[]): TActionArgs {
  const defaults: Record<string, unknown> = {}
  for (const name of names) {
    const value = ctx.inputs[name]
    if (value !== undefined && value !== null && value !== '') defaults[name] = value
  }
  return defaults
}

/**
 * The chosen actions as LangChain structured tools, in the catalogue's order; each call runs with the node's
 * defaults under the model's arguments (the model's win). No action chosen is a configuration error.
 */
export async function actionTools(
  label: string,
  actions: readonly TAction[],
  chosen: readonly string[],
  shared: TActionArgs = {},
  inputs: TActionArgs = {},
) {
  const picked = actions.filter((a) => chosen.includes(a.action))
  if (picked.length === 0) throw new Error(`${label}: choose at least one action`)
  const { DynamicStructuredTool } = await langchainCoreTools()
  return picked.map((a) => {
    const own = Object.entries(a.argInputs ?? {}).map(([arg, input]): [string, unknown] => [
      arg,
      inputs[input],
    ])
    const defaults = { ...shared, ...withoutEmpty(Object.fromEntries(own)) }
    return new DynamicStructuredTool({
      name: a.tool,
      description: a.description,
      // An argument the node gives a default for is the model's to change, not to repeat.
      schema: { ...a.schema, required: a.schema.required.filter((name) => !(name in defaults)) },
      func: async (args: Record<string, unknown>, _run, config) =>
        a.run({ ...defaults, ...withoutEmpty(args) }, config?.signal),
    })
  })
}

function withoutEmpty(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null && v !== ''))
}

/** A JSON schema of string arguments, `required` naming the ones the action cannot do without. */
export function stringArgs(
  properties: Readonly<Record<string, string>>,
  required: readonly string[] = [],
): TJsonSchemaObject {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, description]) => [name, { type: 'string', description }]),
    ),
    required: [...required],
  }
}

/** An argument given as JSON (an array or object), or as JSON text; `fallback` when absent. */
export function argJson(args: TActionArgs, name: string, fallback?: unknown): unknown {
  const value = args[name]
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback
    throw new Error(`Missing argument: ${name}`)
  }
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    throw new Error(`${name} must be JSON`)
  }
}

/** A comma-separated or JSON list argument as its items. */
export const argList = (args: TActionArgs, name: string): string[] => optionList(args[name])

/** An argument as text ('' when absent); numbers and booleans as written. */
export const argText = (args: TActionArgs, name: string): string => {
  const value = args[name]
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim()
    : ''
}

/** An argument the action needs: its text, or an error naming it (the model reads it and may retry). */
export function needArg(args: TActionArgs, name: string): string {
  const value = argText(args, name)
  if (!value) throw new Error(`Missing argument: ${name}`)
  return value
}

/** Where a REST service is and how to sign in to it. */
export type TRestService = {
  readonly service: string
  readonly base: string
  readonly headers: Readonly<Record<string, string>>
  readonly fetch: TFetch
}

export type TRestRequest = {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly query?: Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>
  readonly body?: unknown
  /** A body sent as is with its content type, instead of JSON. */
  readonly raw?: { readonly body: string; readonly type: string }
  readonly signal?: AbortSignal
}

/** The message of a service's error answer, in the shapes REST APIs commonly give it. */
function errorMessage(text: string): string {
  try {
    const answer: unknown = JSON.parse(text)
    if (isRecord(answer)) {
      const error = answer.error
      if (isRecord(error) && typeof error.message === 'string') return error.message
      if (typeof error === 'string') return error
      if (Array.isArray(answer.errorMessages) && answer.errorMessages.length > 0)
        return String(answer.errorMessages[0])
      if (typeof answer.message === 'string') return answer.message
      if (typeof answer.detail === 'string') return answer.detail
    }
  } catch {
    // Not JSON: the text itself, cut.
  }
  return text.slice(0, 300)
}

/**
 * One call of a REST API through the outbound guard; the answer's text (JSON as sent, or a note when empty).
 * A refusal throws `<service> answered HTTP <status>: <its message>`, which the model reads as the tool's error.
 */
export async function callRest(
  target: TRestService,
  path: string,
  request: TRestRequest = {},
): Promise<string> {
  const url = new URL(`${target.base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (typeof value === 'object') for (const item of value) url.searchParams.append(name, item)
    else if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
  }
  const body = request.raw?.body ?? (request.body === undefined ? undefined : JSON.stringify(request.body))
  const type = request.raw?.type ?? 'application/json'
  const res = await target.fetch(url.toString(), {
    method: request.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': type }),
      ...target.headers,
    },
    ...(body === undefined ? {} : { body }),
    ...(request.signal ? { signal: request.signal } : {}),
  })
  const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'cut' })
  if (!res.ok) throw new Error(`${target.service} answered HTTP ${res.status}: ${errorMessage(text)}`)
  return text.trim() || `Done (HTTP ${res.status})`
}

/** A REST action declared as data: its arguments (name → description), the node inputs defaulting them, its request. */
export type TRestActionSpec = {
  readonly action: string
  readonly tool: string
  readonly description: string
  readonly args: Readonly<Record<string, string>>
  readonly required?: readonly string[]
  readonly inputs?: Readonly<Record<string, string>>
  readonly request: (args: TActionArgs) => TRestRequest & { readonly path: string }
}

/** The action a spec declares, on that service. */
export function restAction(api: TRestService, spec: TRestActionSpec): TAction {
  return {
    action: spec.action,
    tool: spec.tool,
    description: spec.description,
    schema: stringArgs(spec.args, spec.required),
    ...(spec.inputs ? { argInputs: spec.inputs } : {}),
    run: (args, signal) => {
      const { path, ...request } = spec.request(args)
      return callRest(api, path, { ...request, ...(signal ? { signal } : {}) })
    },
  }
}
