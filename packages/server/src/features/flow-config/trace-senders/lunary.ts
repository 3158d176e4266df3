import { randomUUID } from 'node:crypto'
import { isoAt, jsonHeaders, baseUrlOf, traceValue, type TraceSender } from './trace-request'
import { nodeKind } from './node-kind'

/**
 * Lunary's ingestion (`POST /v1/runs/ingest`, the project's public key as bearer): start and end (or
 * error) events for the run as a chain, and for each node as its child.
 */
export const lunarySender: TraceSender = {
  credentialName: 'lunaryApi',
  requests(run, _settings, credential) {
    const rootId = randomUUID()
    const finish = (runId: string, at: string, output: unknown, error: string | undefined) =>
      error
        ? { event: 'error', runId, timestamp: at, error: { message: error } }
        : { event: 'end', runId, timestamp: at, output }
    const events: object[] = [
      {
        type: 'chain',
        event: 'start',
        runId: rootId,
        name: run.flowName,
        timestamp: isoAt(run, 0),
        input: run.question,
        userId: run.sessionId,
        metadata: { chatflowId: run.flowId, chatId: run.chatId, runId: run.runId },
        runtime: 'unikflow',
      },
    ]
    for (const node of run.nodes) {
      const runId = randomUUID()
      const kind = nodeKind(node.name)
      const at = isoAt(run, node.endMs)
      events.push(
        {
          type: kind,
          event: 'start',
          runId,
          parentRunId: rootId,
          name: node.label || node.name,
          timestamp: isoAt(run, node.startMs),
          input: traceValue(node.inputsJson),
          runtime: 'unikflow',
        },
        { type: kind, ...finish(runId, at, traceValue(node.outputJson), node.error) },
      )
    }
    events.push({
      type: 'chain',
      ...finish(rootId, isoAt(run, run.durationMs), run.answer ?? null, run.error),
    })
    return [
      {
        url: `${baseUrlOf(credential.lunaryEndpoint, 'https://api.lunary.ai')}/v1/runs/ingest`,
        headers: { ...jsonHeaders, authorization: `Bearer ${credential.lunaryAppId ?? ''}` },
        body: JSON.stringify({ events }),
      },
    ]
  },
}
