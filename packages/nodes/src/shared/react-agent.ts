import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TNodeAnswer, TNodeContext, TUsedTool } from '../context'
import { MAX_ITERATIONS_TEXT } from './agent-steps'
import type { FlowMemory } from './flow-memory'
import { moderateInput } from './flow-moderation'
import { answerText, historyText } from './model-call'
import { getNumber } from './read-inputs'

const DEFAULT_MAX_ITERATIONS = 15

/** The ReAct text protocol (reason, act, observe): works with any model, chat or completion. */
function reactPrompt(tools: readonly StructuredToolInterface[], history: string, input: string): string {
  const list = tools.map((t) => `${t.name}: ${t.description}`).join('\n')
  const names = tools.map((t) => t.name).join(', ')
  return `Answer the question below as well as you can. These tools are available:

${list || '(no tools)'}

Work in steps, each step in exactly this form:

Thought: what you think about doing next
Action: the tool to use, one of [${names}]
Action Input: the input for that tool
Observation: the tool's result (written for you)

Repeat steps as needed. When you know the answer, finish with:

Thought: I know the final answer
Final Answer: the answer to the question
${history ? `\nThe conversation so far:\n${history}\n` : ''}
Question: ${input}
Thought:`
}

export type TReactStep =
  | { readonly kind: 'final'; readonly text: string }
  | { readonly kind: 'action'; readonly tool: string; readonly input: string }

/** Reads one model turn: a Final Answer, or an Action with its input; anything else is taken as the answer. */
export function parseReactStep(text: string): TReactStep {
  const final = /Final Answer\s*:\s*([\s\S]*)$/i.exec(text)
  const action = /Action\s*:\s*(.+?)\s*\n\s*Action Input\s*:\s*([\s\S]*?)(?:\n\s*Observation\s*:|$)/i.exec(
    text,
  )
  if (action && (!final || action.index < final.index))
    return { kind: 'action', tool: (action[1] ?? '').trim(), input: (action[2] ?? '').trim() }
  if (final) return { kind: 'final', text: (final[1] ?? '').trim() }
  return { kind: 'final', text: text.replace(/^\s*Thought\s*:/i, '').trim() }
}

/**
 * A text protocol for tool use, so any model can run an agent: the prompt with the steps so far, where the
 * model should stop, how a turn is read, and what a tool's result adds to the steps.
 */
export type TTextAgentProtocol = {
  prompt(tools: readonly StructuredToolInterface[], history: string, input: string): (steps: string) => string
  readonly stop: string[]
  parse(reply: string): TReactStep
  observe(reply: string, output: string): string
}

const reactProtocol: TTextAgentProtocol = {
  prompt: (tools, history, input) => {
    const start = reactPrompt(tools, history, input)
    return (steps) => start + steps
  },
  stop: ['\nObservation:'],
  parse: parseReactStep,
  observe: (reply, output) => ` ${reply.trim()}\nObservation: ${output}\nThought:`,
}

/** A tool input the model wrote: structured tools get the JSON object when it wrote one. */
function toolArgument(input: string): unknown {
  const trimmed = input.replace(/^"|"$/g, '')
  if (!trimmed.startsWith('{')) return trimmed
  try {
    return JSON.parse(trimmed)
  } catch {
    return trimmed
  }
}

/**
 * Runs a text agent's loop (ReAct unless another protocol is given): the model writes a Thought and an
 * Action, we run the tool and append its Observation, until it writes a Final Answer or the iterations run out.
 */
export async function runReactAgent(
  ctx: TNodeContext,
  parts: {
    model: BaseLanguageModel
    tools: StructuredToolInterface[]
    memory?: FlowMemory
    input: string
    stream: boolean
  },
  protocol: TTextAgentProtocol = reactProtocol,
): Promise<TNodeAnswer> {
  const { model, tools, memory, input, stream } = parts
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const history = memory ? historyText(await memory.getMessages()) : ''
  const render = protocol.prompt(tools, history, input)
  let steps = ''
  const usedTools: TUsedTool[] = []
  const maxIterations = getNumber(ctx, 'maxIterations', DEFAULT_MAX_ITERATIONS)
  let text = MAX_ITERATIONS_TEXT
  for (let step = 0; step <= maxIterations; step++) {
    const reply = answerText(await model.invoke(render(steps), { signal: ctx.signal, stop: protocol.stop }))
    const parsed = protocol.parse(reply)
    if (parsed.kind === 'final') {
      text = parsed.text
      break
    }
    if (step === maxIterations) break
    const tool = tools.find((t) => t.name === parsed.tool)
    let output: string
    try {
      output = tool
        ? answerText(await tool.invoke(toolArgument(parsed.input), { signal: ctx.signal }))
        : `${parsed.tool} is not a valid tool, try one of [${tools.map((t) => t.name).join(', ')}].`
    } catch (e) {
      output = `Error: ${e instanceof Error ? e.message : String(e)}`
    }
    if (tool) usedTools.push({ tool: parsed.tool, toolInput: parsed.input, toolOutput: output })
    steps += protocol.observe(reply, output)
  }
  if (stream) ctx.emitToken(text)
  await memory?.saveTurn(input, text)
  return { text, ...(usedTools.length > 0 ? { usedTools } : {}) }
}
