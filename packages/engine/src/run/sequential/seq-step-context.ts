import type { TSeqStep } from '@unikflow/nodes'
import { pickTableOutput } from './condition-route'
import { parseJsonAnswer, textOf } from './seq-messages'
import { createRouter } from './seq-route'
import { stateScope } from './seq-state'
import type { TStepContext } from './seq-steps'
import type { TAgentReasoning, TSeqRunOptions } from './seq-run-types'

const NODE_NAMES: Record<string, string> = {
  agent: 'seqAgent',
  llm: 'seqLLMNode',
  tool: 'seqToolNode',
  function: 'seqCustomFunction',
  executeFlow: 'seqExecuteFlow',
  conditionAgent: 'seqConditionAgent',
}

/**
 * What the graph's steps share during one run: the router over the flow's edges (conditions pick by
 * table or sandboxed code), the models' context, and the reporting of each step as agent reasoning.
 */
export function createStepContext(
  options: TSeqRunOptions,
  run: { lc: TStepContext['lc']; start: Extract<TSeqStep, { kind: 'start' }>; end: string },
) {
  const { graph, question } = options
  const { lc, start } = run
  const reasoning: TAgentReasoning[] = []
  const decisions = new Map<string, string>()
  const router = createRouter({
    graph,
    edges: options.edges,
    end: run.end,
    decisions,
    async pickCondition(step, state) {
      const output = textOf(state.messages.at(-1))
      // After an LLM Node with JSON Structured Output, `$flow.output.<key>` reads its answer's keys.
      const json = parseJsonAnswer(output)
      const scope = stateScope(state)
      if (!step.code.trim())
        return pickTableOutput(step.rows, { output, json, input: question, state: scope })
      const flowOutput = { ...json, content: output }
      const picked = await options.runCode(
        step.code,
        { output: flowOutput, state: scope },
        { ...options.flow, output: flowOutput, state: scope },
      )
      return String(picked)
    },
  })
  const ctx: TStepContext = {
    lc,
    question,
    signal: options.signal,
    startModel: start.model,
    flow: options.flow,
    vars: options.vars,
    usedTools: [],
    decisions,
    runCode: options.runCode,
    executeFlow: options.executeFlow,
    toolNodesAfter: router.toolNodesAfter,
    streamTo: (id) => (options.emitToken && router.isFinal(id) ? options.emitToken : undefined),
    report(step, messages) {
      reasoning.push({
        agentName: step.name,
        messages,
        usedTools: [...ctx.usedTools],
        nodeName: NODE_NAMES[step.kind] ?? step.kind,
        nodeId: step.nodeId,
      })
      options.emit('nextAgent', step.name)
      options.emit('agentReasoning', reasoning)
    },
  }
  return { ctx, router, reasoning }
}
