import { postTraceRequests } from './trace-senders/post-trace-requests'
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { TNodeTrace } from '@unikflow/engine'
import type { TOpenTelemetryConfig } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { nodeKind } from './trace-senders/node-kind'

const VALUE_LIMIT = 4096

export interface RunForExport {
  runId: string
  flowId: string
  flowName: string
  chatId: string
  sessionId: string
  question: string
  startedAt: Date
  durationMs: number
  nodes: readonly TNodeTrace[]
  error: string | undefined
  /** The answer given (undefined: the run failed). */
  answer: string | undefined
}

export type Attribute = {
  key: string
  value: { stringValue: string } | { intValue: string } | { boolValue: boolean }
}

export const str = (key: string, value: string): Attribute => ({
  key,
  value: { stringValue: value.slice(0, VALUE_LIMIT) },
})
const nanos = (ms: number) => (BigInt(Math.round(ms * 1000)) * 1000n).toString()
const hex = (bytes: number) => randomBytes(bytes).toString('hex')
/** A trace value (JSON text) as an attribute: a string as itself, anything else as its JSON. */
const valueText = (json: string) => (json.startsWith('"') ? String(JSON.parse(json)) : json)

/**
 * OTLP/HTTP JSON (opentelemetry-proto ExportTraceServiceRequest): one span for the run, one child per node;
 * `resource` adds attributes a service reads (its project) to `service.name`.
 */
export function toOtlpTraces(run: RunForExport, serviceName: string, resource: Attribute[] = []) {
  const traceId = hex(16)
  const rootId = hex(8)
  const start = run.startedAt.getTime()
  const errorStatus = (message: string | undefined) => (message ? { code: 2, message } : { code: 1 })
  const root = {
    traceId,
    spanId: rootId,
    name: `chatflow ${run.flowName}`,
    kind: 2,
    startTimeUnixNano: nanos(start),
    endTimeUnixNano: nanos(start + run.durationMs),
    attributes: [
      str('unikflow.chatflow.id', run.flowId),
      str('unikflow.chatflow.name', run.flowName),
      str('unikflow.run.id', run.runId),
      str('unikflow.chat.id', run.chatId),
      str('session.id', run.sessionId),
      str('input.value', run.question),
      ...(run.answer === undefined ? [] : [str('output.value', run.answer)]),
      str('openinference.span.kind', 'CHAIN'),
    ],
    status: errorStatus(run.error),
  }
  const children = run.nodes.map((node) => ({
    traceId,
    spanId: hex(8),
    parentSpanId: rootId,
    name: node.label || node.name,
    kind: 1,
    startTimeUnixNano: nanos(start + node.startMs),
    endTimeUnixNano: nanos(start + node.endMs),
    attributes: [
      str('unikflow.node.id', node.nodeId),
      str('unikflow.node.name', node.name),
      str('unikflow.node.label', node.label),
      str('input.value', valueText(node.inputsJson)),
      str('output.value', valueText(node.outputJson)),
      str('openinference.span.kind', nodeKind(node.name).toUpperCase()),
    ],
    status: errorStatus(node.error),
  }))
  return {
    resourceSpans: [
      {
        resource: { attributes: [str('service.name', serviceName), ...resource] },
        scopeSpans: [{ scope: { name: 'unikflow', version: '1' }, spans: [root, ...children] }],
      },
    ],
  }
}

/** `k=v,k2=v2` (OTEL_EXPORTER_OTLP_HEADERS style) or an object. */
export function parseOtlpHeaders(headers: TOpenTelemetryConfig['headers']): Record<string, string> {
  if (!headers) return {}
  if (typeof headers !== 'string') return headers
  const out: Record<string, string> = {}
  for (const pair of headers.split(',')) {
    const at = pair.indexOf('=')
    if (at > 0)
      out[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim())
  }
  return out
}

/**
 * Sends a finished run to the flow's OpenTelemetry collector. The endpoint is user-given, so it goes
 * through the outbound guard (private addresses need UNIKFLOW_OUTBOUND_ALLOWLIST). Never awaited by the
 * answer; failures are logged.
 */
export function exportRunTrace(
  deps: Pick<AppDeps, 'config'>,
  config: TOpenTelemetryConfig | undefined,
  run: RunForExport,
  log: FastifyBaseLogger,
): void {
  if (config?.status !== true || !config.endpoint) return
  const endpoint = config.endpoint
  const body = JSON.stringify(toOtlpTraces(run, config.serviceName || 'unikflow'))
  const headers = { ...parseOtlpHeaders(config.headers), 'content-type': 'application/json' }
  void postTraceRequests(deps, [{ url: endpoint, headers, body }]).catch((error: unknown) =>
    log.warn({ err: error, endpoint }, 'sending the run trace to OpenTelemetry failed'),
  )
}
