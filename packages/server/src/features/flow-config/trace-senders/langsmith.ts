import { isoAt, jsonHeaders, baseUrlOf, traceValue, uuidV7, type TraceSender } from './trace-request'
import { nodeKind } from './node-kind'

/** LangSmith's `dotted_order` part of a run: its start as `YYYYMMDDTHHMMSSffffffZ`, then its id. */
function orderPart(iso: string, id: string): string {
  return `${iso.replace(/[-:]/g, '').replace(/\.(\d{3})Z$/, '$1000Z')}${id}`
}

/**
 * LangSmith's runs API (`POST /runs/batch`, `x-api-key`): the run as a chain run of the flow's project
 * (`projectName`, else "default"), each node a child run in the same trace.
 */
export const langSmithSender: TraceSender = {
  credentialName: 'langsmithApi',
  requests(run, settings, credential) {
    const rootId = uuidV7(run.startedAt.getTime())
    const rootStart = isoAt(run, 0)
    const rootOrder = orderPart(rootStart, rootId)
    const project = settings.projectName?.trim() || 'default'
    const root = {
      id: rootId,
      trace_id: rootId,
      dotted_order: rootOrder,
      name: run.flowName,
      run_type: 'chain',
      start_time: rootStart,
      end_time: isoAt(run, run.durationMs),
      inputs: { question: run.question },
      outputs: run.answer === undefined ? {} : { text: run.answer },
      ...(run.error ? { error: run.error } : {}),
      session_name: project,
      extra: {
        metadata: { chatflowId: run.flowId, chatId: run.chatId, sessionId: run.sessionId, runId: run.runId },
      },
    }
    const children = run.nodes.map((node) => {
      const id = uuidV7(run.startedAt.getTime() + node.startMs)
      const start = isoAt(run, node.startMs)
      return {
        id,
        trace_id: rootId,
        parent_run_id: rootId,
        dotted_order: `${rootOrder}.${orderPart(start, id)}`,
        name: node.label || node.name,
        run_type: nodeKind(node.name),
        start_time: start,
        end_time: isoAt(run, node.endMs),
        inputs: { input: traceValue(node.inputsJson) },
        outputs: { output: traceValue(node.outputJson) },
        ...(node.error ? { error: node.error } : {}),
        session_name: project,
        extra: { metadata: { nodeId: node.nodeId, nodeName: node.name } },
      }
    })
    return [
      {
        url: `${baseUrlOf(credential.langSmithEndpoint, 'https://api.smith.langchain.com')}/runs/batch`,
        headers: { ...jsonHeaders, 'x-api-key': credential.langSmithApiKey ?? '' },
        body: JSON.stringify({ post: [root, ...children] }),
      },
    ]
  },
}
