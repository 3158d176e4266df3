import type { BaseMessage } from '@langchain/core/messages'
import { isRecord } from '@unikflow/graph'
import type { TUsedTool } from '../../context'
import { answerText } from '../shared/v2-messages'
import type { TBuiltInTools } from './built-in-tools'

type TRecord = Record<string, unknown>

const records = (v: unknown): TRecord[] => (Array.isArray(v) ? v.filter(isRecord) : [])
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** A field the provider's client put in the message's metadata (Gemini's grounding lands in both). */
function metadataOf(reply: BaseMessage, key: string): unknown {
  const metadata: unknown = reply.response_metadata
  return (isRecord(metadata) ? metadata[key] : undefined) ?? reply.additional_kwargs[key]
}

/**
 * A server tool's input: a whole answer's block holds it; a streamed one's comes after it, in
 * `input_json_delta` pieces of the same index (LangChain keeps those apart as blocks of their own).
 */
function inputOf(block: TRecord, blocks: readonly TRecord[]): unknown {
  if (typeof block.input !== 'string' || block.input) return block.input
  const json = blocks
    .filter((b) => b.type === 'input_json_delta' && b.index === block.index)
    .map((b) => str(b.input))
    .join('')
  try {
    return JSON.parse(json)
  } catch {
    return json
  }
}

/** OpenAI's Responses output: each `<tool>_call` item is a call of the chosen tool of that name. */
function openAIUsed(reply: BaseMessage, names: readonly string[]): TUsedTool[] {
  return records(metadataOf(reply, 'output')).flatMap((item) => {
    const type = str(item.type)
    if (!type.endsWith('_call')) return []
    const tool = names.find((n) => n.includes(type.replace(/_call$/, '')))
    if (!tool) return []
    if (type === 'image_generation_call')
      return [
        {
          tool,
          toolInput: {
            prompt: str(item.revised_prompt) || 'Image generation request',
            size: str(item.size) || '1024x1024',
            quality: str(item.quality) || 'standard',
            output_format: str(item.output_format) || 'png',
          },
          toolOutput: 'Image generated (base64)',
        },
      ]
    const status = str(item.status)
    return [
      { tool, toolInput: item.action ?? item.code, toolOutput: status === 'completed' ? 'Success' : status },
    ]
  })
}

/** Gemini: the searches and read pages in the candidate's metadata, and each piece of code it ran. */
function geminiUsed(reply: BaseMessage): TUsedTool[] {
  const used: TUsedTool[] = []
  const grounding = metadataOf(reply, 'groundingMetadata')
  const queries =
    isRecord(grounding) && Array.isArray(grounding.webSearchQueries) ? grounding.webSearchQueries : []
  if (queries.length > 0)
    used.push({
      tool: 'googleSearch',
      toolInput: { queries },
      toolOutput: `Searched for: ${queries.map(String).join(', ')}`,
    })
  const urlContext = metadataOf(reply, 'urlContextMetadata')
  const urls = isRecord(urlContext) ? records(urlContext.urlMetadata) : []
  if (urls.length > 0)
    used.push({
      tool: 'urlContext',
      toolInput: { urlMetadata: urls },
      toolOutput: `Processed ${urls.length} URL(s)`,
    })
  const parts = Array.isArray(reply.content) ? records(reply.content) : []
  parts.forEach((part, i) => {
    const code = part.executableCode
    if (part.type !== 'executableCode' || !isRecord(code)) return
    const next = parts[i + 1]
    const result =
      next?.type === 'codeExecutionResult' && isRecord(next.codeExecutionResult)
        ? next.codeExecutionResult
        : undefined
    const output = str(result?.output)
    used.push({
      tool: 'codeExecution',
      toolInput: { language: str(code.language) || 'PYTHON', code: str(code.code) },
      toolOutput: !result
        ? next?.type === 'inlineData'
          ? 'Generated image data'
          : ''
        : result.outcome === 'OUTCOME_OK'
          ? output
          : `Error: ${output}`,
    })
  })
  return used
}

/** What one of Anthropic's server tool results says: the pages found or read, or what the code printed. */
function anthropicResultText(result: TRecord | undefined): string {
  if (!result) return ''
  const content = result.content
  if (Array.isArray(content))
    return records(content)
      .map((r) => `${str(r.title)} (${str(r.url)})`)
      .join('\n')
  if (!isRecord(content)) return ''
  if (str(content.type).endsWith('_error')) return `Error: ${str(content.error_code)}`
  if (content.type === 'web_fetch_result') return `Fetched ${str(content.url)}`
  return str(content.stdout) || str(content.stderr)
}

/**
 * Anthropic: each `server_tool_use` block, with the `<tool>_tool_result` block answering it (a streamed
 * answer lacks Web Fetch's result: LangChain's stream reader drops that block).
 */
function anthropicUsed(reply: BaseMessage, names: readonly string[]): TUsedTool[] {
  const blocks = Array.isArray(reply.content) ? records(reply.content) : []
  return blocks.flatMap((block) => {
    if (block.type !== 'server_tool_use') return []
    const name = str(block.name)
    const result = blocks.find((b) => b.tool_use_id === block.id && str(b.type).endsWith('_tool_result'))
    return [
      {
        tool: names.find((n) => n.startsWith(`${name}_`)) ?? name,
        toolInput: inputOf(block, blocks),
        toolOutput: anthropicResultText(result),
      },
    ]
  })
}

/**
 * The built-in tools the provider ran for one reply, as used tools (Flowise reports OpenAI's and
 * Gemini's so; Anthropic's server tools are reported the same way here).
 */
export function builtInUsedTools(reply: BaseMessage, builtIn: TBuiltInTools | undefined): TUsedTool[] {
  if (!builtIn) return []
  switch (builtIn.provider) {
    case 'OpenAI':
      return openAIUsed(reply, builtIn.names)
    case 'Gemini':
      return geminiUsed(reply)
    case 'Anthropic':
      return anthropicUsed(reply, builtIn.names)
  }
}

/** Adds each used tool that `used` does not hold yet (one per tool and input, as Flowise keeps them). */
export function addUsed(used: TUsedTool[], more: readonly TUsedTool[]): void {
  for (const tool of more) {
    const key = JSON.stringify([tool.tool, tool.toolInput])
    if (!used.some((u) => JSON.stringify([u.tool, u.toolInput]) === key)) used.push(tool)
  }
}

/**
 * The answer's text. Code Gemini ran shows in it as Flowise shows it: each piece of code in a fenced
 * block, then its output (or its error); text between them kept in order.
 */
export function builtInAnswerText(reply: BaseMessage): string {
  const parts = Array.isArray(reply.content) ? records(reply.content) : []
  if (!parts.some((p) => p.type === 'executableCode' || p.type === 'codeExecutionResult'))
    return answerText(reply)
  const pieces: string[] = []
  let text = ''
  const flush = () => {
    if (text) pieces.push(text)
    text = ''
  }
  for (const part of parts) {
    if (typeof part.text === 'string' && (part.type === undefined || part.type === 'text')) {
      text += part.text
      continue
    }
    flush()
    const code = part.executableCode
    const result = part.codeExecutionResult
    if (part.type === 'executableCode' && isRecord(code))
      pieces.push(`\n\`\`\`${(str(code.language) || 'python').toLowerCase()}\n${str(code.code)}\n\`\`\`\n`)
    else if (part.type === 'codeExecutionResult' && isRecord(result)) {
      const output = str(result.output)
      const ok = (str(result.outcome) || 'OUTCOME_OK') === 'OUTCOME_OK'
      if (!ok) pieces.push(`**Code Execution Error:**\n\`\`\`\n${output}\n\`\`\`\n`)
      else if (output) pieces.push(`**Code Output:**\n\`\`\`\n${output}\n\`\`\`\n`)
    }
  }
  flush()
  return pieces.join('\n')
}
