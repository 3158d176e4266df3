import { answerText, memoryEnabled, pastFor, toLangChain } from '../shared/v2-messages'
import { chatModelOf, inputText, parseJsonObject, rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { conditionAgentAgentflow, DEFAULT_ROUTER_PROMPT } from './conditionAgentAgentflow.node.js'

/** The scenario the model named: exact (case aside) first, then one its answer contains; none: the last. */
export function matchScenario(answer: string, scenarios: readonly string[]): number {
  const said = answer.trim().toLowerCase()
  const exact = scenarios.findIndex((s) => s.trim().toLowerCase() === said)
  if (exact !== -1) return exact
  const within = scenarios.findIndex((s) => s.trim() !== '' && said.includes(s.trim().toLowerCase()))
  return within === -1 ? scenarios.length - 1 : within
}

/**
 * A chat model classifies the input into one of the scenarios, with the session's earlier turns as its
 * memory inputs keep them (all, a window, a summary); its output is taken.
 */
export default defineAgentflowRuntime(conditionAgentAgentflow, async (ctx) => {
  const [model, lc] = await Promise.all([
    chatModelOf(ctx, 'conditionAgentModel'),
    import('@langchain/core/messages'),
  ])
  const scenarios = rowsOf(ctx, 'conditionAgentScenarios').map((row) => textOf(row.scenario))
  const instructions = inputText(ctx, 'conditionAgentInstructions')
  const override = ctx.inputs.conditionAgentOverrideSystemPrompt
  const own = override === true || override === 'true' ? inputText(ctx, 'conditionAgentSystemPrompt') : ''
  const system = [
    own || DEFAULT_ROUTER_PROMPT,
    instructions,
    `Scenarios:\n${scenarios.map((s) => `- ${s}`).join('\n')}`,
    'Answer with a JSON object only: {"output": "<the scenario, written exactly as listed>"}',
  ]
    .filter(Boolean)
    .join('\n\n')
  const past = memoryEnabled(ctx, 'conditionAgent')
    ? await pastFor(ctx, 'conditionAgent', [{ role: 'system', content: system }], model)
    : []
  const reply = answerText(
    await model.invoke(
      [
        new lc.SystemMessage(system),
        ...past.map((m) => toLangChain(lc, m)),
        new lc.HumanMessage(inputText(ctx, 'conditionAgentInput') || ctx.question),
      ],
      { signal: ctx.signal },
    ),
  )
  const named = parseJsonObject(reply)?.output
  const chosen = matchScenario(typeof named === 'string' ? named : reply, scenarios)
  return {
    output: {
      content: scenarios[chosen] ?? '',
      conditions: scenarios.map((scenario, index) => ({ scenario, isFulfilled: index === chosen })),
    },
    chosen,
  }
})
