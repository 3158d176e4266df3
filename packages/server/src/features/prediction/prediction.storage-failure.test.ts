import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TPredictionResponse, TRunSummary } from '@unikflow/graph'
import { dropTables, describeDialects } from '../../test/build-test-app'
import { fakeConversationFlowData, fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// The model has answered before the turn is stored: a store that fails must not lose that answer.
describeDialects('an answer that cannot be stored still reaches the caller (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Store' })
  let fake: FakeOpenAI
  let flow: TChatflow
  let api: ReturnType<typeof runsClient>

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith(() => ({ content: 'the paid-for answer' }))
    api = runsClient(t.app, t.unik.id)
    const azure = await api.credential(t.owner, 'azureOpenAIApi', {
      azureOpenAIApiKey: 'az-fake',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'gpt-35-turbo',
      azureOpenAIApiVersion: '2024-10-21',
    })
    // An LLM chain has no memory node, so nothing in the run itself reads the table dropped below.
    const flowData = fixtureFlowData('llm-chain.json', {
      credentialId: azure,
      credentialNodes: ['azureChatOpenAI'],
      inputs: { azureChatOpenAI_0: { basepath: `${fake.baseUrl}/openai/deployments` } },
    })
    flow = await api.flow(t.owner, 'Chain', flowData, { isPublic: true })
  })
  afterAll(() => fake.close())

  it('answers 200 with the text and a warning, and stores the trace it still can', async () => {
    // A broken store, made real: the chat messages table is gone.
    await dropTables(t.database, ['chat_message_feedback', 'chat_messages'])
    const res = await predict(t.app, flow.id, { question: 'hello' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<TPredictionResponse>()
    expect(body.text).toBe('the paid-for answer')
    expect(body.warning).toBe(
      'The answer could not be stored (chat messages); it is not in the chat history.',
    )
    const runs = (await api.call(t.owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
    expect(runs.map((r) => [r.chatId, r.status])).toEqual([[body.chatId, 'success']])
  })

  // Runs after the test above, so the chat messages table is still gone.
  it('a memory node whose store fails is our fault: 500 FLOW_RUN_FAILED, not the flow fault 422', async () => {
    const chat = await api.flow(t.owner, 'Chat', await fakeConversationFlowData(api, t.owner, fake.baseUrl), {
      isPublic: true,
    })
    const res = await predict(t.app, chat.id, { question: 'hello' })
    expect(res.statusCode, res.body).toBe(500)
    expect(res.json()).toMatchObject({ code: 'FLOW_RUN_FAILED' })
    expect(res.body).not.toContain('chat_messages')
  })

  // Runs after the tests above, so the chat messages table is still gone.
  it('a trace that cannot be stored is stored behind the answer: it neither fails nor marks the answer', async () => {
    await dropTables(t.database, ['run_nodes', 'run_traces'])
    const res = await predict(t.app, flow.id, { question: 'hello again' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TPredictionResponse>().warning).toBe(
      'The answer could not be stored (chat messages); it is not in the chat history.',
    )
  })
})
