import type { FastifyBaseLogger } from 'fastify'
import { ANALYTIC_PROVIDERS, type TAnalyticConfig, type TAnalyticProviderName } from '@unikflow/graph'
import type { AppDeps } from '../../../deps'
import { readCredentialForRun } from '../../credentials/credentials.service'
import { exportRunTrace, type RunForExport } from '../otlp-export'
import { arizeSender } from './arize'
import { langFuseSender } from './langfuse'
import { langSmithSender } from './langsmith'
import { langWatchSender } from './langwatch'
import { lunarySender } from './lunary'
import { opikSender } from './opik'
import { phoenixSender } from './phoenix'
import { postTraceRequests } from './post-trace-requests'
import type { TraceSender } from './trace-request'

const SENDERS: Record<TAnalyticProviderName, TraceSender> = {
  langSmith: langSmithSender,
  langFuse: langFuseSender,
  lunary: lunarySender,
  langWatch: langWatchSender,
  arize: arizeSender,
  phoenix: phoenixSender,
  opik: opikSender,
}

/**
 * Sends a finished run to every tracing service the flow's analysis switches on: its OpenTelemetry
 * collector and Flowise's providers, each with a credential of the flow's own unik (read here, on the
 * server, never sent anywhere but to its service). The URLs are user-given, so the requests pass the
 * outbound guard. Never awaited by the answer; a failure is logged with the provider's name.
 */
export function sendRunTraces(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  unikId: string,
  analytic: TAnalyticConfig,
  run: RunForExport,
  log: FastifyBaseLogger,
): void {
  exportRunTrace(deps, analytic.openTelemetry, run, log)
  for (const { name } of ANALYTIC_PROVIDERS) {
    const settings = analytic[name]
    if (settings?.status !== true || !settings.credentialId) continue
    const credentialId = settings.credentialId
    void (async () => {
      const credential = await readCredentialForRun(deps, unikId, credentialId)
      await postTraceRequests(deps, SENDERS[name].requests(run, settings, credential))
    })().catch((error: unknown) =>
      log.warn({ err: error, provider: name }, 'sending the run trace to an analytics provider failed'),
    )
  }
}
