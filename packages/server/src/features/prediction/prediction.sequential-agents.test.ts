import { expect, it } from 'vitest'
import type { TChatSessionList, TPredictionResponse } from '@unikflow/graph'
import { agentFlowFixture } from '../../test/agent-flow-fixture'
import { describeDialects } from '../../test/build-test-app'
import { parseSse, predict } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('Sequential Agents through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Agents' })
  const agents = agentFlowFixture(t, 'Cashier', {
    nodes: {
      model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini' } },
      start: { type: 'seqStart', at: [1, 0] },
      calc: { type: 'calculator', at: [1, 1] },
      agent: { type: 'seqAgent', at: [2, 0], inputs: { agentName: 'Cashier', interrupt: true } },
      end: { type: 'seqEnd', at: [3, 0] },
    },
    edges: [
      ['model', 'start.model'],
      ['start', 'agent.sequentialNode'],
      ['calc', 'agent.tools'],
      ['agent', 'end.sequentialNode'],
    ],
  })

  /** The answers of a chat as the reopened conversation reads them. */
  const storedAnswers = async (chatId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${agents.flow.id}/messages?chatId=${chatId}`,
      headers: t.owner.auth,
    })
    const list = res.json<TChatSessionList>()
    return list.sessions.flatMap((session) => session.messages).filter((m) => m.role === 'apiMessage')
  }

  it('a tool call waits for approval in the database; Proceed in the next request runs it', async () => {
    agents.fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] })
    const first = await predict(
      t.app,
      agents.flow.id,
      { question: 'What is 6 * 7?', chatId: 'chat-1' },
      { internal: t.owner },
    )
    expect(first.statusCode, first.body).toBe(200)
    const paused = first.json<TPredictionResponse>()
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Proceed', 'Reject'])
    expect(paused.agentReasoning?.[0]).toMatchObject({ agentName: 'Cashier', nodeId: 'seqAgent_0' })
    const stored = await t.database.db.selectFrom('agent_threads').select(['thread_id', 'unik_id']).execute()
    expect(stored).toEqual([{ thread_id: `${agents.flow.id}:chat-1`, unik_id: t.unik.id }])

    // The paused answer is stored with its steps and the pending approval: a reopened chat shows both.
    const stored1 = await storedAnswers('chat-1')
    expect(stored1).toHaveLength(1)
    expect(stored1[0]?.agentReasoning?.[0]).toMatchObject({ agentName: 'Cashier', nodeName: 'seqAgent' })
    expect(stored1[0]?.action).toEqual(paused.action)

    // Streamed, the resumed run sends the steps and the tool it used.
    agents.fake.queue({ content: 'It is 42.' })
    const res = await predict(
      t.app,
      agents.flow.id,
      { question: 'Proceed', chatId: 'chat-1', streaming: true },
      { internal: t.owner },
    )
    const frames = parseSse(res.body)
    expect(frames.map((f) => f.event)).toEqual(
      expect.arrayContaining(['nextAgent', 'agentReasoning', 'usedTools']),
    )
    const tokens = frames.filter((f) => f.event === 'token').map((f) => f.data)
    expect(tokens.join('')).toBe('It is 42.')
    // The final agent's answer streams as the model writes it, not as one piece at the end.
    expect(tokens.length).toBeGreaterThan(2)
    const stored2 = await storedAnswers('chat-1')
    expect(stored2.map((m) => [m.content, m.action ?? null])).toEqual([
      ['', paused.action],
      ['It is 42.', null],
    ])
    expect(stored2[1]?.agentReasoning?.map((r) => r.agentName)).toEqual(['Cashier'])
    expect(frames.find((f) => f.event === 'usedTools')?.data).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ])
  })

  it('another chat has its own thread: no pending approval, a fresh question', async () => {
    agents.fake.queue({ content: 'Hello!' })
    const res = await predict(
      t.app,
      agents.flow.id,
      { question: 'Hi', chatId: 'chat-2' },
      { internal: t.owner },
    )
    expect(res.json<TPredictionResponse>()).toMatchObject({ text: 'Hello!' })
    expect(res.json<TPredictionResponse>().action).toBeUndefined()
  })
})
