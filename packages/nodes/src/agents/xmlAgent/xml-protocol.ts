import type { TReactStep, TTextAgentProtocol } from '../../shared/react-agent'

export const XML_AGENT_SYSTEM = `You are a helpful assistant. Answer the user's questions.

You can use these tools:
{tools}

To use a tool, write its name in <tool></tool> and its input in <tool_input></tool_input>; its result comes back in <observation></observation>. For example, with a tool named 'search' you would look up the weather in Paris with:
<tool>search</tool><tool_input>weather in Paris</tool_input>
<observation>18 degrees</observation>

When you know the answer, write it in <final_answer></final_answer>, for example:
<final_answer>It is 18 degrees in Paris.</final_answer>

Begin!

Previous Conversation:
{chat_history}

Question: {input}
{agent_scratchpad}`

/** Reads one turn: a `<final_answer>`, or a `<tool>` with its `<tool_input>`; anything else is the answer. */
export function parseXmlStep(reply: string): TReactStep {
  const tool = /<tool>([\s\S]*?)<\/tool>\s*<tool_input>([\s\S]*?)(?:<\/tool_input>|$)/.exec(reply)
  const final = /<final_answer>([\s\S]*?)(?:<\/final_answer>|$)/.exec(reply)
  if (tool && (!final || tool.index < final.index))
    return { kind: 'action', tool: (tool[1] ?? '').trim(), input: (tool[2] ?? '').trim() }
  if (final) return { kind: 'final', text: (final[1] ?? '').trim() }
  return { kind: 'final', text: reply.trim() }
}

/**
 * The XML tool protocol (for models good at writing XML, such as Claude): the System Message with its
 * `{tools}`, `{chat_history}`, `{input}` and `{agent_scratchpad}` filled, the model stopped at the end of a
 * tool input or answer.
 */
export function xmlProtocol(template: string): TTextAgentProtocol {
  return {
    prompt: (tools, history, input) => {
      const list = tools.map((t) => `${t.name}: ${t.description}`).join('\n')
      return (steps) =>
        template.replace(/\{(tools|chat_history|input|agent_scratchpad)\}/g, (_whole, key: string) =>
          key === 'tools' ? list : key === 'chat_history' ? history : key === 'input' ? input : steps,
        )
    },
    stop: ['</tool_input>', '</final_answer>'],
    parse: parseXmlStep,
    observe: (reply, output) => {
      const step = reply.trim().replace(/<\/tool_input>$/, '')
      return `${step}</tool_input><observation>${output}</observation>`
    },
  }
}
