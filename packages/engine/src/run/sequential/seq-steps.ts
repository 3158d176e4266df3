import { randomUUID } from 'node:crypto'
import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage, ToolCall } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TExecuteFlow, TUsedTool } from '@unikflow/nodes'
import { pickTableOutput } from './condition-route'
import { parseJsonAnswer, textOf, toolCallsOf } from './seq-messages'
import { asStateObject, fillPrompt, stateScope, tableUpdate, type TSeqState } from './seq-state'
import type { TReturnAs, TSeqStep, TStateUpdate, TStructuredKey } from '@unikflow/nodes'

type TMessages = typeof import('@langchain/core/messages')
export type TStepOf<K extends TSeqStep['kind']> = Extract<TSeqStep, { kind: K }>
export type TStepUpdate = Partial<TSeqState>

/** What the graph's node functions share during one run. */
export type TStepContext = {
  readonly lc: TMessages
  readonly question: string
  readonly signal: AbortSignal
  readonly startModel: BaseChatModel
  /** `$flow` for user code and state tables: sessionId, chatId, chatflowId, input. */
  readonly flow: Readonly<Record<string, unknown>>
  readonly vars: Readonly<Record<string, string>>
  readonly usedTools: TUsedTool[]
  readonly decisions: Map<string, string>
  readonly runCode: (
    code: string,
    inputs: Record<string, unknown>,
    flow?: Record<string, unknown>,
  ) => Promise<unknown>
  readonly executeFlow: TExecuteFlow | undefined
  readonly toolNodesAfter: (id: string) => readonly TStepOf<'tool'>[]
  /** Streams a token of the answer, for steps whose answer ends the run (undefined: nothing streams). */
  readonly streamTo: (id: string) => ((token: string) => void) | undefined
  /** One line of the agent messages the chat shows. */
  readonly report: (step: TStepOf<TGraphKind>, messages: string[]) => void
}
type TGraphKind = 'agent' | 'llm' | 'tool' | 'function' | 'executeFlow' | 'conditionAgent'

/** A name providers accept on a message (OpenAI: letters, digits, `_` and `-`). */
export const messageName = (name: string) => name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64)

/** Runs the tool calls of the last message, one after another, and records them. */
export async function runToolCalls(
  ctx: TStepContext,
  tools: readonly StructuredToolInterface[],
  calls: readonly ToolCall[],
): Promise<{ messages: BaseMessage[]; used: TUsedTool[] }> {
  const messages: BaseMessage[] = []
  const used: TUsedTool[] = []
  for (const call of calls) {
    const tool = tools.find((t) => t.name === call.name)
    const output = tool ? String(await tool.invoke(call.args)) : `There is no tool named ${call.name}`
    used.push({ tool: call.name, toolInput: call.args, toolOutput: output })
    messages.push(new ctx.lc.ToolMessage({ content: output, tool_call_id: call.id ?? '', name: call.name }))
  }
  ctx.usedTools.push(...used)
  return { messages, used }
}

export const prompt = (ctx: TStepContext, system: string, messages: BaseMessage[], human: string) => [
  ...(system ? [new ctx.lc.SystemMessage(system)] : []),
  ...messages,
  ...(human ? [new ctx.lc.HumanMessage(human)] : []),
]

/** What the step's "Update State" sets: its table rows, or the object its sandboxed code returns. */
export async function stateUpdateOf(
  ctx: TStepContext,
  name: string,
  update: TStateUpdate,
  output: unknown,
  state: TSeqState,
): Promise<Record<string, unknown>> {
  const scope = stateScope(state)
  if (update.code.trim())
    return asStateObject(
      await ctx.runCode(update.code, {}, { ...ctx.flow, output, state: scope }),
      `The state update of ${name}`,
    )
  return tableUpdate(update, { output, state: scope, flow: ctx.flow, vars: ctx.vars })
}

/** The system and human prompts with "Format Prompt Values" filled from the state as it is now. */
export function promptsOf(
  ctx: TStepContext,
  step: TStepOf<'agent' | 'llm' | 'conditionAgent'>,
  state: TSeqState,
) {
  const scope = { output: undefined, state: stateScope(state), flow: ctx.flow, vars: ctx.vars }
  return {
    system: fillPrompt(step.systemPrompt, step.promptValues, scope),
    human: fillPrompt(step.humanPrompt, step.promptValues, scope),
  }
}

export function toolStepNode(ctx: TStepContext, step: TStepOf<'tool'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const { messages, used } = await runToolCalls(ctx, step.tools, toolCallsOf(state.messages.at(-1)))
    const update = await stateUpdateOf(ctx, step.name, step.update, used, state)
    ctx.report(step, [])
    return { messages, ...update }
  }
}

/** Custom Function and Execute Flow answer as a message, or update the state. */
function answerAs(ctx: TStepContext, step: TStepOf<'function' | 'executeFlow'>, value: unknown): TStepUpdate {
  const what = step.kind === 'function' ? `Custom JS Function ${step.name}` : `Execute Flow ${step.name}`
  const returnAs: TReturnAs = step.returnAs
  if (returnAs === 'stateObj') {
    const object = typeof value === 'string' ? (parseJsonAnswer(value) ?? value) : value
    ctx.report(step, [])
    return asStateObject(object, what)
  }
  const content = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)
  const fields = { content, name: messageName(step.name), additional_kwargs: { nodeId: step.nodeId } }
  ctx.report(step, content ? [content] : [])
  return {
    messages: [returnAs === 'humanMessage' ? new ctx.lc.HumanMessage(fields) : new ctx.lc.AIMessage(fields)],
  }
}

export function functionStepNode(ctx: TStepContext, step: TStepOf<'function'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const result = await ctx.runCode(step.code, { ...step.inputs }, { ...ctx.flow, state: stateScope(state) })
    return answerAs(ctx, step, result)
  }
}

/** `userQuestion`, `{{nodeId}}` (that step's last message) or text with `{{question}}`. */
function flowInput(ctx: TStepContext, input: string, state: TSeqState): string {
  if (input.trim() === '' || input === 'userQuestion') return ctx.question
  const ref = /^\{\{\s*\$?([\w-]+)\s*\}\}$/.exec(input.trim())?.[1]
  if (ref && ref !== 'question') {
    const from = state.messages.filter((m) => m.additional_kwargs.nodeId === ref).at(-1)
    return textOf(from)
  }
  return input.replace(/\{\{\s*question\s*\}\}/g, ctx.question)
}

export function executeFlowStepNode(ctx: TStepContext, step: TStepOf<'executeFlow'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    if (!ctx.executeFlow) throw new Error('Execute Flow runs other flows only on the server')
    if (!step.flowId) throw new Error('Select the flow to execute')
    if (step.flowId === ctx.flow.chatflowId) throw new Error('A flow cannot execute itself')
    const sessionId = step.newSession ? randomUUID() : String(ctx.flow.sessionId)
    const text = await ctx.executeFlow({
      flowId: step.flowId,
      question: flowInput(ctx, step.input, state),
      sessionId,
      overrideConfig: step.overrideConfig,
    })
    return answerAs(ctx, step, text)
  }
}

const JSON_TYPES: Record<string, string> = {
  String: 'string',
  'String Array': 'array of strings',
  Number: 'number',
  Boolean: 'boolean',
}
/** The instruction for a structured answer (any chat model can follow it; no provider feature needed). */
function structuredInstruction(keys: readonly TStructuredKey[]): string {
  const lines = keys.map((k) => {
    const type =
      k.type === 'Enum'
        ? `one of ${k.enumValues
            .split(',')
            .map((v) => JSON.stringify(v.trim()))
            .join(', ')}`
        : (JSON_TYPES[k.type] ?? 'string')
    return `- "${k.key}" (${type})${k.description ? `: ${k.description}` : ''}`
  })
  return `Answer only with a JSON object with these keys:\n${lines.join('\n')}`
}

/** The messages of the conversation a step's "Conversation History" keeps. */
export function historyOf(
  step: TStepOf<'conditionAgent' | 'agent' | 'llm'>,
  messages: BaseMessage[],
): BaseMessage[] {
  switch (step.history) {
    case 'empty':
      return []
    case 'last_message':
      return messages.slice(-1)
    case 'user_question':
      return messages.filter((m) => m.getType() === 'human').slice(-1)
    default:
      return messages
  }
}

/** A model call that picks the route (its table or code reads the answer); the conversation is not changed. */
export function conditionAgentStepNode(ctx: TStepContext, step: TStepOf<'conditionAgent'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const prompts = promptsOf(ctx, step, state)
    const system = [prompts.system, step.structured.length ? structuredInstruction(step.structured) : '']
      .filter(Boolean)
      .join('\n\n')
    const model = step.model ?? ctx.startModel
    const answer = await model.invoke(prompt(ctx, system, historyOf(step, state.messages), prompts.human), {
      signal: ctx.signal,
    })
    const text = textOf(answer)
    const json = step.structured.length ? parseJsonAnswer(text) : undefined
    if (step.structured.length && !json)
      throw new Error(`${step.name} did not answer with the JSON object its structured output asks for`)
    const scope = stateScope(state)
    const picked = step.code.trim()
      ? await ctx.runCode(step.code, {}, { ...ctx.flow, output: json ?? { content: text }, state: scope })
      : pickTableOutput(step.rows, { output: text, json, input: ctx.question, state: scope })
    if (typeof picked !== 'string')
      throw new Error(`The condition code of ${step.name} must return an output name`)
    ctx.decisions.set(step.nodeId, picked)
    ctx.report(step, [text])
    return {}
  }
}
