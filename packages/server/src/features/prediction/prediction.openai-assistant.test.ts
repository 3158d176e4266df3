import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAssistant, TOpenAIAssistantDetails } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('OpenAI Assistant node through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: `oa-node-${dialect}@example.com`,
    unik: 'Assistant node',
    // The fake provider listens on loopback: the operator allows it, as for any private address.
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let fake: FakeOpenAI
  let assistant: TAssistant
  const flowWith = async (selectedAssistant: string) => {
    const { buildFlow } = await import('@unikflow/engine')
    const flowData = JSON.stringify(
      buildFlow([{ id: 'openAIAssistant_0', name: 'openAIAssistant', inputs: { selectedAssistant } }]),
    )
    return runsClient(t.app, t.unik.id).flow(t.owner, `Assistant ${selectedAssistant}`, flowData)
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-node',
      basePath: fake.baseUrl,
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/assistants`,
      headers: t.owner.auth,
      payload: {
        type: 'OPENAI',
        credential,
        details: JSON.stringify({ name: 'Shop', model: 'gpt-4o-mini', instructions: 'You sell shoes.' }),
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    assistant = res.json<TAssistant>()
  })
  afterAll(() => fake.close())

  it('a chatflow answers with the unik’s OpenAI assistant, one thread per session', async () => {
    const flow = await flowWith(assistant.id)
    fake.queue({ content: 'We have red shoes.' }, { content: 'Yes, size 42 too.' })
    const first = await predict(
      t.app,
      flow.id,
      { question: 'Any red shoes?', chatId: 's-1' },
      { internal: t.owner },
    )
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<{ text: string }>().text).toBe('We have red shoes.')
    const second = await predict(
      t.app,
      flow.id,
      { question: 'In size 42?', chatId: 's-1' },
      { internal: t.owner },
    )
    expect(second.json<{ text: string }>().text).toBe('Yes, size 42 too.')
    const openaiId = (JSON.parse(assistant.details) as TOpenAIAssistantDetails).openaiId
    const runs = fake.calls.filter((c) => /\/threads\/[^/]+\/runs$/.test(c.path))
    expect(runs.map((c) => (c.body as { assistant_id: string }).assistant_id)).toEqual([openaiId, openaiId])
    const [thread] = [...new Set(runs.map((c) => c.path.split('/')[3]))]
    expect(fake.assistants.threads.get(thread ?? '')?.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])
  })

  it('an assistant id the unik does not have is a flow error that names it', async () => {
    const flow = await flowWith('not-here')
    const res = await predict(t.app, flow.id, { question: 'Hi', chatId: 's-2' }, { internal: t.owner })
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatch(/No OpenAI assistant not-here in this unik/)
  })
})
