import { isoAt, jsonHeaders, baseUrlOf, traceValue, uuidV7, type TraceSender } from './trace-request'
import { nodeKind } from './node-kind'

/**
 * Langfuse's ingestion API (`POST /api/public/ingestion`, Basic auth with the public and secret keys): a
 * trace for the run (its session is the chat, its release the flow's `release`), a generation for each
 * model node and a span for every other node.
 */
export const langFuseSender: TraceSender = {
  credentialName: 'langfuseApi',
  requests(run, settings, credential) {
    const traceId = uuidV7(run.startedAt.getTime())
    const now = new Date().toISOString()
    const event = (type: string, body: object) => ({ id: uuidV7(), timestamp: now, type, body })
    const trace = event('trace-create', {
      id: traceId,
      timestamp: isoAt(run, 0),
      name: run.flowName,
      sessionId: run.sessionId,
      input: run.question,
      output: run.answer ?? null,
      ...(settings.release ? { release: settings.release } : {}),
      metadata: { chatflowId: run.flowId, chatId: run.chatId, runId: run.runId },
      tags: ['unikflow'],
    })
    const observations = run.nodes.map((node) =>
      event(nodeKind(node.name) === 'llm' ? 'generation-create' : 'span-create', {
        id: uuidV7(run.startedAt.getTime() + node.startMs),
        traceId,
        name: node.label || node.name,
        startTime: isoAt(run, node.startMs),
        endTime: isoAt(run, node.endMs),
        input: traceValue(node.inputsJson),
        output: traceValue(node.outputJson),
        level: node.error ? 'ERROR' : 'DEFAULT',
        ...(node.error ? { statusMessage: node.error } : {}),
        metadata: { nodeId: node.nodeId, nodeName: node.name },
      }),
    )
    const auth = Buffer.from(
      `${credential.langFusePublicKey ?? ''}:${credential.langFuseSecretKey ?? ''}`,
    ).toString('base64')
    return [
      {
        url: `${baseUrlOf(credential.langFuseEndpoint, 'https://cloud.langfuse.com')}/api/public/ingestion`,
        headers: { ...jsonHeaders, authorization: `Basic ${auth}` },
        body: JSON.stringify({ batch: [trace, ...observations] }),
      },
    ]
  },
}
