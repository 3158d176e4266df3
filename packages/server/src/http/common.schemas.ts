import { z } from 'zod'
import { ZErrorBody } from '@unikflow/graph'

export const ZNoContent = z.null().describe('No content')

/** Error responses a route can give, all of the one ZErrorBody shape. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ZErrorBody } {
  const entries = statuses.map((status) => [status, ZErrorBody] as const)
  // Object.fromEntries loses the key type; the mapped type above restores it.
  return Object.fromEntries(entries) as { [K in S[number]]: typeof ZErrorBody }
}
