import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { readFlowiseAgentflowFixture } from '@unikflow/testkit/fixtures'
import type { TChatflow, TPredictionResponse } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

type TFixture = Parameters<typeof readFlowiseAgentflowFixture>[0]

describeDialects('Flowise v1 agentflow exports import and run (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Imports' })
  let fake: FakeOpenAI
  let credential: string

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
  })
  afterAll(() => fake.close())

  /** Imports the file, then picks the credential for its chat model as a person does after an import. */
  async function imported(file: TFixture): Promise<TChatflow> {
    const { json } = readFlowiseAgentflowFixture(file)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/export-import/import`,
      headers: t.owner.auth,
      payload: json as object,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ agentflow: number }>().agentflow).toBe(1)
    const flows = chatflowsClient(t.app, t.unik.id)
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows?type=MULTIAGENT`,
      headers: t.owner.auth,
    })
    const summaries = list.json<{ items: { id: string; name: string }[] }>().items
    const { AgentFlow } = json as { AgentFlow: { name: string; flowData: string }[] }
    const summary = summaries.find((s) => s.name === AgentFlow[0]?.name)
    if (!summary) throw new Error(`${file} not listed`)
    const flow = (await flows.get(t.owner, summary.id)).json<TChatflow>()
    const flowData = JSON.parse(flow.flowData ?? '{}') as {
      nodes: { data: { name: string; credential?: string } }[]
    }
    const original = JSON.parse(AgentFlow[0]?.flowData ?? '{}') as { nodes: unknown[]; edges: unknown[] }
    expect(flowData.nodes).toHaveLength(original.nodes.length)
    for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    const updated = await flows.update(t.owner, flow.id, {
      version: flow.version,
      flowData: JSON.stringify(flowData),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    return updated.json<TChatflow>()
  }

  const ask = async (flow: TChatflow, question: string, chatId: string) => {
    const res = await predict(t.app, flow.id, { question, chatId }, { internal: t.owner })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TPredictionResponse>()
  }
  const steps = (answer: TPredictionResponse) => answer.agentReasoning?.map((r) => r.agentName)

  it('support router: the Condition Agent’s structured answer picks the support agent or small talk', async () => {
    const flow = await imported('support-router.json')
    fake.queue(
      { content: '{"route": "support"}' },
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'It is 42.' },
    )
    const support = await ask(flow, 'What is 6 * 7?', 'router-1')
    expect(support.text).toBe('It is 42.')
    expect(steps(support)).toEqual(['Router', 'Support Agent', 'Support Agent'])
    expect(support.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ])

    fake.queue({ content: '{"route": "chat"}' }, { content: 'Hello to you too!' })
    const chat = await ask(flow, 'Hello', 'router-2')
    expect(chat.text).toBe('Hello to you too!')
    expect(steps(chat)).toEqual(['Router', 'Small Talk'])
  })

  it('reflective writer: the Loop sends the draft back until the critic approves', async () => {
    const flow = await imported('reflective-writer.json')
    fake.queue(
      { content: 'Draft one.' },
      { content: 'Too short.' },
      { content: 'Draft two, longer.' },
      { content: 'APPROVED' },
    )
    const answer = await ask(flow, 'Write about tea', 'writer-1')
    expect(steps(answer)).toEqual(['Writer', 'Critic', 'Writer', 'Critic'])
    expect(answer.text).toBe('APPROVED')
  })

  it('approved calculator: the Tool Node asks, Yes runs the tool, State keeps its result', async () => {
    const flow = await imported('approved-calculator.json')
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] },
      { content: 'May I run the calculator on 2 + 2?' },
    )
    const paused = await ask(flow, 'What is 2 + 2?', 'calc-1')
    expect(paused.text).toBe('May I run the calculator on 2 + 2?')
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Yes', 'No'])

    fake.queue({ content: 'Four.' })
    const done = await ask(flow, 'Yes', 'calc-1')
    expect(done.text).toBe('Four. (last result: 4)')
    expect(steps(done)).toEqual(['Calculator Tools', 'Asker', 'Report'])
  })
})
