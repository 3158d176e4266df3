import { randomUUID } from 'node:crypto'
import type { TNodeTrace } from '@unikflow/engine'
import { jsonHeaders, baseUrlOf, traceValue, type TraceSender } from './trace-request'
import { nodeKind } from './node-kind'

const KINDS = { llm: 'llm', tool: 'tool', retriever: 'rag', chain: 'chain' } as const

/** LangWatch's typed value: text as text, anything else as JSON. */
function typed(value: unknown) {
  return typeof value === 'string' ? { type: 'text', value } : { type: 'json', value }
}

const errorOf = (message: string | undefined) =>
  message ? { error: { has_error: true, message, stacktrace: [] } } : {}

/**
 * LangWatch's collector (`POST /api/collector`, `X-Auth-Token`): one trace whose thread is the chat, a
 * chain span for the run and one span per node below it.
 */
export const langWatchSender: TraceSender = {
  credentialName: 'langwatchApi',
  requests(run, _settings, credential) {
    const traceId = `trace_${randomUUID()}`
    const rootId = `span_${randomUUID()}`
    const start = run.startedAt.getTime()
    const root = {
      type: 'chain',
      span_id: rootId,
      trace_id: traceId,
      name: run.flowName,
      input: typed(run.question),
      ...(run.answer === undefined ? {} : { output: typed(run.answer) }),
      ...errorOf(run.error),
      timestamps: { started_at: start, finished_at: start + run.durationMs },
    }
    const span = (node: TNodeTrace) => ({
      type: KINDS[nodeKind(node.name)],
      span_id: `span_${randomUUID()}`,
      parent_id: rootId,
      trace_id: traceId,
      name: node.label || node.name,
      input: typed(traceValue(node.inputsJson)),
      output: typed(traceValue(node.outputJson)),
      ...errorOf(node.error),
      timestamps: { started_at: start + node.startMs, finished_at: start + node.endMs },
    })
    return [
      {
        url: `${baseUrlOf(credential.langWatchEndpoint, 'https://app.langwatch.ai')}/api/collector`,
        headers: { ...jsonHeaders, 'x-auth-token': credential.langWatchApiKey ?? '' },
        body: JSON.stringify({
          trace_id: traceId,
          spans: [root, ...run.nodes.map(span)],
          metadata: {
            thread_id: run.sessionId,
            labels: ['unikflow'],
            chatflow_id: run.flowId,
            chat_id: run.chatId,
          },
        }),
      },
    ]
  },
}
