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
export function requestsGetSchema(ctx: Pick<TNodeContext, 'inputs'>): {
  schema: TJsonSchemaObject
  specs: Record<string, TParamSpec>
  fixedUrl: string
} {
  const fixedUrl = getString(ctx, 'requestsGetUrl').trim()
  const specs = readParamSpecs(getString(ctx, 'requestsGetQueryParamsSchema'), 'query')
  const params = schemaFromParamSpecs(specs)
  if (fixedUrl) return { schema: params, specs, fixedUrl }
  const schema: TJsonSchemaObject = {
    type: 'object',
    properties: {
      url: { type: 'string', description: 'The URL to send the GET request to' },
      ...params.properties,
    },
    required: ['url', ...params.required],
  }
  return { schema, specs, fixedUrl }
}
