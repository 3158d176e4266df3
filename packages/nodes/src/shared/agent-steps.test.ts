import { AIMessage, HumanMessage, ToolMessage } from '@langchain/core/messages'
import { describe, expect, it } from 'vitest'
import { finalAnswerText, readAgentSteps } from './agent-steps'

describe('readAgentSteps / finalAnswerText', () => {
  it("pairs tool messages with the model's calls by id and answers with the model's last message", async () => {
    const steps = [
      new AIMessage({ content: '', tool_calls: [{ id: 'a', name: 'calculator', args: { input: '2 + 3' } }] }),
      new ToolMessage({ content: '5', tool_call_id: 'a', name: 'calculator' }),
      new AIMessage('tool said: 5'),
    ]
    expect((await readAgentSteps(steps)).usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' },
    ])
    expect(await finalAnswerText(steps)).toBe('tool said: 5')
  })

  it('pairs by order when the provider sent no ids, and never answers with a tool output', async () => {
    const steps = [
      new HumanMessage('q'),
      new AIMessage({
        content: '',
        tool_calls: [
          { id: '', name: 'calculator', args: { input: '1 + 1' } },
          { id: '', name: 'calculator', args: { input: '2 + 2' } },
        ],
      }),
      new ToolMessage({ content: '2', tool_call_id: '', name: 'calculator' }),
      new ToolMessage({ content: '4', tool_call_id: '', name: 'calculator' }),
    ]
    const { usedTools } = await readAgentSteps(steps)
    expect(usedTools.map((u) => u.toolInput)).toEqual([{ input: '1 + 1' }, { input: '2 + 2' }])
    // Only a loop that ended on a tool (a tool returning directly) answers with the tool's output.
    expect(await finalAnswerText(steps)).toBe('4')
    expect(await finalAnswerText([...steps, new AIMessage('2 and 4')])).toBe('2 and 4')
  })
})
