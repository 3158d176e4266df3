import { afterAll, beforeAll, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TPredictionResponse } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { parseSse, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// The model calls the calculator, reads "5" and answers in its own words: the answer must be the
// model's final message, not the tool output, and the used tool must carry the arguments it sent.
describeDialects('Tool Agent with the Calculator through the prediction API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'agent-owner@example.com', unik: 'Agents', users: {} })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fake.baseUrl,
    })
    // Flowise's tool-agent.json without SerpAPI (ChatOpenAI streaming, Calculator, Buffer Memory), as the engine's tests use it.
    const flowData = JSON.parse(
      readFileSync(
        new URL('../../../../engine/src/__tests__/flows/tool-agent-calculator.json', import.meta.url),
        'utf8',
      ),
    ) as { nodes: Array<{ data: { name: string; credential?: string } }> }
    for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    flow = await api.flow(t.owner, 'Calculator agent', JSON.stringify(flowData), { isPublic: true })
  })
  afterAll(() => fake.close())

  const script = () =>
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] },
      { content: 'tool said: 5' },
    )
  const usedTool = { tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }

  it('answers JSON with the final message and the tool arguments', async () => {
    script()
    const res = await predict(t.app, flow.id, { question: 'what is 2 + 3?' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<TPredictionResponse>()
    expect(body.text).toBe('tool said: 5')
    expect(body.usedTools).toEqual([usedTool])
  })

  it('streams the final message as tokens and reports the tool arguments', async () => {
    script()
    const res = await predict(t.app, flow.id, { question: 'what is 2 + 3?', streaming: true })
    expect(res.statusCode).toBe(200)
    const events = parseSse(res.body)
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data)
    expect(tokens.join('')).toBe('tool said: 5')
    expect(events.find((e) => e.event === 'usedTools')?.data).toEqual([usedTool])
  })
})
