import type { TNimCheckResult } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { loadEngine } from '../prediction/load-engine'

const TIMEOUT_MS = 5_000

/**
 * GET `<baseUrl>/models` through the outbound guard: a local NIM (localhost, a LAN address) is reached
 * only when the operator allows it in UNIKFLOW_OUTBOUND_ALLOWLIST, and the answer says so when not.
 */
export async function checkNimEndpoint(
  deps: Pick<AppDeps, 'config'>,
  baseUrl: string,
): Promise<TNimCheckResult> {
  const { createGuardedFetch, parseAllowlist, OutboundBlockedError } = await loadEngine()
  const fetch = createGuardedFetch({ allowlist: parseAllowlist(deps.config.outboundAllowlist) })
  const url = `${baseUrl.replace(/\/+$/, '')}/models`
  let res: Response
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e)
    return { result: e instanceof OutboundBlockedError ? 'blocked' : 'unreachable', models: [], detail }
  }
  if (!res.ok) return { result: 'invalid', models: [], detail: `${url} answered ${res.status}` }
  try {
    const body = (await res.json()) as { data?: { id?: unknown }[] }
    const models = (body.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === 'string')
    if (models.length === 0) return { result: 'invalid', models: [], detail: `${url} lists no models` }
    return { result: 'ok', models, detail: null }
  } catch {
    return { result: 'invalid', models: [], detail: `${url} did not answer JSON` }
  }
}
