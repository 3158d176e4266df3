import type { QueryEngineTool } from '../../shared/query-engine'

export interface TSubQuestion {
  readonly subQuestion: string
  readonly toolName: string
}

/** Asks the model for sub questions as JSON, each addressed to one of the tools by name. */
export function subQuestionPrompt(tools: readonly QueryEngineTool[], question: string): string {
  const list = tools.map((t) => `- ${t.name}: ${t.description || '(no description)'}`).join('\n')
  return `These tools each answer questions about their own documents:
${list}

Split the user's question into the fewest sub questions that, answered by these tools, answer it.
Reply with JSON only, in this form:
{"items": [{"subQuestion": "a question for one tool", "toolName": "that tool's name"}]}

Question: ${question}`
}

/** The sub questions of the model's answer that name a known tool; none when the answer is not that JSON. */
export function parseSubQuestions(answer: string, toolNames: ReadonlySet<string>): TSubQuestion[] {
  const start = answer.indexOf('{')
  const end = answer.lastIndexOf('}')
  if (start < 0 || end <= start) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(answer.slice(start, end + 1))
  } catch {
    return []
  }
  const items =
    typeof parsed === 'object' && parsed !== null && 'items' in parsed && Array.isArray(parsed.items)
      ? parsed.items
      : []
  const out: TSubQuestion[] = []
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue
    const subQuestion = 'subQuestion' in item ? item.subQuestion : undefined
    const toolName = 'toolName' in item ? item.toolName : undefined
    if (typeof subQuestion === 'string' && typeof toolName === 'string' && toolNames.has(toolName))
      out.push({ subQuestion: subQuestion.trim(), toolName })
  }
  return out
}
