import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TChatflow, TChatSessionList, TPredictionResponse } from '@unikflow/graph'
import { testDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { parseSse, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { buildRecipeFlow } from '../templates/template-recipe'

const route = (next: string, instructions: string) => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: '', next, instructions } }],
})

describe.each(testDialects)('Multi Agents through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'team-owner@example.com', unik: 'Teams' })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = buildRecipeFlow(
      {
        id: 'team',
        name: 'Team',
        description: '',
        usecases: [],
        tags: [],
        type: 'Agentflow',
        framework: [],
        nodes: {
          model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini' } },
          lead: { type: 'supervisor', at: [1, 0], inputs: { supervisorName: 'Lead' } },
          calc: { type: 'calculator', at: [1, 1] },
          maths: {
            type: 'worker',
            at: [2, 0],
            inputs: { workerName: 'Maths', workerPrompt: 'You compute.' },
          },
          writer: {
            type: 'worker',
            at: [2, 1],
            inputs: { workerName: 'Writer', workerPrompt: 'You write.' },
          },
        },
        edges: [
          ['model', 'lead.model'],
          ['lead', 'maths.supervisor'],
          ['lead', 'writer.supervisor'],
          ['calc', 'maths.tools'],
        ],
      },
      getNodeDescriptor,
    )
    for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    // Saved like any agent flow: the edges pass the connection rule (Supervisor → a Worker's Supervisor).
    flow = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: 'Team',
      type: 'MULTIAGENT',
      flowData: JSON.stringify(flowData),
    })
  })
  afterAll(() => fake.close())

  it('answers with the last worker, streams the turns and stores them with the answer', async () => {
    fake.queue(
      route('maths', 'Compute 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: '42' },
      route('writer', 'Say it nicely'),
      { content: 'It comes to 42.' },
      route('FINISH', 'done'),
    )
    const res = await predict(
      t.app,
      flow.id,
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
        url: `/api/v1/uniks/${t.unik.id}/chatflows/${flow.id}/messages?chatId=team-1`,
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

    fake.queue(route('writer', 'Greet'), { content: 'Hello!' }, route('FINISH', 'done'))
    const streamed = await predict(
      t.app,
      flow.id,
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
      const res = await predict(t.app, flow.id, { question, chatId }, { internal: t.owner })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<TPredictionResponse>().text
    }
    fake.queue(route('writer', 'Greet Ann'), { content: 'Hello Ann!' }, route('FINISH', 'done'))
    expect(await ask('My name is Ann.', 'team-thread')).toBe('Hello Ann!')
    const before = fake.calls.length
    fake.queue(route('writer', 'Say her name'), { content: 'You are Ann.' }, route('FINISH', 'done'))
    expect(await ask('What is my name?', 'team-thread')).toBe('You are Ann.')
    // Each run loads the thread from the database: the supervisor saw the first question and answer.
    const supervisor = JSON.stringify(fake.calls[before]?.body)
    expect(supervisor).toContain('My name is Ann.')
    expect(supervisor).toContain('Hello Ann!')
  })
})
