import type { TNodeContext } from '../../context'
import { getString } from '../../shared/read-inputs'
import {
  readParamSpecs,
  schemaFromParamSpecs,
  type TJsonSchemaObject,
  type TParamSpec,
} from '../../shared/tool-schema'

/** A body given on the node: parsed JSON, the text itself when it is no JSON, undefined when empty. */
export function parseBody(value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (!value.trim()) return undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** The inputs of a request-with-body tool node (Requests Post, Requests Put) its schema reads. */
export type TBodyRequestInputs = {
  readonly method: 'POST' | 'PUT'
  readonly url: string
  readonly body: string
  readonly bodySchema: string
}

export const REQUESTS_POST_INPUTS: TBodyRequestInputs = {
  method: 'POST',
  url: 'requestsPostUrl',
  body: 'requestPostBody',
  bodySchema: 'requestsPostBodySchema',
}

/**
 * A request-with-body tool's arguments from its config: the URL unless the node fixes one, and the body
 * (shaped by the body schema) unless the node gives one. The runtime builds its tool with it, and the
 * Tool node lists the same arguments (`tool-input-args.ts`).
 */
export function bodyRequestSchema(
  ctx: Pick<TNodeContext, 'inputs'>,
  names: TBodyRequestInputs,
): {
  schema: TJsonSchemaObject
  specs: Record<string, TParamSpec>
  fixedUrl: string
  fixedBody: unknown
} {
  const fixedUrl = getString(ctx, names.url).trim()
  const fixedBody = parseBody(ctx.inputs[names.body])
  const specs = readParamSpecs(getString(ctx, names.bodySchema), 'body')
  const bodySchema = schemaFromParamSpecs(specs)
  const schema = schemaFromParamSpecs({})
  if (!fixedUrl) {
    schema.properties.url = { type: 'string', description: `The URL to send the ${names.method} request to` }
    schema.required.push('url')
  }
  if (fixedBody === undefined) {
    schema.properties.body = {
      ...(Object.keys(bodySchema.properties).length > 0 ? bodySchema : { type: 'object' }),
      description: 'The JSON body to send',
    }
    schema.required.push('body')
  }
  return { schema, specs, fixedUrl, fixedBody }
}

/** Requests Post's tool arguments (see `bodyRequestSchema`). */
export const requestsPostSchema = (ctx: Pick<TNodeContext, 'inputs'>) =>
  bodyRequestSchema(ctx, REQUESTS_POST_INPUTS)
