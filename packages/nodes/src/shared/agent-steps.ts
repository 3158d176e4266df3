import type { BaseMessage } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument, TUsedTool } from '../context'
import { answerText } from './model-call'

/** The tools an agent called (input from the model's tool call, output from the tool message) and the documents they found. */
export async function readAgentSteps(
  messages: readonly BaseMessage[],
): Promise<{ usedTools: TUsedTool[]; sourceDocuments: TSourceDocument[] }> {
  const { AIMessage, ToolMessage } = await import('@langchain/core/messages')
  const calls = new Map<string, { name: string; args: unknown }>()
  const usedTools: TUsedTool[] = []
  const sourceDocuments: TSourceDocument[] = []
  for (const m of messages) {
    if (AIMessage.isInstance(m))
      for (const c of m.tool_calls ?? []) calls.set(c.id ?? '', { name: c.name, args: c.args })
    if (!ToolMessage.isInstance(m)) continue
    const call = calls.get(m.tool_call_id)
    usedTools.push({
      tool: call?.name ?? m.name ?? '',
      toolInput: call?.args ?? {},
      toolOutput: answerText(m),
    })
    sourceDocuments.push(...readSourceDocuments(m.artifact))
  }
  return { usedTools, sourceDocuments }
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
  const { StructuredTool } = await import('@langchain/core/tools')
  const list = Array.isArray(value) ? value.flat(2) : value === undefined ? [] : [value]
  return list.filter((t): t is StructuredToolInterface => t instanceof StructuredTool)
}

export const MAX_ITERATIONS_TEXT = 'Agent stopped due to max iterations.'
