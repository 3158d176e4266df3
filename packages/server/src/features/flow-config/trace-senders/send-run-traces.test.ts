import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  startFakeOpenAI,
  startFakeTracingServices,
  type FakeOpenAI,
  type FakeTracingServices,
  type TTracedRequest,
  type TTracingService,
  type TOtlpSpan,
} from '@unikflow/testkit'
import { ANALYTIC_PROVIDERS, type TRun, type TRunSummary, type TUnik } from '@unikflow/graph'
import { createUnik, signUp, type Session } from '../../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../../test/prediction-setup'

async function waitFor<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

type Json = Record<string, unknown> & { [key: string]: never }
const bodyOf = (r: TTracedRequest | undefined) => r?.body as Record<string, Json[]>

type Of = (service: TTracingService) => TTracedRequest[]

/** LangSmith, Langfuse, Lunary and LangWatch: the run and its nodes in each one's own JSON. */
function expectJsonServices(of: Of, labels: string[]): void {
  // LangSmith: the run and one child run per node, in the project, with the API key.
  const [smith] = of('langSmith')
  expect(smith?.headers['x-api-key']).toBe('ls-key')
  const posted = bodyOf(smith).post ?? []
  expect(posted[0]).toMatchObject({
    name: 'Traced everywhere',
    run_type: 'chain',
    session_name: 'bots',
    inputs: { question: 'trace me please' },
    outputs: { text: 'Traced answer.' },
  })
  expect(posted.slice(1).map((r) => r.name)).toEqual(labels)
  expect(posted.slice(1).every((r) => r.parent_run_id === posted[0]?.id)).toBe(true)
  expect(posted.map((r) => r.run_type)).toContain('llm')
  expect(String(posted[1]?.dotted_order)).toMatch(/^\d{8}T\d{12}Z[0-9a-f-]{36}\.\d{8}T\d{12}Z[0-9a-f-]{36}$/)

  // Langfuse: a trace in the chat's session with the release, a generation for the model node.
  const [fuse] = of('langFuse')
  expect(fuse?.headers.authorization).toBe(`Basic ${Buffer.from('pk-lf-1:sk-lf-1').toString('base64')}`)
  const batch = bodyOf(fuse).batch ?? []
  expect(batch[0]).toMatchObject({
    type: 'trace-create',
    body: { name: 'Traced everywhere', sessionId: 'chat-7', release: 'v7', input: 'trace me please' },
  })
  expect(batch.slice(1).map((e) => (e.body as unknown as { name: string }).name)).toEqual(labels)
  expect(batch.map((e) => e.type)).toContain('generation-create')

  // Lunary: start and end events, nodes as children of the chain run.
  const [lunary] = of('lunary')
  expect(lunary?.headers.authorization).toBe('Bearer lunary-app')
  const events = bodyOf(lunary).events ?? []
  const starts = events.filter((e) => e.event === 'start')
  expect(starts.map((e) => e.name)).toEqual(['Traced everywhere', ...labels])
  expect(events.filter((e) => e.event === 'end')).toHaveLength(starts.length)
  expect(events.at(-1)).toMatchObject({ event: 'end', output: 'Traced answer.', runId: starts[0]?.runId })

  // LangWatch: the collector's spans, the chat as the thread.
  const [watch] = of('langWatch')
  expect(watch?.headers['x-auth-token']).toBe('lw-key')
  const collected = watch?.body as {
    spans: { name: string; type: string }[]
    metadata: { thread_id: string }
  }
  expect(collected.spans.map((s) => s.name)).toEqual(['Traced everywhere', ...labels])
  expect(collected.metadata.thread_id).toBe('chat-7')
  expect(collected.spans.map((s) => s.type)).toContain('llm')
}

/** Arize and Phoenix (OTLP protobuf) and Opik (traces, then spans). */
function expectOtlpAndOpik(of: Of, labels: string[]): void {
  // Arize and Phoenix: OTLP protobuf spans with the project as a resource attribute.
  const otlp = (service: TTracingService) => {
    const [request] = of(service)
    const [resource] = request?.body as { resource: { key: string; value: string }[]; spans: TOtlpSpan[] }[]
    return { request, resource }
  }
  const arize = otlp('arize')
  expect(arize.request?.headers).toMatchObject({ api_key: 'ar-key', space_id: 'space-1' })
  expect(arize.request?.headers['content-type']).toBe('application/x-protobuf')
  expect(arize.resource?.resource).toContainEqual({ key: 'model_id', value: 'arize-bots' })
  const phoenix = otlp('phoenix')
  expect(phoenix.request?.headers).toMatchObject({ api_key: 'px-key', authorization: 'Bearer px-key' })
  expect(phoenix.resource?.resource).toContainEqual({
    key: 'openinference.project.name',
    value: 'phoenix-bots',
  })
  const spans = phoenix.resource?.spans ?? []
  expect(spans.map((s) => s.name)).toEqual(['chatflow Traced everywhere', ...labels])
  expect(
    spans.slice(1).every((s) => s.parentSpanId === spans[0]?.spanId && s.traceId === spans[0]?.traceId),
  ).toBe(true)
  expect(spans[0]?.attributes).toContainEqual({ key: 'output.value', value: 'Traced answer.' })

  // Opik: the trace in the project, then its spans, in the workspace.
  const opik = of('opik')
  expect(opik.map((r) => r.path)).toEqual(['/opik/v1/private/traces/batch', '/opik/v1/private/spans/batch'])
  expect(opik[0]?.headers).toMatchObject({ authorization: 'op-key', 'comet-workspace': 'team' })
  const [trace] = bodyOf(opik[0]).traces ?? []
  expect(trace).toMatchObject({
    project_name: 'opik-bots',
    thread_id: 'chat-7',
    output: { answer: 'Traced answer.' },
  })
  const opikSpans = bodyOf(opik[1]).spans ?? []
  expect(opikSpans.map((s) => s.name)).toEqual(labels)
  expect(opikSpans.every((s) => s.trace_id === trace?.id)).toBe(true)
  expect(String(trace?.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
}

describeDialects("chatflow analysis: Flowise's tracing services (%s)", (dialect) => {
  let fake: FakeOpenAI
  let services: FakeTracingServices
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let flowData: string
  const credentials: Record<string, string> = {}

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    services = await startFakeTracingServices()
    t = await buildTestApp(dialect, { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } })
    owner = await signUp(t.app, 'tracing-owner@example.com')
    unik = await createUnik(t.app, owner, 'Tracing')
    api = runsClient(t.app, unik.id)
    const openAI = await api.credential(owner, 'openAIApi', { openAIApiKey: 'sk-t', basePath: fake.baseUrl })
    flowData = fixtureFlowData('conversation-chain.json', {
      credentialId: openAI,
      credentialNodes: ['chatOpenAI'],
    })
    const url = services.url
    const values: Record<string, object> = {
      langsmithApi: { langSmithApiKey: 'ls-key', langSmithEndpoint: url },
      langfuseApi: { langFuseSecretKey: 'sk-lf-1', langFusePublicKey: 'pk-lf-1', langFuseEndpoint: url },
      lunaryApi: { lunaryAppId: 'lunary-app', lunaryEndpoint: url },
      langwatchApi: { langWatchApiKey: 'lw-key', langWatchEndpoint: url },
      arizeApi: { arizeApiKey: 'ar-key', arizeSpaceId: 'space-1', arizeEndpoint: `${url}/arize` },
      phoenixApi: { phoenixApiKey: 'px-key', phoenixEndpoint: `${url}/phoenix` },
      opikApi: { opikApiKey: 'op-key', opikUrl: `${url}/opik`, opikWorkspace: 'team' },
    }
    for (const { credentialName } of ANALYTIC_PROVIDERS)
      credentials[credentialName] = await api.credential(owner, credentialName, values[credentialName] ?? {})
  })
  afterAll(async () => {
    await t.close()
    await services.close()
    await fake.close()
  })

  it('refuses a provider switched on without a credential, naming it', async () => {
    const flow = await api.flow(owner, 'Untraced', flowData)
    const res = await api.call(owner, 'PUT', `/chatflows/${flow.id}`, {
      version: flow.version,
      analytic: JSON.stringify({ langFuse: { status: true } }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toMatch(/langFuse: a credential is required/)
  })

  it("sends a run's trace to each provider switched on, in its own API's format, with its credential", async () => {
    const analytic: Record<string, object> = {}
    for (const { name, credentialName } of ANALYTIC_PROVIDERS)
      analytic[name] = { status: true, credentialId: credentials[credentialName] }
    Object.assign(analytic.langSmith ?? {}, { projectName: 'bots' })
    Object.assign(analytic.langFuse ?? {}, { release: 'v7' })
    Object.assign(analytic.arize ?? {}, { projectName: 'arize-bots' })
    Object.assign(analytic.phoenix ?? {}, { projectName: 'phoenix-bots' })
    Object.assign(analytic.opik ?? {}, { opikProjectName: 'opik-bots' })
    const flow = await api.flow(owner, 'Traced everywhere', flowData, {
      isPublic: true,
      analytic: JSON.stringify(analytic),
    })
    fake.queue({ content: 'Traced answer.' })
    const res = await predict(t.app, flow.id, { question: 'trace me please', chatId: 'chat-7' })
    expect(res.statusCode, res.body).toBe(200)
    const expected: TTracingService[] = [
      'langSmith',
      'langFuse',
      'lunary',
      'langWatch',
      'arize',
      'phoenix',
      'opik',
    ]
    await waitFor(() => (services.received.length >= expected.length + 1 ? true : undefined))
    const of = (service: TTracingService) => services.received.filter((r) => r.service === service)
    expect(new Set(services.received.map((r) => r.service))).toEqual(new Set(expected))

    const runs = (await api.call(owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
    const run = (await api.call(owner, 'GET', `/chatflows/${flow.id}/runs/${runs[0]?.id}`)).json<TRun>()
    const labels = run.nodes.map((n) => n.label)
    expect(labels.length).toBeGreaterThan(0)

    expectJsonServices(of, labels)
    expectOtlpAndOpik(of, labels)

    // The credentials' secrets stay on the server: the flow as read back names only their ids.
    const read = await api.call(owner, 'GET', `/chatflows/${flow.id}`)
    for (const secret of ['ls-key', 'sk-lf-1', 'lw-key', 'ar-key', 'px-key', 'op-key'])
      expect(read.body).not.toContain(secret)
  })

  it('sends nothing to a provider switched off', async () => {
    const before = services.received.length
    const flow = await api.flow(owner, 'Off', flowData, {
      isPublic: true,
      analytic: JSON.stringify({ langSmith: { status: false, credentialId: credentials.langsmithApi } }),
    })
    fake.queue({ content: 'Quiet.' })
    expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    expect(services.received.length).toBe(before)
  })
})
