import { randomUUID } from 'node:crypto'
import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { AIMessage, AIMessageChunk, BaseMessage, ToolCall } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TUsedTool } from '../../context'
import { pickTableOutput } from './condition-route'
import { parseJsonAnswer, textOf, toolCallsOf } from './seq-messages'
import { asStateObject, stateScope, tableUpdate, type TSeqState } from './seq-state'
import type { TReturnAs, TSeqStep, TStructuredKey } from './sequential-graph'

type TMessages = typeof import('@langchain/core/messages')
type TStepOf<K extends TSeqStep['kind']> = Extract<TSeqStep, { kind: K }>
export type TStepUpdate = Partial<TSeqState>

/** Another flow of the same unik, run for Execute Flow (the host decides what "same unik" means). */
export type TExecuteFlow = (request: {
  readonly flowId: string
  readonly question: string
  readonly sessionId: string
  readonly overrideConfig: Readonly<Record<string, unknown>>
}) => Promise<string>

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
const messageName = (name: string) => name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64)

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

const prompt = (ctx: TStepContext, system: string, messages: BaseMessage[], human: string) => [
  ...(system ? [new ctx.lc.SystemMessage(system)] : []),
  ...messages,
  ...(human ? [new ctx.lc.HumanMessage(human)] : []),
]

export function modelStepNode(ctx: TStepContext, step: TStepOf<'agent'> | TStepOf<'llm'>) {
  const tools = step.kind === 'agent' ? step.tools : ctx.toolNodesAfter(step.nodeId).flatMap((t) => t.tools)
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const model = step.model ?? ctx.startModel
    const runnable = tools.length > 0 && model.bindTools ? model.bindTools([...tools]) : model
    const messages = prompt(ctx, step.systemPrompt, state.messages, step.humanPrompt)
    const stream = ctx.streamTo(step.nodeId)
    let answer: AIMessage
    if (stream) {
      let full: AIMessageChunk | undefined
      for await (const chunk of await runnable.stream(messages, { signal: ctx.signal })) {
        const token = textOf(chunk)
        if (token) stream(token)
        full = full ? full.concat(chunk) : chunk
      }
      answer = new ctx.lc.AIMessage({
        content: full?.content ?? '',
        tool_calls: full?.tool_calls ?? [],
        additional_kwargs: full?.additional_kwargs ?? {},
        response_metadata: full?.response_metadata ?? {},
        ...(full?.id ? { id: full.id } : {}),
      })
    } else answer = await runnable.invoke(messages, { signal: ctx.signal })
    answer.name = messageName(step.name)
    answer.additional_kwargs = { ...answer.additional_kwargs, nodeId: step.nodeId }
    ctx.report(step, textOf(answer) ? [textOf(answer)] : [])
    return { messages: [answer] }
  }
}

export function toolStepNode(ctx: TStepContext, step: TStepOf<'tool'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const { messages, used } = await runToolCalls(ctx, step.tools, toolCallsOf(state.messages.at(-1)))
    const scope = stateScope(state)
    const update = step.update.code.trim()
      ? asStateObject(
          await ctx.runCode(step.update.code, {}, { ...ctx.flow, output: used, state: scope }),
          `The state update of ${step.name}`,
        )
      : tableUpdate(step.update, { output: used, state: scope, flow: ctx.flow, vars: ctx.vars })
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

function historyOf(step: TStepOf<'conditionAgent'>, messages: BaseMessage[]): BaseMessage[] {
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
    const system = [step.systemPrompt, step.structured.length ? structuredInstruction(step.structured) : '']
      .filter(Boolean)
      .join('\n\n')
    const model = step.model ?? ctx.startModel
    const answer = await model.invoke(
      prompt(ctx, system, historyOf(step, state.messages), step.humanPrompt),
      {
        signal: ctx.signal,
      },
    )
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
