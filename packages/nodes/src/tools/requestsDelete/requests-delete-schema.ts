import type { TNodeContext } from '../../context'
import {
  queryRequestSchema,
  type TQueryRequestInputs,
  type TQueryRequestSchema,
} from '../requestsGet/requests-get-schema'

/** The inputs Requests Delete's arguments are read from (named as Flowise names them). */
const REQUESTS_DELETE_INPUTS: TQueryRequestInputs = {
  method: 'DELETE',
  url: 'requestsDeleteUrl',
  paramsSchema: 'requestsDeleteQueryParamsSchema',
}

/** Requests Delete's tool arguments: the URL unless fixed, then its query and path parameters. */
export function requestsDeleteSchema(ctx: Pick<TNodeContext, 'inputs'>): TQueryRequestSchema {
  return queryRequestSchema(ctx, REQUESTS_DELETE_INPUTS)
}
