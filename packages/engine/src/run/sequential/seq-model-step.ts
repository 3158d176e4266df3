import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { AIMessage, AIMessageChunk, BaseMessage } from '@langchain/core/messages'
import type { TStructuredKey, TUsedTool } from '@unikflow/nodes'
import { textOf, toolCallsOf } from './seq-messages'
import type { TSeqState } from './seq-state'
import {
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
    const messages = prompt(ctx, system, state.messages, human)
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
