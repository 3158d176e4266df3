import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import type {
  TApiKeyCreated,
  TChatSessionList,
  TChatflow,
  TFlowiseChatMessage,
  TPredictionResponse,
} from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { parseSse, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('Agentflow v2 through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Support' })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    // The Flowise-shaped export as a file would bring it, the model's credential chosen in this unik.
    const flowData = readAgentflowV2Fixture('support-desk.json').text.replace(
      '"credential": ""',
      `"credential": "${credential}"`,
    )
    flow = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: 'Support desk',
      type: 'AGENTFLOW',
      flowData,
    })
  })
  afterAll(() => fake.close())

  it('answers through the LLM branch, streaming its tokens, with every node run recorded', async () => {
    fake.queue({ content: 'Restart the router.' })
    const res = await predict(
      t.app,
      flow.id,
      { question: 'My internet is down', chatId: 'chat-llm', streaming: true },
      { internal: t.owner },
    )
    expect(res.statusCode, res.body).toBe(200)
    const frames = parseSse(res.body)
    const tokens = frames.filter((f) => f.event === 'token').map((f) => f.data)
    expect(tokens.join('')).toBe('Restart the router.')
    const executed = frames.find((f) => f.event === 'agentFlowExecutedData')?.data
    expect(Array.isArray(executed) && executed.map((d: { nodeId: string }) => d.nodeId)).toEqual([
      'startAgentflow_0',
      'conditionAgentflow_0',
      'llmAgentflow_0',
    ])
    const sent = (fake.calls.at(-1)?.body as { messages: { role: string; content: string }[] }).messages
    expect(sent[0]).toEqual({ role: 'system', content: 'You answer support questions about general.' })
    // The run's trace (the Logs) names each node.
    const base = `/api/v1/uniks/${t.unik.id}/chatflows/${flow.id}/runs`
    const runs = await t.app.inject({ method: 'GET', url: base, headers: t.owner.auth })
    const runId = (runs.json<{ id: string }[]>()[0] ?? { id: '' }).id
    const run = await t.app.inject({ method: 'GET', url: `${base}/${runId}`, headers: t.owner.auth })
    expect(run.body).toContain('llmAgentflow_0')
    // The answer keeps its node runs: a reopened chat (reload, View Messages) shows the same steps.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${flow.id}/messages?chatId=chat-llm`,
      headers: t.owner.auth,
    })
    const answers = history
      .json<TChatSessionList>()
      .sessions.flatMap((session) => session.messages)
      .filter((m) => m.role === 'apiMessage')
    expect(answers.map((m) => m.agentFlowExecutedData?.map((d) => [d.nodeId, d.status]))).toEqual([
      [
        ['startAgentflow_0', 'FINISHED'],
        ['conditionAgentflow_0', 'FINISHED'],
        ['llmAgentflow_0', 'FINISHED'],
      ],
    ])
    expect(answers[0]?.agentFlowExecutedData?.[2]?.data.output).toMatchObject({
      content: 'Restart the router.',
    })
    // Flowise's chat message API gives them as its UI and clients read them: the execution's JSON text.
    const key = await runsClient(t.app, t.unik.id).call(t.owner, 'POST', '/apikey', { keyName: 'sdk' })
    const flowise = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chatmessage/${flow.id}?chatId=chat-llm`,
      headers: { authorization: `Bearer ${key.json<TApiKeyCreated>().apiKey}` },
    })
    const apiMessage = flowise.json<TFlowiseChatMessage[]>().find((m) => m.role === 'apiMessage')
    const executionData: unknown = JSON.parse(apiMessage?.execution?.executionData ?? 'null')
    expect(executionData).toEqual(answers[0]?.agentFlowExecutedData)
  })

  it('pauses at Human Input in the database, and Proceed in the next request takes the first branch', async () => {
    const first = await predict(
      t.app,
      flow.id,
      { question: 'I need a refund', chatId: 'chat-refund' },
      { internal: t.owner },
    )
    expect(first.statusCode, first.body).toBe(200)
    const paused = first.json<TPredictionResponse>()
    expect(paused.text).toBe('Send the refund form to the customer?')
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Proceed', 'Reject'])
    expect(paused.agentFlowExecutedData?.at(-1)).toMatchObject({
      nodeId: 'humanInputAgentflow_0',
      status: 'STOPPED',
    })
    const stored = await t.database.db.selectFrom('agent_threads').select(['thread_id', 'unik_id']).execute()
    expect(stored).toContainEqual({ thread_id: `agentflowv2:${flow.id}:chat-refund`, unik_id: t.unik.id })

    const resumed = await predict(
      t.app,
      flow.id,
      { question: 'Proceed', chatId: 'chat-refund' },
      { internal: t.owner },
    )
    expect(resumed.json<TPredictionResponse>().text).toBe('The refund form is on its way.')
  })

  it("takes Flowise's humanInput body: reject goes to the second branch", async () => {
    await predict(t.app, flow.id, { question: 'refund please', chatId: 'chat-reject' }, { internal: t.owner })
    const res = await predict(
      t.app,
      flow.id,
      { question: '', chatId: 'chat-reject', humanInput: { type: 'reject', feedback: 'Not now' } },
      { internal: t.owner },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TPredictionResponse>().text).toBe('No refund form was sent.')
  })
})
