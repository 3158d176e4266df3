import type { BaseMessage } from '@langchain/core/messages'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : {}

/** A message's role and fields from `{ role, content }`, `[role, content]` or LangChain's serialized form. */
function readMessage(item: unknown): { role: string; fields: Record<string, unknown> } {
  if (Array.isArray(item)) return { role: String(item[0]), fields: { content: item[1] } }
  const m = record(item)
  // LangChain's JSON of a message: { lc: 1, type: 'constructor', id: [..., 'HumanMessage'], kwargs }.
  if (Array.isArray(m.id) && m.kwargs) {
    const kind = String(m.id.at(-1) ?? '').replace(/Message(Chunk)?$/, '')
    return { role: kind.toLowerCase(), fields: record(m.kwargs) }
  }
  return { role: String(m.role ?? m.type ?? ''), fields: m }
}

/** The messages the Message History code returned, as LangChain messages; anything else is refused. */
export async function toMessages(value: unknown): Promise<BaseMessage[]> {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(list)) throw new Error('Message History: the code must return an array of messages')
  const { AIMessage, HumanMessage, SystemMessage, ToolMessage } = await langchainCoreMessages()
  return list.map((item, index) => {
    const { role, fields } = readMessage(item)
    const content = typeof fields.content === 'string' ? fields.content : JSON.stringify(fields.content ?? '')
    switch (role) {
      case 'human':
      case 'user':
        return new HumanMessage(content)
      case 'ai':
      case 'assistant':
        return new AIMessage({
          content,
          tool_calls: Array.isArray(fields.tool_calls)
            ? fields.tool_calls.map((c) => {
                const call = record(c)
                return { id: String(call.id ?? ''), name: String(call.name ?? ''), args: record(call.args) }
              })
            : [],
        })
      case 'system':
        return new SystemMessage(content)
      case 'tool':
        return new ToolMessage({ content, tool_call_id: String(fields.tool_call_id ?? '') })
      default:
        throw new Error(
          `Message History: message ${index + 1} has role "${role}"; use human, ai, system or tool`,
        )
    }
  })
}
