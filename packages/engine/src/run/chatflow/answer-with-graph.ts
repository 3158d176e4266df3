import { runSequentialGraph } from '../sequential/run-sequential-graph'
import { emitToken, type TChatflowRun } from './chatflow-run'

/** Sequential Agents and Multi Agents: every node registered its step; the graph of steps answers now. */
export async function answerWithGraph(run: TChatflowRun): Promise<void> {
  const { context, plan } = run
  run.answer = await runSequentialGraph(run.options, {
    planned: plan.planned,
    fetch: context.fetch,
    instances: run.instances,
    edges: plan.edges,
    vars: context.vars,
    flowVars: context.flowVars,
    emit: run.emit,
    emitToken: run.options.onEvent ? (token: string) => emitToken(run, token) : undefined,
    signal: run.signal,
  })
  run.answeredBy = 'sequential'
}
