import type { BaseMessage } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument, TUsedTool } from '../context'
import { answerText } from './model-call'
import { QueryEngineTool } from './query-engine'
import type { TJsonSchemaObject } from './tool-schema'
import { lazyImport } from './lazy-import'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/**
 * The tools an agent called (input from the model's tool call, output from the tool message) and the
 * documents they found. A tool message is paired with its call by id; a provider that sends no ids
 * (or repeats one) is paired by order, so the arguments are never lost.
 */
export async function readAgentSteps(
  messages: readonly BaseMessage[],
): Promise<{ usedTools: TUsedTool[]; sourceDocuments: TSourceDocument[] }> {
  const { AIMessage, ToolMessage } = await langchainCoreMessages()
  const calls: Array<{ id: string; name: string; args: unknown; used: boolean }> = []
  const usedTools: TUsedTool[] = []
  const sourceDocuments: TSourceDocument[] = []
  for (const m of messages) {
    if (AIMessage.isInstance(m))
      for (const c of m.tool_calls ?? [])
        calls.push({ id: c.id ?? '', name: c.name, args: c.args, used: false })
    if (!ToolMessage.isInstance(m)) continue
    const call =
      calls.find((c) => !c.used && c.id !== '' && c.id === m.tool_call_id) ??
      calls.find((c) => !c.used && (m.name === undefined || c.name === m.name))
    if (call) call.used = true
    usedTools.push({
      tool: call?.name ?? m.name ?? '',
      toolInput: readArguments(call?.args),
      toolOutput: answerText(m),
    })
    sourceDocuments.push(...readSourceDocuments(m.artifact))
  }
  return { usedTools, sourceDocuments }
}

/** The model's final answer: its last message that calls no tool (a tool's output is never the answer). */
export async function finalAnswerText(messages: readonly BaseMessage[]): Promise<string> {
  const { AIMessage } = await langchainCoreMessages()
  const last = messages.findLast((m) => AIMessage.isInstance(m) && !(m.tool_calls ?? []).length)
  return answerText(last ?? messages.at(-1))
}

/** Tool arguments as an object: some providers send them as a JSON string. */
function readArguments(args: unknown): unknown {
  if (typeof args !== 'string') return args ?? {}
  try {
    const parsed: unknown = JSON.parse(args)
    return parsed
  } catch {
    return { input: args }
  }
}

/** Documents a tool returned as its artifact (`{ sourceDocuments }`, see the Retriever Tool). */
function readSourceDocuments(artifact: unknown): TSourceDocument[] {
  if (!artifact || typeof artifact !== 'object' || !('sourceDocuments' in artifact)) return []
  const list = artifact.sourceDocuments
  if (!Array.isArray(list)) return []
  return list.flatMap((d: unknown) =>
    d && typeof d === 'object' && 'pageContent' in d && typeof d.pageContent === 'string'
      ? [
          {
            pageContent: d.pageContent,
            metadata:
              'metadata' in d && d.metadata && typeof d.metadata === 'object' ? { ...d.metadata } : {},
          },
        ]
      : [],
  )
}

/** Tools connected to an agent's list anchor. */
export async function readTools(value: unknown): Promise<StructuredToolInterface[]> {
  const { StructuredTool, DynamicStructuredTool } = await langchainCoreTools()
  const list = Array.isArray(value) ? value.flat(2) : value === undefined ? [] : [value]
  return list.flatMap((t): StructuredToolInterface[] => {
    if (t instanceof StructuredTool) return [t]
    if (!(t instanceof QueryEngineTool)) return []
    // A QueryEngine Tool (LlamaIndex's agents take them): its engine answers, its documents are the sources.
    return [
      new DynamicStructuredTool({
        name: t.name,
        description: t.description || `Answers questions from the documents of ${t.engine.label}`,
        schema: QUERY_TOOL_SCHEMA,
        responseFormat: 'content_and_artifact',
        func: async (args: Record<string, unknown>) => {
          const answer = await t.engine.query(String(args.input ?? ''))
          return [answer.text, { sourceDocuments: [...answer.sourceDocuments] }]
        },
      }),
    ]
  })
}

const QUERY_TOOL_SCHEMA = {
  type: 'object',
  properties: { input: { type: 'string', description: 'The question for the query engine' } },
  required: ['input'],
} satisfies TJsonSchemaObject

export const MAX_ITERATIONS_TEXT = 'Agent stopped due to max iterations.'
