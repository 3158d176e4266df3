import type { TNodeContext } from '../context'
import { BODY_LIMITS, readBodyJson, readBodyText } from './read-body'

/**
 * Upstash Redis' REST API: one command (`['GET', key]`) per POST, through the outbound guard
 * (`ctx.fetch`); answers the command's `result`. Used by the Upstash cache and the Upstash chat memory.
 */
export function upstashCommand(ctx: TNodeContext, url: string, token: string) {
  return async (args: string[]): Promise<unknown> => {
    const res = await ctx.fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: ctx.signal,
    })
    if (!res.ok) {
      const detail = (await readBodyText(res, { maxBytes: 1024, beyond: 'cut' })).slice(0, 200)
      throw new Error(`Upstash Redis failed: HTTP ${res.status} ${detail}`)
    }
    const answer = await readBodyJson(res, BODY_LIMITS.apiJson)
    return typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : null
  }
}
