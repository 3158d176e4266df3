import { describe, expect, it } from 'vitest'
import type { TChatMessage } from '@unikflow/graph'
import { applyStreamEvent, bubblesFromStored, questionFromEvent, type ChatBubble } from './chat-messages'

const empty: ChatBubble = { id: 'a', role: 'apiMessage', content: '', status: 'streaming' }

describe('chat bubbles from stream events', () => {
  it('appends tokens, keeps documents and tools, takes the stored id, ends done', () => {
    const events = [
      { event: 'start', data: '' },
      { event: 'token', data: 'Hel' },
      { event: 'token', data: 'lo' },
      { event: 'token', data: { not: 'text' } },
      { event: 'sourceDocuments', data: [{ pageContent: 'p', metadata: { source: 's' } }, { junk: 1 }] },
      { event: 'usedTools', data: [{ tool: 'calc', toolInput: { a: 1 }, toolOutput: '2' }] },
      { event: 'metadata', data: { chatId: 'c', chatMessageId: 'm1', question: 'q' } },
      { event: 'end', data: '[DONE]' },
    ]
    const done = events.reduce(applyStreamEvent, empty)
    expect(done).toMatchObject({
      content: 'Hello',
      messageId: 'm1',
      status: 'done',
      sourceDocuments: [{ pageContent: 'p', metadata: { source: 's' } }],
      usedTools: [{ tool: 'calc', toolOutput: '2' }],
    })
    expect(questionFromEvent(events[6] ?? { event: '', data: null })).toBe('q')
  })

  it('shows an Agentflow v2 run’s nodes as steps: as they start and finish, then as executed', () => {
    const node = (nodeId: string, nodeLabel: string, status: string) => ({
      event: 'nextAgentFlow',
      data: { nodeId, nodeLabel, status },
    })
    const running = [
      node('start_0', 'Start', 'INPROGRESS'),
      node('start_0', 'Start', 'FINISHED'),
      node('llm_0', 'LLM', 'INPROGRESS'),
    ].reduce(applyStreamEvent, empty)
    expect(running.agentSteps).toEqual([
      { agentName: 'Start', messages: [], nodeId: 'start_0', status: 'FINISHED' },
      { agentName: 'LLM', messages: [], nodeId: 'llm_0', status: 'INPROGRESS' },
    ])
    const executed = applyStreamEvent(running, {
      event: 'agentFlowExecutedData',
      data: [
        { nodeId: 'start_0', nodeLabel: 'Start', status: 'FINISHED', data: { output: { question: 'hi' } } },
        { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'ERROR', data: { output: { content: 'Partial' } } },
        { junk: true },
      ],
    })
    expect(executed.agentSteps).toEqual([
      { agentName: 'Start', messages: [], nodeId: 'start_0', status: 'FINISHED' },
      { agentName: 'LLM', messages: ['Partial'], nodeId: 'llm_0', status: 'ERROR' },
    ])
  })

  it('an answer the server could not store is marked and offers no feedback', () => {
    const answer = [
      { event: 'token', data: 'Hi' },
      { event: 'metadata', data: { chatId: 'c', chatMessageId: 'm1', warning: 'not stored' } },
      { event: 'end', data: '[DONE]' },
    ].reduce(applyStreamEvent, empty)
    expect(answer).toMatchObject({ content: 'Hi', status: 'done', notStored: true })
    expect(answer.messageId).toBeUndefined()
  })

  it('an error event stays an error after end', () => {
    const failed = [
      { event: 'token', data: 'par' },
      { event: 'error', data: 'Node chatOpenAI_0 failed' },
      { event: 'end', data: '[DONE]' },
    ].reduce(applyStreamEvent, empty)
    expect(failed).toMatchObject({ status: 'error', errorDetail: 'Node chatOpenAI_0 failed', content: 'par' })
  })
})

describe('Sequential Agents events', () => {
  it('keeps the steps and a pending approval on the answer', () => {
    const start: ChatBubble = { id: 'a', role: 'apiMessage', content: '', status: 'streaming' }
    const steps = applyStreamEvent(start, {
      event: 'agentReasoning',
      data: [
        {
          agentName: 'Cashier',
          messages: ['Let me check.'],
          usedTools: [],
          nodeId: 'x',
          nodeName: 'seqAgent',
        },
      ],
    })
    expect(steps.agentSteps).toEqual([{ agentName: 'Cashier', messages: ['Let me check.'] }])
    const waiting = applyStreamEvent(steps, {
      event: 'action',
      data: {
        id: '1',
        mapping: { approve: 'Proceed', reject: 'Reject', toolCalls: [{ name: 'calculator', args: {} }] },
        elements: [],
      },
    })
    expect(waiting.approval).toEqual({ approve: 'Proceed', reject: 'Reject', tools: ['calculator'] })
    expect(applyStreamEvent(start, { event: 'action', data: { mapping: {} } }).approval).toBeUndefined()
  })

  it('a reopened conversation shows the stored steps, and the approval only while it is the last message', () => {
    const action = {
      id: '1',
      mapping: { approve: 'Proceed', reject: 'Reject', toolCalls: [{ name: 'calculator', args: {} }] },
      elements: [
        { type: 'approve-button' as const, label: 'Proceed' },
        { type: 'reject-button' as const, label: 'Reject' },
      ],
    }
    const message = (
      id: string,
      role: TChatMessage['role'],
      extra: Partial<TChatMessage> = {},
    ): TChatMessage => ({
      id,
      chatflowId: 'f',
      role,
      content: '',
      sourceDocuments: null,
      usedTools: null,
      fileUploads: null,
      chatType: 'INTERNAL',
      chatId: 'c',
      sessionId: 'c',
      memoryType: null,
      createdDate: '2026-01-01T00:00:00.000Z',
      feedback: null,
      ...extra,
    })
    const reasoning = [
      { agentName: 'Cashier', messages: ['Let me check.'], usedTools: [], nodeId: 'x', nodeName: 'seqAgent' },
    ]
    const paused = [
      message('q', 'userMessage', { content: 'What is 6 * 7?' }),
      message('a', 'apiMessage', { agentReasoning: reasoning, action }),
    ]
    const [, waiting] = bubblesFromStored(paused)
    expect(waiting?.agentSteps).toEqual([{ agentName: 'Cashier', messages: ['Let me check.'] }])
    expect(waiting?.approval).toEqual({ approve: 'Proceed', reject: 'Reject', tools: ['calculator'] })
    const answered = bubblesFromStored([...paused, message('q2', 'userMessage', { content: 'Proceed' })])
    expect(answered[1]?.approval).toBeUndefined()
    expect(answered[1]?.agentSteps).toHaveLength(1)

    // An Agentflow v2 answer comes back with every node run, as the stream's last steps showed them.
    const executed = [
      { nodeId: 'start_0', nodeLabel: 'Start', previousNodeIds: [], status: 'FINISHED' as const },
      { nodeId: 'llm_0', nodeLabel: 'Answer', previousNodeIds: ['start_0'], status: 'FINISHED' as const },
    ].map((n) => ({ ...n, data: { name: n.nodeId, input: {}, output: { content: 'Hi' }, state: {} } }))
    const [v2] = bubblesFromStored([
      message('v', 'apiMessage', { agentReasoning: reasoning, agentFlowExecutedData: executed }),
    ])
    expect(v2?.agentSteps?.map((step) => [step.agentName, step.status, step.messages])).toEqual([
      ['Start', 'FINISHED', ['Hi']],
      ['Answer', 'FINISHED', ['Hi']],
    ])
  })

  it('a reopened question names where its kept files are served; links and audio stay names', () => {
    const [question] = bubblesFromStored([
      {
        id: 'q',
        chatflowId: 'flow-1',
        role: 'userMessage',
        content: 'Which sock?',
        sourceDocuments: null,
        usedTools: null,
        fileUploads: [
          { name: 'sock.png', mime: 'image/png', type: 'stored-file', size: 68 },
          { name: 'sizes.txt', mime: 'text/plain', type: 'stored-file:full' },
          { name: 'cat.png', mime: 'image/png', type: 'url', data: 'https://example.com/cat.png' },
          { name: 'audio.webm', mime: 'audio/webm', type: 'audio' },
        ],
        chatType: 'INTERNAL',
        chatId: 'chat-9',
        sessionId: 'chat-9',
        memoryType: null,
        createdDate: '2026-01-01T00:00:00.000Z',
        feedback: null,
      },
    ])
    const stored = { flowId: 'flow-1', chatId: 'chat-9' }
    expect(question?.attachments).toEqual([
      { name: 'sock.png', mime: 'image/png', stored },
      { name: 'sizes.txt', mime: 'text/plain', stored },
      { name: 'cat.png', mime: 'image/png' },
      { name: 'audio.webm', mime: 'audio/webm' },
    ])
  })
})
