import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TPredictionResponse, TUnik } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { buildRecipeFlow } from '../templates/template-recipe'

describeDialects('Execute Flow runs flows of its own unik only (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Agents' })
  let fake: FakeOpenAI
  let credential: string
  let helperId: string
  let otherUnik: TUnik
  let foreignId: string

  const agentflow = (selectedFlow: string) => {
    const flowData = buildRecipeFlow(
      {
        id: 'delegate',
        name: 'Delegate',
        description: '',
        usecases: [],
        tags: [],
        type: 'Agentflow',
        framework: [],
        nodes: {
          model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini' } },
          start: { type: 'seqStart', at: [1, 0] },
          ask: {
            type: 'seqExecuteFlow',
            at: [2, 0],
            inputs: { seqExecuteFlowName: 'Helper', selectedFlow, seqExecuteFlowInput: 'userQuestion' },
          },
          end: { type: 'seqEnd', at: [3, 0] },
        },
        edges: [
          ['model', 'start.model'],
          ['start', 'ask.sequentialNode'],
          ['ask', 'end.sequentialNode'],
        ],
      },
      getNodeDescriptor,
    )
    for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    return chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: `Delegate to ${selectedFlow}`,
      type: 'MULTIAGENT',
      flowData: JSON.stringify(flowData),
    })
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    credential = await api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk', basePath: fake.baseUrl })
    const helper = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: 'Helper chain',
      flowData: await fakeConversationFlowData(api, t.owner, fake.baseUrl),
    })
    helperId = helper.id
    otherUnik = await createUnik(t.app, t.owner, 'Elsewhere')
    const otherApi = runsClient(t.app, otherUnik.id)
    const foreign = await chatflowsClient(t.app, otherUnik.id).make(t.owner, {
      name: 'Foreign chain',
      flowData: await fakeConversationFlowData(otherApi, t.owner, fake.baseUrl),
    })
    foreignId = foreign.id
  })
  afterAll(() => fake.close())

  it('answers with the chosen flow’s answer, and that flow keeps the turn in its own messages', async () => {
    const flow = await agentflow(helperId)
    fake.queue({ content: 'The helper answers.' })
    const res = await predict(
      t.app,
      flow.id,
      { question: 'Help me', chatId: 'exec-1' },
      { internal: t.owner },
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<TPredictionResponse>()
    expect(body.text).toBe('The helper answers.')
    expect(body.agentReasoning?.map((r) => [r.agentName, r.nodeName])).toEqual([['Helper', 'seqExecuteFlow']])
    const helperMessages = await t.database.db
      .selectFrom('chat_messages')
      .select(['role', 'content'])
      .where('chatflow_id', '=', helperId)
      .orderBy('created_at')
      .execute()
    expect(helperMessages).toEqual([
      { role: 'userMessage', content: 'Help me' },
      { role: 'apiMessage', content: 'The helper answers.' },
    ])
  })

  it('refuses a flow of another unik (as if it did not exist)', async () => {
    const flow = await agentflow(foreignId)
    const calls = fake.calls.length
    const res = await predict(
      t.app,
      flow.id,
      { question: 'Help me', chatId: 'exec-2' },
      { internal: t.owner },
    )
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toMatch(
      /Error in node Helper \(seqExecuteFlow_0\): The flow to execute is not in this unik/,
    )
    expect(fake.calls.length).toBe(calls)
  })

  it('lists the unik’s own flows for Select Flow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/node-load-method/seqExecuteFlow`,
      headers: t.owner.auth,
      payload: { loadMethod: 'listFlows' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const names = res.json<{ label: string; name: string }[]>().map((o) => o.name)
    expect(names).toContain(helperId)
    expect(names).not.toContain(foreignId)
  })
})
