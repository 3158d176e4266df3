import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { postAwsSigned, type TAwsTarget } from './aws-sign'
import { BODY_LIMITS, readBodyText } from './read-body'

/** One DynamoDB JSON API call (`X-Amz-Target: DynamoDB_20120810.<action>`), signed, through the run's guarded fetch. */
export async function callDynamo(
  ctx: TNodeContext,
  target: TAwsTarget,
  action: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await postAwsSigned(
    ctx.fetch,
    target,
    {
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${action}`,
      },
    },
    ctx.signal,
  )
  const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail' })
  const answer: unknown = text ? JSON.parse(text) : {}
  if (!res.ok)
    throw new Error(
      `DynamoDB answered HTTP ${res.status}: ${isRecord(answer) ? String(answer.message ?? answer.Message ?? '') : ''}`,
    )
  return isRecord(answer) ? answer : {}
}
