import type { AppDeps } from '../../../deps'
import { loadEngine } from '../../prediction/load-engine'

const TIMEOUT_MS = 10_000

/** One HTTP request of a provider's ingestion API; the dispatcher sends it through the outbound guard. */
export interface TraceRequest {
  url: string
  headers: Record<string, string>
  body: string | Uint8Array
}

/**
 * Posts a run's trace requests in order through the outbound guard (their URLs are user-given); throws on
 * the first answer that is not 2xx. Every tracing service's sender and the OpenTelemetry export use it.
 */
export async function postTraceRequests(
  deps: Pick<AppDeps, 'config'>,
  requests: readonly TraceRequest[],
): Promise<void> {
  const engine = await loadEngine()
  const fetch = engine.createGuardedFetch({ allowlist: engine.parseAllowlist(deps.config.outboundAllowlist) })
  for (const request of requests) {
    const res = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.body?.cancel()
    if (!res.ok) throw new Error(`${new URL(request.url).host} answered ${res.status}`)
  }
}
