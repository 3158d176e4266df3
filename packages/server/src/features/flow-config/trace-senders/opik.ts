import { isoAt, jsonHeaders, baseUrlOf, traceValue, uuidV7, type TraceSender } from './trace-request'
import { nodeKind } from './node-kind'

const errorInfo = (message: string | undefined) =>
  message ? { error_info: { exception_type: 'Error', message, traceback: message } } : {}

/** Opik keeps inputs and outputs as JSON objects: anything else is wrapped. */
function asObject(key: string, value: unknown): object {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { [key]: value }
}

/**
 * Opik's REST API (`POST /v1/private/traces/batch` then `/v1/private/spans/batch`; the API key as
 * `authorization`, the workspace as `Comet-Workspace`): a trace for the run in the flow's project
 * (`opikProjectName`, else "default") whose thread is the chat, a span per node.
 */
export const opikSender: TraceSender = {
  credentialName: 'opikApi',
  requests(run, settings, credential) {
    const base = baseUrlOf(credential.opikUrl, 'https://www.comet.com/opik/api')
    const project = settings.opikProjectName?.trim() || 'default'
    const headers = {
      ...jsonHeaders,
      authorization: credential.opikApiKey ?? '',
      'comet-workspace': credential.opikWorkspace?.trim() || 'default',
    }
    const traceId = uuidV7(run.startedAt.getTime())
    const trace = {
      id: traceId,
      project_name: project,
      name: run.flowName,
      start_time: isoAt(run, 0),
      end_time: isoAt(run, run.durationMs),
      input: { question: run.question },
      output: run.answer === undefined ? {} : { answer: run.answer },
      metadata: { chatflowId: run.flowId, chatId: run.chatId, runId: run.runId },
      thread_id: run.sessionId,
      tags: ['unikflow'],
      ...errorInfo(run.error),
    }
    const spans = run.nodes.map((node) => {
      const kind = nodeKind(node.name)
      return {
        id: uuidV7(run.startedAt.getTime() + node.startMs),
        trace_id: traceId,
        project_name: project,
        name: node.label || node.name,
        type: kind === 'llm' || kind === 'tool' ? kind : 'general',
        start_time: isoAt(run, node.startMs),
        end_time: isoAt(run, node.endMs),
        input: asObject('input', traceValue(node.inputsJson)),
        output: asObject('output', traceValue(node.outputJson)),
        metadata: { nodeId: node.nodeId, nodeName: node.name },
        ...errorInfo(node.error),
      }
    })
    return [
      { url: `${base}/v1/private/traces/batch`, headers, body: JSON.stringify({ traces: [trace] }) },
      { url: `${base}/v1/private/spans/batch`, headers, body: JSON.stringify({ spans }) },
    ]
  },
}
