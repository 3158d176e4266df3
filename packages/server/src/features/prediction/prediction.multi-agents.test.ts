import { expect, it } from 'vitest'
import type { TChatSessionList, TPredictionResponse } from '@unikflow/graph'
import { agentFlowFixture } from '../../test/agent-flow-fixture'
import { describeDialects } from '../../test/build-test-app'
import { parseSse, predict } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const route = (next: string, instructions: string) => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: '', next, instructions } }],
})

describeDialects('Multi Agents through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'team-owner@example.com', unik: 'Teams' })
  // Saved like any agent flow: the edges pass the connection rule (Supervisor → a Worker's Supervisor).
  const agents = agentFlowFixture(t, 'Team', {
    nodes: {
      model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini' } },
      lead: { type: 'supervisor', at: [1, 0], inputs: { supervisorName: 'Lead' } },
      calc: { type: 'calculator', at: [1, 1] },
      maths: { type: 'worker', at: [2, 0], inputs: { workerName: 'Maths', workerPrompt: 'You compute.' } },
      writer: { type: 'worker', at: [2, 1], inputs: { workerName: 'Writer', workerPrompt: 'You write.' } },
    },
    edges: [
      ['model', 'lead.model'],
      ['lead', 'maths.supervisor'],
      ['lead', 'writer.supervisor'],
      ['calc', 'maths.tools'],
    ],
  })

  it('answers with the last worker, streams the turns and stores them with the answer', async () => {
    agents.fake.queue(
      route('maths', 'Compute 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: '42' },
      route('writer', 'Say it nicely'),
      { content: 'It comes to 42.' },
      route('FINISH', 'done'),
    )
    const res = await predict(
      t.app,
      agents.flow.id,
      { question: '6 times 7?', chatId: 'team-1' },
      { internal: t.owner },
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<TPredictionResponse>()
    expect(answer.text).toBe('It comes to 42.')
    expect(answer.agentReasoning?.filter((r) => r.nodeName === 'worker').map((r) => r.agentName)).toEqual([
      'Maths',
      'Writer',
    ])
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/uniks/${t.unik.id}/chatflows/${agents.flow.id}/messages?chatId=team-1`,
        headers: t.owner.auth,
      })
    ).json<TChatSessionList>()
    const stored = list.sessions.flatMap((s) => s.messages).find((m) => m.role === 'apiMessage')
    expect(stored?.agentReasoning?.map((r) => r.agentName)).toEqual([
      'Lead',
      'Maths',
      'Lead',
      'Writer',
      'Lead',
    ])

    agents.fake.queue(route('writer', 'Greet'), { content: 'Hello!' }, route('FINISH', 'done'))
    const streamed = await predict(
      t.app,
      agents.flow.id,
      { question: 'hi', chatId: 'team-2', streaming: true },
      { internal: t.owner },
    )
    const events = parseSse(streamed.body)
    expect(events.filter((e) => e.event === 'nextAgent').map((e) => e.data)).toEqual([
      'Lead',
      'Writer',
      'Lead',
    ])
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('Hello!')
  })

  it('keeps the team’s conversation per session in agent_threads: the next question sees the first turn', async () => {
    const ask = async (question: string, chatId: string) => {
      const res = await predict(t.app, agents.flow.id, { question, chatId }, { internal: t.owner })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<TPredictionResponse>().text
    }
    agents.fake.queue(route('writer', 'Greet Ann'), { content: 'Hello Ann!' }, route('FINISH', 'done'))
    expect(await ask('My name is Ann.', 'team-thread')).toBe('Hello Ann!')
    const before = agents.fake.calls.length
    agents.fake.queue(route('writer', 'Say her name'), { content: 'You are Ann.' }, route('FINISH', 'done'))
    expect(await ask('What is my name?', 'team-thread')).toBe('You are Ann.')
    // Each run loads the thread from the database: the supervisor saw the first question and answer.
    const supervisor = JSON.stringify(agents.fake.calls[before]?.body)
    expect(supervisor).toContain('My name is Ann.')
    expect(supervisor).toContain('Hello Ann!')
  })
})
