import { createHmac } from 'node:crypto'
import type { AppDeps } from '../../deps'
import { loadEngine } from '../prediction/load-engine'

const TIMEOUT_MS = 10_000

/** What an asynchronous webhook run posts to its Callback URL when it ends (Flowise's shape). */
export type WebhookCallback =
  { status: 'SUCCESS'; chatId: string; data: unknown } | { status: 'ERROR'; chatId: string; error: string }

/**
 * Posts the result of an asynchronous webhook run to the Start's Callback URL, through the outbound guard
 * (the URL is user-given), signed with HMAC-SHA256 in `X-Flowise-Signature` when a Callback Secret is set.
 */
export async function postWebhookCallback(
  deps: Pick<AppDeps, 'config'>,
  target: { url: string; secret: string },
  result: WebhookCallback,
): Promise<void> {
  const body = JSON.stringify(result)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (target.secret)
    headers['x-flowise-signature'] =
      `sha256=${createHmac('sha256', target.secret).update(body).digest('hex')}`
  const engine = await loadEngine()
  const fetch = engine.createGuardedFetch({ allowlist: engine.parseAllowlist(deps.config.outboundAllowlist) })
  const res = await fetch(target.url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  await res.body?.cancel()
  if (!res.ok) throw new Error(`the callback answered ${res.status}`)
}
