import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { RunFailure, RunFailureKinds } from '@unikflow/engine'
import type { TChatflow, TFlowData, TRunSummary } from '@unikflow/graph'
import { AppError } from '../../errors/app-error'
import { describeDialects } from '../../test/build-test-app'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { PredictionAbortedError, runFailureError } from './run-failure-error'

describe('runFailureError maps every kind once', () => {
  const expected = {
    flow: [422, 'FLOW_INVALID'],
    override: [403, 'OVERRIDE_NOT_ALLOWED'],
    upstream: [502, 'UPSTREAM_FAILED'],
    timeout: [504, 'RUN_TIMEOUT'],
    aborted: [undefined, undefined],
    internal: [500, 'FLOW_RUN_FAILED'],
  } as const
  it.each(RunFailureKinds)('%s', (kind) => {
    const mapped = runFailureError(new RunFailure(kind, 'secret detail', { node: { id: 'n_0', label: 'N' } }))
    const [status, code] = expected[kind]
    if (status === undefined) {
      expect(mapped).toBeInstanceOf(PredictionAbortedError)
      return
    }
    expect(mapped).toBeInstanceOf(AppError)
    if (!(mapped instanceof AppError)) return
    expect([mapped.statusCode, mapped.code]).toEqual([status, code])
    // Our own bugs answer with a generic text; the other kinds say what happened.
    expect(mapped.message.includes('secret detail')).toBe(kind !== 'internal')
  })
})

describeDialects('run failures answer by their kind (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Failures',
    app: { env: { MODEL_TIMEOUT_MS: '1000', MODEL_IDLE_TIMEOUT_MS: '1000' } },
  })
  let fake: FakeOpenAI
  let api: ReturnType<typeof runsClient>
  let conversation: TChatflow
  let flowData: string

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    api = runsClient(t.app, t.unik.id)
    flowData = await fakeConversationFlowData(api, t.owner, fake.baseUrl)
    conversation = await api.flow(t.owner, 'Conversation', flowData, { isPublic: true })
  })
  afterAll(() => fake.close())

  it('a provider failing answers 502 UPSTREAM_FAILED naming the node that called it, and the run is stored as an error', async () => {
    fake.respondWith(() => ({ error: { status: 500, message: 'the model is on fire' } }))
    const res = await predict(t.app, conversation.id, { question: 'hi' })
    expect(res.statusCode, res.body).toBe(502)
    expect(res.json()).toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'Error in node Conversation Chain (conversationChain_0): 500 the model is on fire',
      details: { kind: 'upstream' },
    })
    const runs = (await api.call(t.owner, 'GET', `/chatflows/${conversation.id}/runs`)).json<TRunSummary[]>()
    expect(runs[0]).toMatchObject({ status: 'error' })
    fake.respondWith(() => ({ content: 'fine again' }))
  })

  it('a model that never answers is a 504 RUN_TIMEOUT within the configured timeout', async () => {
    fake.respondWith(() => ({ hang: true }))
    const started = Date.now()
    const res = await predict(t.app, conversation.id, { question: 'hello?' })
    expect(res.statusCode, res.body).toBe(504)
    expect(res.json()).toMatchObject({
      code: 'RUN_TIMEOUT',
      message: 'Error in node Conversation Chain (conversationChain_0): ChatOpenAI did not answer within 1 s',
      details: { kind: 'timeout', nodeId: 'conversationChain_0' },
    })
    expect(Date.now() - started).toBeLessThan(3_000)
    fake.respondWith(() => ({ content: 'fine again' }))
  })

  it('a flow with several ending nodes answers 422 FLOW_INVALID with the nodes named', async () => {
    const flow = JSON.parse(flowData) as TFlowData
    const extra = flow.nodes.find((n) => n.data.name === 'bufferMemory')
    if (!extra) throw new Error('fixture has a memory node')
    const lone = {
      ...extra,
      id: 'bufferMemory_9',
      data: { ...extra.data, id: 'bufferMemory_9', label: 'Spare memory' },
    }
    const twoEnds = await api.flow(
      t.owner,
      'Two ends',
      JSON.stringify({ ...flow, nodes: [...flow.nodes, lone] }),
      {
        isPublic: true,
      },
    )
    const res = await predict(t.app, twoEnds.id, { question: 'hi' })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'FLOW_INVALID',
      message: expect.stringContaining('Spare memory (bufferMemory_9)'),
      details: {
        kind: 'flow',
        nodes: expect.arrayContaining([{ id: 'bufferMemory_9', label: 'Spare memory' }]),
      },
    })
  })
})
