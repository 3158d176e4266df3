import { createThreadSaver, lazyImport } from '@unikflow/nodes'
import { buildSeqGraph } from './build-seq-graph'
import { buildStateAnnotation } from './seq-state'
import { RECURSION_LIMIT, type TDynamicGraph, type TSeqAnswer, type TSeqRunOptions } from './seq-run-types'
import { createStepContext } from './seq-step-context'
import { readSeqAnswer, streamToEnd, threadInput } from './seq-thread-turn'

const langchainLanggraph = lazyImport(() => import('@langchain/langgraph'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

export { APPROVE_LABEL, REJECT_LABEL, type TAgentAction } from './seq-approval'
export {
  RECURSION_LIMIT,
  SeqStepError,
  type TAgentReasoning,
  type TSeqAnswer,
  type TSeqRunOptions,
} from './seq-run-types'

/** Compiles the registered steps into a LangGraph StateGraph and runs it for one question. */
export async function runSequential(options: TSeqRunOptions): Promise<TSeqAnswer> {
  const [{ StateGraph, START, END }, lc] = await Promise.all([langchainLanggraph(), langchainCoreMessages()])
  const start = options.graph.steps.get(options.graph.startNodeId)
  if (start?.kind !== 'start') throw new Error('The flow has no Start node')
  const { ctx, router, reasoning } = createStepContext(options, { lc, start, end: END })
  // LangGraph types node names and state keys as literals known when the code is written; these come
  // from the flow, so the builder is used through a small dynamic interface (seq-run-types.ts).
  const builder = new StateGraph(await buildStateAnnotation(start.state)) as unknown as TDynamicGraph
  const { approvals } = buildSeqGraph(options, {
    builder,
    ctx,
    router,
    start: start.nodeId,
    end: END,
    begin: START,
  })
  const checkpointer = await createThreadSaver(options.threads)
  const app = builder.compile({ checkpointer, interruptBefore: approvals })
  const config = {
    configurable: { thread_id: options.threadId },
    signal: options.signal,
    recursionLimit: RECURSION_LIMIT,
  }
  await streamToEnd(app, config, await threadInput(app, config, options, lc))
  const done = await app.getState(config)
  // The next message of this conversation must find everything this run wrote.
  await checkpointer.flush()
  return readSeqAnswer(options, done, { start, reasoning, ctx })
}
