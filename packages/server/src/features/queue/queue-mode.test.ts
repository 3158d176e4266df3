// Queue mode as it runs in production (see test/queue-mode-suite.ts): runs travel over BullMQ, their
// tokens back over Redis pub/sub; presence and rate limits are shared on Redis.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type {
  TChatflow,
  TChatSessionList,
  TEvaluation,
  TEvaluationWithResults,
  TPublicationsOfFlow,
  TPublicationVersion,
  TRunSummary,
  TUnikRunPage,
} from '@unikflow/graph'
import { arQuizExampleFlow } from '@unikflow/updl'
import { ALLOCATOR_ENV } from '../../../../../scripts/queue-topology.mjs'
import { queueModeSuite, type QueueModeSuite } from '../../test/queue-mode-suite'
import { missing } from '../../test/queue-test-setup'
import { readSse } from './read-sse'

describe.skipIf(missing !== '')(
  `queue mode: 2 API servers, 2 workers${missing ? ` (skipped: ${missing} not set)` : ''}`,
  // Processes on a machine shared with other tests: a killed worker is noticed within two lock periods.
  { timeout: 60_000 },
  () => {
    // One topology for every group: they run in order, and later ones count on what earlier ones stored.
    const fx = queueModeSuite()
    describe('runs asked on either server', () => runsAcrossServers(fx))
    describe('state shared by both API servers', () => sharedState(fx))
    describe('stops and crashes', () => stopsAndCrashes(fx))
    describe('releases and evaluations on the workers', () => releasesAndEvaluations(fx))
  },
)

function runsAcrossServers(fx: QueueModeSuite) {
  // The Docker image sets the same (tests/security/docker-image-user.test.ts).
  it('every process runs with the allocator setting of the Docker image', () => {
    const processes = [...fx.topology.apis, ...fx.topology.workers]
    expect(processes).toHaveLength(4)
    for (const p of processes) {
      // What glibc read when the process started: its environment as the kernel keeps it.
      const environ = readFileSync(`/proc/${p.pid}/environ`, 'utf8').split('\0')
      expect(environ, p.label).toContain(`MALLOC_TRIM_THRESHOLD_=${ALLOCATOR_ENV.MALLOC_TRIM_THRESHOLD_}`)
    }
  })

  it('a run asked on server A streams its tokens from a worker; B answers JSON; both turns are stored', async () => {
    const { a, b, tokens, unik, fake, call, ask, messages } = fx
    fake.queue({ content: 'tokens from a worker process' })
    const stream = readSse(await ask(a, { question: 'stream it', streaming: true }))
    const events = await stream.all()
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('tokens from a worker process')
    expect(events.find((e) => e.event === 'metadata')?.data, JSON.stringify(events)).toMatchObject({
      question: 'stream it',
    })
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' })

    fake.queue({ content: 'plain answer' })
    const json = await ask(b, { question: 'json please' })
    expect(json.status).toBe(200)
    expect(await json.json()).toMatchObject({ text: 'plain answer', question: 'json please' })
    expect(await messages()).toEqual([
      'stream it',
      'tokens from a worker process',
      'json please',
      'plain answer',
    ])
    // The workers record each run's source and question (the Runs page), stored behind the answer.
    const runsOf = async () =>
      (await call<TUnikRunPage>(a, tokens.owner, 'GET', `/uniks/${unik.id}/runs`)).runs.map((r) => [
        r.source,
        r.question,
      ])
    await expect.poll(runsOf).toEqual([
      ['canvas', 'json please'],
      ['canvas', 'stream it'],
    ])
  })

  it("the API server serving the client counts its runs (a worker's node timings and tokens too), the queue's wait and depth", async () => {
    const { a, b, flow } = fx
    const text = await (await fetch(`${a}/metrics`)).text()
    expect(text).toContain(`unikflow_runs_total{flow_id="${flow.id}",status="success"} 1`)
    expect(text).toMatch(/unikflow_node_duration_seconds_count\{node_type="chatOpenAI"\} 1/)
    // One model call, as testkit's fake reports it (FAKE_USAGE: 10 prompt, 5 completion tokens).
    expect(text).toContain(`unikflow_tokens_total{flow_id="${flow.id}",kind="input"} 10`)
    expect(text).toMatch(/unikflow_queue_wait_seconds_count 1/)
    expect(text).toContain('unikflow_queue_runs{state="waiting"} 0')
    expect(await (await fetch(`${b}/metrics`)).text()).toContain(
      `unikflow_runs_total{flow_id="${flow.id}",status="success"} 1`,
    )
  })

  it("a run's failure keeps its status and code across the queue", async () => {
    const { b, fake, ask } = fx
    // Every call fails (the model client retries a 500 by itself).
    fake.respondWith(() => ({ error: { status: 500, message: 'provider down' } }))
    try {
      const res = await ask(b, { question: 'fail' })
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ code: 'UPSTREAM_FAILED' })
    } finally {
      fake.respondWith(() => ({ content: 'ok' }))
    }
  })
}

function sharedState(fx: QueueModeSuite) {
  it('presence on a flow is seen across both API servers', async () => {
    const { a, b, tokens, unik, flow, call } = fx
    const path = `/uniks/${unik.id}/chatflows/${flow.id}/presence`
    await call(a, tokens.owner, 'POST', path)
    const seen = await call<{ viewers: { email: string }[] }>(b, tokens.member, 'POST', path)
    expect(seen.viewers.map((v) => v.email)).toEqual(['owner@example.com', 'member@example.com'])
    await call(a, tokens.member, 'DELETE', path)
    const after = await call<{ viewers: { email: string }[] }>(b, tokens.owner, 'POST', path)
    expect(after.viewers.map((v) => v.email)).toEqual(['owner@example.com'])
  })

  it("a flow's rate limit holds across both API servers", async () => {
    const { a, b, tokens, unik, flow, call } = fx
    const limited = await call<TChatflow>(a, tokens.owner, 'POST', `/uniks/${unik.id}/chatflows`, {
      name: 'Limited',
      flowData: flow.flowData,
      isPublic: true,
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: 3, limitDuration: 60, limitMsg: 'Slow down' },
      }),
    })
    const statuses: number[] = []
    for (const base of [a, b, a, b]) {
      const res = await fetch(`${base}/api/v1/prediction/${limited.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ question: 'count me' }),
      })
      statuses.push(res.status)
      if (res.status === 429)
        expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Slow down' })
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('a scheduled publication is published once, by the publications queue', async () => {
    const { a, b, tokens, unik, topology, call } = fx
    const scene = await call<TChatflow>(a, tokens.owner, 'POST', `/uniks/${unik.id}/chatflows`, {
      name: 'Scene',
      flowData: JSON.stringify(arQuizExampleFlow()),
    })
    const publications = `/uniks/${unik.id}/chatflows/${scene.id}/publications`
    await call(a, tokens.owner, 'PUT', `${publications}/babylonjs`, { generationMode: 'pregeneration' })
    const scheduledFor = new Date(Date.now() + 1_500).toISOString()
    const version = await call<TPublicationVersion>(
      a,
      tokens.owner,
      'POST',
      `${publications}/babylonjs/publish`,
      {
        scheduledFor,
      },
    )
    expect(version).toMatchObject({ status: 'scheduled' })
    await expect
      .poll(
        async () =>
          (await call<TPublicationsOfFlow>(b, tokens.owner, 'GET', publications)).versions.find(
            (v) => v.id === version.id,
          )?.status,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('published')
    // Both API servers take passes of the queue, one at a time: one of them wrote the version's page.
    expect(readdirSync(join(topology.dataDir, 'publications', scene.id))).toHaveLength(1)
    expect((await fetch(`${b}/p/${scene.id}`)).status).toBe(200)
  })
}

function stopsAndCrashes(fx: QueueModeSuite) {
  it('a client that goes away stops the run on its worker', async () => {
    const { a, tokens, unik, flow, fake, runs, call, ask } = fx
    fake.queue({ stall: 'Half' })
    const controller = new AbortController()
    const stream = readSse(await ask(a, { question: 'stop me', streaming: true }, controller.signal))
    expect(await stream.next()).toMatchObject({ event: 'start' })
    expect(await stream.next()).toEqual({ event: 'token', data: 'Half' })
    controller.abort()
    await expect
      .poll(
        async () =>
          (
            await call<TRunSummary[]>(a, tokens.owner, 'GET', `/uniks/${unik.id}/chatflows/${flow.id}/runs`)
          ).map((r) => r.status),
        { timeout: 10_000, interval: 100 },
      )
      .toContain('aborted')
    await expect.poll(() => runs.getActiveCount()).toBe(0)
  })

  it('a worker killed mid-answer: a streamed run fails clearly, a JSON run is retried elsewhere; nothing stored is lost', async () => {
    const { a, b, fake, topology, ask, messages, workerOfActiveRun } = fx
    const before = await messages()
    fake.queue({ stall: 'Par' })
    const stream = readSse(await ask(b, { question: 'crash while streaming', streaming: true }))
    expect(await stream.next()).toMatchObject({ event: 'start' })
    expect(await stream.next()).toEqual({ event: 'token', data: 'Par' })
    await (await workerOfActiveRun()).crash()
    const rest = await stream.all()
    expect(rest, topology.workers.map((w) => w.output()).join('\n')).toEqual([
      { event: 'error', data: expect.stringMatching(/worker running this answer stopped/) },
      { event: 'end', data: '[DONE]' },
    ])

    // Not streamed yet: another worker starts it again and it is answered.
    await topology.startWorker()
    const modelCalls = () => fake.calls.filter((c) => c.path.endsWith('/chat/completions')).length
    const callsBefore = modelCalls()
    fake.queue({ hang: true }, { content: 'answered on the second try' })
    const pending = ask(a, { question: 'crash before streaming' })
    await expect.poll(modelCalls).toBeGreaterThan(callsBefore)
    await (await workerOfActiveRun()).crash()
    const retried = await pending
    expect(retried.status).toBe(200)
    expect(await retried.json()).toMatchObject({ text: 'answered on the second try' })

    expect(await messages()).toEqual([...before, 'crash before streaming', 'answered on the second try'])
  })
}

function releasesAndEvaluations(fx: QueueModeSuite) {
  it('a worker runs the release the request asked for; the canvas chat runs the draft', async () => {
    const { a, b, tokens, unik, flow, fake, call, ask } = fx
    const releases = `/uniks/${unik.id}/chatflows/${flow.id}/releases`
    await call(a, tokens.owner, 'PUT', `${releases}/settings`, { releaseExplicitly: true })
    const releasesOf = async (chatId: string) => {
      const path = `/uniks/${unik.id}/chatflows/${flow.id}/messages?chatId=${chatId}`
      const list = await call<TChatSessionList>(a, tokens.owner, 'GET', path)
      return list.sessions.flatMap((session) => session.messages.map((m) => m.release))
    }
    fake.queue({ content: 'from release 1' }, { content: 'from the draft' })
    const pinned = await ask(b, { question: 'pinned', chatId: 'release-pin', release: 1 })
    expect(await pinned.json()).toMatchObject({ text: 'from release 1' })
    const draft = await ask(a, { question: 'draft', chatId: 'release-draft' })
    expect(await draft.json()).toMatchObject({ text: 'from the draft' })
    // Stored by the worker that ran each, with the release it ran.
    expect(await releasesOf('release-pin')).toEqual([1, 1])
    expect(await releasesOf('release-draft')).toEqual([null, null])
    const unknown = await fetch(`${a}/api/v1/internal-prediction/${flow.id}?release=9`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'no such release' }),
    })
    expect(unknown.status).toBe(404)
  })

  it("an evaluation's rows run on the workers, like any run from server A", async () => {
    const { a, tokens, unik, flow, call } = fx
    const queuedOnA = async () => {
      const metrics = await (await fetch(`${a}/metrics`)).text()
      return Number(/unikflow_queue_wait_seconds_count (\d+)/.exec(metrics)?.[1] ?? 'NaN')
    }
    const before = await queuedOnA()
    const csvFile = 'Input,Output\nfirst case,\nsecond case,\n'
    const dataset = await call<{ id: string }>(a, tokens.owner, 'POST', `/uniks/${unik.id}/datasets/set`, {
      name: 'Queued cases',
      csvFile,
      firstRowHeaders: true,
    })
    const started = await call<TEvaluation>(a, tokens.owner, 'POST', `/uniks/${unik.id}/evaluations`, {
      name: 'On the workers',
      chatflowId: flow.id,
      datasetId: dataset.id,
      // Whatever the fake model answers (other tests leave replies queued), an answer must come back.
      evaluators: [{ id: 'answered', name: 'Answered', type: 'numeric', metric: 'length', min: 1 }],
    })
    const evaluation = () =>
      call<TEvaluationWithResults>(a, tokens.owner, 'GET', `/uniks/${unik.id}/evaluations/${started.id}`)
    await expect.poll(async () => (await evaluation()).status, { timeout: 30_000 }).toBe('completed')
    const done = await evaluation()
    const outputs = JSON.stringify(done.results.map((r) => [r.output, r.error]))
    expect(done.summary, outputs).toMatchObject({ total: 2, passed: 2 })
    // Both rows went through the run queue (server A saw each wait for a worker).
    expect((await queuedOnA()) - before).toBe(2)
  })
}
