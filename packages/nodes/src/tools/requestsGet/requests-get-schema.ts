import type { TNodeContext } from '../../context'
import { getString } from '../../shared/read-inputs'
import {
  readParamSpecs,
  schemaFromParamSpecs,
  type TJsonSchemaObject,
  type TParamSpec,
} from '../../shared/tool-schema'

/**
 * Requests Get's tool arguments from its config: the URL unless the node fixes one, then the query and
 * path parameters its schema declares. The runtime builds its tool with it, and the Tool node lists the
 * same arguments (`tool-input-args.ts`).
 */
export function requestsGetSchema(ctx: Pick<TNodeContext, 'inputs'>): TQueryRequestSchema {
  return queryRequestSchema(ctx, REQUESTS_GET_INPUTS)
}

/** Where a request tool without a body reads its URL and parameter schema, and the method it sends. */
export type TQueryRequestInputs = {
  readonly method: string
  readonly url: string
  readonly paramsSchema: string
}
export type TQueryRequestSchema = {
  schema: TJsonSchemaObject
  specs: Record<string, TParamSpec>
  fixedUrl: string
}

const REQUESTS_GET_INPUTS: TQueryRequestInputs = {
  method: 'GET',
  url: 'requestsGetUrl',
  paramsSchema: 'requestsGetQueryParamsSchema',
}

/** The arguments of a request tool without a body (GET, DELETE), from the inputs `names` says. */
export function queryRequestSchema(
  ctx: Pick<TNodeContext, 'inputs'>,
  names: TQueryRequestInputs,
): TQueryRequestSchema {
  const fixedUrl = getString(ctx, names.url).trim()
  const specs = readParamSpecs(getString(ctx, names.paramsSchema), 'query')
  const params = schemaFromParamSpecs(specs)
  if (fixedUrl) return { schema: params, specs, fixedUrl }
  const schema: TJsonSchemaObject = {
    type: 'object',
    properties: {
      url: { type: 'string', description: `The URL to send the ${names.method} request to` },
      ...params.properties,
    },
    required: ['url', ...params.required],
  }
  return { schema, specs, fixedUrl }
}
