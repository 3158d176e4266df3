import type { StructuredToolInterface } from '@langchain/core/tools'

/** The text protocol of Flowise's Conversational Agent (LangChain's chat-conversational-react agent). */

export const FINAL_ANSWER = 'Final Answer'

export function formatInstructions(tools: readonly StructuredToolInterface[]): string {
  const list = tools.map((t) => `> ${t.name}: ${t.description}`).join('\n')
  const names = tools.map((t) => t.name).join(', ')
  return `TOOLS
------
You can ask the user to use tools to look up information that may be helpful in answering the user's original question. The tools the human can use are:

${list || '(none)'}

RESPONSE FORMAT INSTRUCTIONS
----------------------------
When responding to me, please output a response in one of two formats:

**Option 1:**
Use this if you want the human to use a tool.
Markdown code snippet formatted in the following schema:

\`\`\`json
{
    "action": string, // The action to take. Must be one of ${names || 'none'}
    "action_input": string // The input to the action. May be a stringified object.
}
\`\`\`

**Option #2:**
Use this if you want to respond directly and conversationally to the human. Markdown code snippet formatted in the following schema:

\`\`\`json
{
    "action": "${FINAL_ANSWER}",
    "action_input": string // You should put what you want to return to use here and make sure to use valid json newline characters.
}
\`\`\``
}

export function toolResponseMessage(output: string): string {
  return `TOOL RESPONSE:
---------------------
${output}

USER'S INPUT
--------------------

Okay, so what is the response to my last comment? If using information obtained from the tools you must mention it explicitly without mentioning the tool names - I have forgotten all TOOL RESPONSES! Remember to respond with a markdown code snippet of a json blob with a single action, and NOTHING else.`
}

export type TAgentAction = { readonly action: string; readonly input: unknown }

/** Reads the model's JSON blob; text that is not one is taken as the final answer (as Flowise does). */
export function parseAction(text: string): TAgentAction {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1]
  const candidate = (fenced ?? text).trim()
  const start = candidate.indexOf('{')
  const end = candidate.lastIndexOf('}')
  if (start !== -1 && end > start) {
    try {
      const parsed: unknown = JSON.parse(candidate.slice(start, end + 1))
      if (parsed && typeof parsed === 'object' && 'action' in parsed && typeof parsed.action === 'string')
        return { action: parsed.action, input: 'action_input' in parsed ? parsed.action_input : '' }
    } catch {
      // not JSON: the model answered in plain text
    }
  }
  return { action: FINAL_ANSWER, input: text.trim() }
}
