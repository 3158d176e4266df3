import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { AIMessage, AIMessageChunk, BaseMessage } from '@langchain/core/messages'
import type { TStructuredKey, TUsedTool } from '@unikflow/nodes'
import { textOf, toolCallsOf } from './seq-messages'
import { stateScope, type TSeqState } from './seq-state'
import {
  historyOf,
  messageName,
  prompt,
  promptsOf,
  stateUpdateOf,
  type TStepContext,
  type TStepOf,
  type TStepUpdate,
} from './seq-steps'

/** The tools this agent ran since it last answered: the tool messages after its own tool-calling messages. */
function agentToolsOf(messages: readonly BaseMessage[], nodeId: string): TUsedTool[] {
  const used: TUsedTool[] = []
  const results = new Map<string, string>()
  for (const m of [...messages].reverse()) {
    if (m.getType() === 'tool' && 'tool_call_id' in m && typeof m.tool_call_id === 'string') {
      results.set(m.tool_call_id, textOf(m))
      continue
    }
    if (m.getType() !== 'ai' || m.additional_kwargs.nodeId !== nodeId) break
    for (const call of toolCallsOf(m).toReversed())
      used.unshift({ tool: call.name, toolInput: call.args, toolOutput: results.get(call.id ?? '') ?? '' })
  }
  return used
}

const JSON_SCHEMA_TYPES: Record<string, Record<string, unknown>> = {
  String: { type: 'string' },
  'String Array': { type: 'array', items: { type: 'string' } },
  Number: { type: 'number' },
  Boolean: { type: 'boolean' },
}

/** The JSON schema of an LLM Node's "JSON Structured Output" table (every key required). */
export function jsonSchemaOf(keys: readonly TStructuredKey[]): Record<string, unknown> {
  const properties = Object.fromEntries(
    keys.map((k) => [
      k.key,
      {
        ...(k.type === 'Enum'
          ? {
              type: 'string',
              enum: k.enumValues
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            }
          : (JSON_SCHEMA_TYPES[k.type] ?? { type: 'string' })),
        ...(k.description ? { description: k.description } : {}),
      },
    ]),
  )
  return { type: 'object', properties, required: keys.map((k) => k.key) }
}

/** The model's answer as the structured output of its chat model (a forced tool call), checked to be an object. */
async function structuredAnswer(
  ctx: TStepContext,
  model: BaseChatModel,
  keys: readonly TStructuredKey[],
  messages: BaseMessage[],
): Promise<Record<string, unknown>> {
  const runnable = model.withStructuredOutput(jsonSchemaOf(keys), {
    name: 'structured_output',
    method: 'functionCalling',
  })
  const value: unknown = await runnable.invoke(messages, { signal: ctx.signal })
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('The model did not answer with the JSON object of the structured output')
  return Object.fromEntries(Object.entries(value))
}

/**
 * The conversation as "Conversation History" keeps it; an agent's own round of tool calls and their
 * results stays whole after it (a model must see the calls its tool results answer).
 */
function conversationOf(step: TStepOf<'agent' | 'llm'>, messages: BaseMessage[]): BaseMessage[] {
  if (step.history === 'all_messages') return messages
  let round = messages.length
  while (round > 0 && messages[round - 1]?.getType() === 'tool') round -= 1
  const caller = messages[round - 1]
  const ownRound =
    round < messages.length && caller?.getType() === 'ai' && caller.additional_kwargs.nodeId === step.nodeId
  if (!ownRound) return historyOf(step, messages)
  return [...historyOf(step, messages.slice(0, round - 1)), ...messages.slice(round - 1)]
}

const ROLES: Record<string, 'system' | 'human' | 'ai'> = {
  system: 'system',
  developer: 'system',
  user: 'human',
  human: 'human',
  assistant: 'ai',
  ai: 'ai',
}

/** "Prepend Messages History": the `{ role, content }` messages its sandboxed code returns. */
async function prependedOf(
  ctx: TStepContext,
  step: TStepOf<'agent' | 'llm'>,
  state: TSeqState,
): Promise<BaseMessage[]> {
  if (!step.prepend.trim()) return []
  const value = await ctx.runCode(step.prepend, {}, { ...ctx.flow, state: stateScope(state) })
  if (!Array.isArray(value))
    throw new Error(`The Prepend Messages History of ${step.name} must return an array of messages`)
  return value.map((item: unknown) => {
    const fields = typeof item === 'object' && item !== null ? Object.fromEntries(Object.entries(item)) : {}
    const role = ROLES[String(fields.role ?? fields.type ?? '').toLowerCase()]
    const content = typeof fields.content === 'string' ? fields.content : JSON.stringify(fields.content ?? '')
    if (!role)
      throw new Error(`${step.name}: each prepended message needs a role of system, user or assistant`)
    if (role === 'system') return new ctx.lc.SystemMessage(content)
    return role === 'human' ? new ctx.lc.HumanMessage(content) : new ctx.lc.AIMessage(content)
  })
}

async function answerOf(ctx: TStepContext, step: TStepOf<'agent' | 'llm'>, messages: BaseMessage[]) {
  const tools = step.kind === 'agent' ? step.tools : ctx.toolNodesAfter(step.nodeId).flatMap((t) => t.tools)
  const model = step.model ?? ctx.startModel
  const runnable = tools.length > 0 && model.bindTools ? model.bindTools([...tools]) : model
  const stream = ctx.streamTo(step.nodeId)
  if (!stream) return runnable.invoke(messages, { signal: ctx.signal })
  let full: AIMessageChunk | undefined
  for await (const chunk of await runnable.stream(messages, { signal: ctx.signal })) {
    const token = textOf(chunk)
    if (token) stream(token)
    full = full ? full.concat(chunk) : chunk
  }
  return new ctx.lc.AIMessage({
    content: full?.content ?? '',
    tool_calls: full?.tool_calls ?? [],
    additional_kwargs: full?.additional_kwargs ?? {},
    response_metadata: full?.response_metadata ?? {},
    ...(full?.id ? { id: full.id } : {}),
  })
}

/**
 * An Agent or LLM Node: its prompts (values filled) around the conversation, the model's answer (an LLM Node
 * with JSON Structured Output: that object, as JSON text), then its "Update State" — an LLM Node's after every
 * answer, an agent's once it answers without tool calls.
 */
export function modelStepNode(ctx: TStepContext, step: TStepOf<'agent'> | TStepOf<'llm'>) {
  return async (state: TSeqState): Promise<TStepUpdate> => {
    const { system, human } = promptsOf(ctx, step, state)
    const sent = [...(await prependedOf(ctx, step, state)), ...conversationOf(step, state.messages)]
    const messages = prompt(ctx, system, sent, human)
    let answer: AIMessage
    let output: Record<string, unknown>
    if (step.kind === 'llm' && step.structured.length > 0) {
      const json = await structuredAnswer(ctx, step.model ?? ctx.startModel, step.structured, messages)
      const content = JSON.stringify(json)
      ctx.streamTo(step.nodeId)?.(content)
      answer = new ctx.lc.AIMessage({ content })
      output = { content, ...json }
    } else {
      answer = await answerOf(ctx, step, messages)
      output = { content: textOf(answer) }
    }
    answer.name = messageName(step.name)
    answer.additional_kwargs = { ...answer.additional_kwargs, nodeId: step.nodeId }
    ctx.report(step, textOf(answer) ? [textOf(answer)] : [])
    if (step.kind === 'agent') {
      if (toolCallsOf(answer).length > 0) return { messages: [answer] }
      output = { ...output, usedTools: agentToolsOf(state.messages, step.nodeId) }
    }
    return { messages: [answer], ...(await stateUpdateOf(ctx, step.name, step.update, output, state)) }
  }
}
