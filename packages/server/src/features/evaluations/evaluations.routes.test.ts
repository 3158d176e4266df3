import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI, type ChatRequest } from '@unikflow/testkit'
import type {
  TChatflow,
  TChatSessionList,
  TDatasetWithRows,
  TEvaluation,
  TEvaluationComparison,
  TEvaluationWithResults,
  TEvaluatorInput,
  TUnikRunPage,
} from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const lastText = (req: ChatRequest) => {
  const content = req.messages.at(-1)?.content
  return typeof content === 'string' ? content : JSON.stringify(content)
}

/** A unik with a flow, a dataset, a fake OpenAI judge and the evaluate helper, shared by the groups of tests below. */
function evaluationsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = { hang: false } as {
    fake: FakeOpenAI
    api: ReturnType<typeof runsClient>
    flow: TChatflow
    dataset: TDatasetWithRows
    credential: string
    hang: boolean
  }
  const t = unikFixture(dialect, {
    owner: 'ev-owner@example.com',
    unik: 'Evals',
    users: { outsider: { email: 'ev-outsider@example.com' } },
  })

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    // The judge is asked with the rubric prompt; the flow answers by echoing the question.
    fx.fake.respondWith((req) => {
      const text = lastText(req)
      if (text.includes('You grade the answer'))
        return {
          content: text.includes('Rome') ? '{"score": 3, "reason": "off"}' : '{"score": 9, "reason": "fine"}',
        }
      if (fx.hang) return { hang: true }
      return { content: `Answer: ${text}` }
    })
    fx.api = runsClient(t.app, t.unik.id)
    fx.credential = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    fx.flow = await fx.api.flow(
      t.owner,
      'Echo',
      fixtureFlowData('conversation-chain.json', {
        credentialId: fx.credential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
    const created = await fx.api.call(t.owner, 'POST', '/datasets/set', {
      name: 'Capitals',
      csvFile: 'Input,Output\nParis please,Paris\nRome please,Rome\nOslo please,Oslo\n',
      firstRowHeaders: true,
    })
    fx.dataset = created.json<TDatasetWithRows>()
  })
  afterAll(() => fx.fake.close())

  const judge: TEvaluatorInput = {
    id: 'judge',
    name: 'Judge',
    type: 'judge',
    model: { nodeName: 'chatOpenAI', credentialId: '', inputs: { modelName: 'gpt-4o-mini' } },
    rubric: 'The answer names the expected city.',
    threshold: 7,
  }

  async function evaluate(body: object): Promise<TEvaluationWithResults> {
    const res = await fx.api.call(t.owner, 'POST', '/evaluations', {
      name: 'run',
      chatflowId: fx.flow.id,
      datasetId: fx.dataset.id,
      ...body,
    })
    expect(res.statusCode, res.body).toBe(200)
    const started = res.json<TEvaluation>()
    expect(started).toMatchObject({ status: 'running', total: 3 })
    for (let i = 0; i < 200; i++) {
      const current = (
        await fx.api.call(t.owner, 'GET', `/evaluations/${started.id}`)
      ).json<TEvaluationWithResults>()
      if (current.status !== 'running') return current
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('the evaluation did not finish')
  }
  return Object.assign(fx, { t, judge, evaluate })
}

type EvaluationsSuite = ReturnType<typeof evaluationsSuite>

function runsAndComparisons(fx: EvaluationsSuite) {
  const { t, judge, evaluate } = fx
  it('runs the draft over the dataset with contains, judge, code and similarity checks, and sums up', async () => {
    const evaluators: TEvaluatorInput[] = [
      { id: 'contains', name: 'Contains', type: 'text', operator: 'contains' },
      { ...judge, model: { ...judge.model, credentialId: fx.credential } } as TEvaluatorInput,
      {
        id: 'code',
        name: 'Short',
        type: 'code',
        code: 'return { pass: $output.length < 100, score: 1, reason: "len" }',
      },
      {
        id: 'similar',
        name: 'Similar',
        type: 'similarity',
        embeddings: {
          nodeName: 'openAIEmbeddings',
          credentialId: fx.credential,
          inputs: { basepath: fx.fake.baseUrl },
        },
        threshold: 0.1,
      },
    ]
    const done = await evaluate({ version: 'draft', evaluators, concurrency: 2 })
    expect(done.status, done.error ?? '').toBe('completed')
    expect(done.done).toBe(3)
    // Each row ran as a run of the Runs page, recorded as an evaluation's.
    const runs = (await fx.api.call(t.owner, 'GET', '/runs?source=evaluation')).json<TUnikRunPage>()
    expect(runs.runs.map((r) => r.question)).toEqual(
      expect.arrayContaining(['Paris please', 'Rome please', 'Oslo please']),
    )
    const byInput = Object.fromEntries(done.results.map((r) => [r.input, r]))
    expect(byInput['Paris please']?.output).toContain('Paris please')
    expect(byInput['Paris please']?.verdicts.map((v) => [v.evaluatorId, v.pass])).toEqual([
      ['contains', true],
      ['judge', true],
      ['code', true],
      ['similar', true],
    ])
    expect(byInput['Rome please']?.verdicts.find((v) => v.evaluatorId === 'judge')).toMatchObject({
      pass: false,
      score: 3,
      reason: 'off',
    })
    expect(byInput['Paris please']?.inputTokens).toBeGreaterThan(0)
    expect(done.summary).toMatchObject({ total: 3, passed: 2, errors: 0 })
    expect(done.summary?.passRate).toBeCloseTo(2 / 3)
    expect(done.summary?.evaluators.find((e) => e.evaluatorId === 'judge')?.meanScore).toBeCloseTo(7)
    expect(done.summary?.latencyP95Ms).toBeGreaterThanOrEqual(done.summary?.latencyP50Ms ?? 0)
    // Its rows are chats of their own type, apart from people's chats in View Messages.
    const chats = async (type: string) =>
      (
        await fx.api.call(t.owner, 'GET', `/chatflows/${fx.flow.id}/messages?chatType=${type}`)
      ).json<TChatSessionList>()
    expect((await chats('EVALUATION')).sessions.map((s) => s.messages[0]?.content).sort()).toEqual(
      expect.arrayContaining(['Paris please', 'Rome please']),
    )
    expect((await chats('INTERNAL')).sessions).toEqual([])
  })

  it('compares two runs row by row, and reads the live version of a flow without releases as its draft', async () => {
    const first = await evaluate({
      evaluators: [{ id: 'c', name: 'Paris', type: 'text', operator: 'contains', value: 'Paris' }],
    })
    const second = await evaluate({
      version: 'live',
      evaluators: [{ id: 'c', name: 'Rome', type: 'text', operator: 'contains', value: 'Rome' }],
    })
    expect(second.version).toBe('live')
    const res = await fx.api.call(t.owner, 'GET', `/evaluations/compare?a=${first.id}&b=${second.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const comparison = res.json<TEvaluationComparison>()
    expect(comparison).toMatchObject({ better: 1, worse: 1 })
    expect(comparison.rows.map((r) => [r.input, r.change])).toEqual([
      ['Paris please', 'worse'],
      ['Rome please', 'better'],
      ['Oslo please', 'same'],
    ])
    const list = (await fx.api.call(t.owner, 'GET', `/evaluations?chatflowId=${fx.flow.id}`)).json<
      TEvaluation[]
    >()
    expect(list[0]?.id).toBe(second.id)
  })
}

function refusalsAndGates(fx: EvaluationsSuite) {
  const { t } = fx
  it('refuses a release that does not exist, another unik, and cancels a run that hangs', async () => {
    const evaluators = [{ id: 'c', name: 'c', type: 'text', operator: 'contains', value: 'x' }]
    const missing = await fx.api.call(t.owner, 'POST', '/evaluations', {
      name: 'r7',
      chatflowId: fx.flow.id,
      datasetId: fx.dataset.id,
      version: 7,
      evaluators,
    })
    expect(missing.statusCode).toBe(404)
    expect((await fx.api.call(t.outsider, 'GET', '/evaluations')).statusCode).toBe(404)

    fx.hang = true
    const res = await fx.api.call(t.owner, 'POST', '/evaluations', {
      name: 'hangs',
      chatflowId: fx.flow.id,
      datasetId: fx.dataset.id,
      evaluators,
      concurrency: 1,
    })
    const started = res.json<TEvaluation>()
    const cancelled = await fx.api.call(t.owner, 'POST', `/evaluations/${started.id}/cancel`)
    fx.hang = false
    expect(cancelled.json<TEvaluation>()).toMatchObject({ status: 'cancelled', done: 0 })
    const deleted = await fx.api.call(t.owner, 'DELETE', `/evaluations/${started.id}`)
    expect(deleted.json()).toEqual({ deleted: true })
  })

  it('gates a release on an evaluation of that version at or above the pass rate', async () => {
    const gated = await fx.api.flow(
      t.owner,
      'Gated',
      fixtureFlowData('conversation-chain.json', {
        credentialId: fx.credential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
    await fx.api.call(t.owner, 'PUT', `/chatflows/${gated.id}/releases/settings`, { releaseExplicitly: true })
    const gate = await fx.api.call(t.owner, 'PUT', `/chatflows/${gated.id}/evaluation-gate`, {
      datasetId: fx.dataset.id,
      minPassRate: 0.9,
    })
    expect(gate.json()).toEqual({ datasetId: fx.dataset.id, minPassRate: 0.9 })
    // A new draft: its graph differs from release 1.
    const saved = JSON.parse(gated.flowData) as { nodes: { data: { inputs: Record<string, unknown> } }[] }
    for (const node of saved.nodes) node.data.inputs.systemMessagePrompt = 'Answer briefly.'
    await fx.api.update(t.owner, gated, { flowData: JSON.stringify(saved) })
    const release = () => fx.api.call(t.owner, 'POST', `/chatflows/${gated.id}/releases`, { note: 'gated' })

    const none = await release()
    expect(none.statusCode).toBe(409)
    expect(none.json<{ message: string }>().message).toContain('needs an evaluation')
    const run = async (value: string) => {
      const res = await fx.api.call(t.owner, 'POST', '/evaluations', {
        name: value,
        chatflowId: gated.id,
        datasetId: fx.dataset.id,
        evaluators: [{ id: 'c', name: 'c', type: 'text', operator: 'contains', value }],
      })
      const id = res.json<TEvaluation>().id
      await expect
        .poll(
          async () => (await fx.api.call(t.owner, 'GET', `/evaluations/${id}`)).json<TEvaluation>().status,
        )
        .toBe('completed')
    }
    await run('no such words')
    const below = await release()
    expect(below.statusCode).toBe(409)
    expect(below.json<{ message: string }>().message).toContain('0%, below the release gate')
    await run('Answer')
    const passed = await release()
    expect(passed.statusCode, passed.body).toBe(201)
    expect(passed.json()).toMatchObject({ release: 2 })
    // Rolling back is the way out of a bad release: it is not gated (release 1 was never evaluated).
    const back = await fx.api.call(t.owner, 'POST', `/chatflows/${gated.id}/releases/1/rollback`)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json<{ liveRelease: number | null }>().liveRelease).toBe(1)

    await fx.api.call(t.owner, 'DELETE', `/chatflows/${gated.id}/evaluation-gate`)
    expect((await fx.api.call(t.owner, 'GET', `/chatflows/${gated.id}/evaluation-gate`)).json()).toBeNull()
  })
}

describeDialects('evaluations API (%s)', (dialect) => {
  const fx = evaluationsSuite(dialect)
  describe('running and comparing', () => runsAndComparisons(fx))
  describe('refusals, cancelling and release gates', () => refusalsAndGates(fx))
})
