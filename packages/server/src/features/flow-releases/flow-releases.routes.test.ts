import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type {
  TChatflow,
  TAnalyticsReleases,
  TExportBundle,
  TFlowVersion,
  TChatSessionList,
  TFlowRelease,
  TFlowReleases,
  TPredictionResponse,
  TRunSummary,
} from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { storedSoFar } from '../../db/group-commit'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/** A unik, a fake OpenAI, a credential and the release helpers the groups of tests below share. */
function releasesSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI; api: ReturnType<typeof runsClient>; credential: string }
  const t = unikFixture(dialect, {
    owner: 'release-owner@example.com',
    unik: 'Releases',
    users: { member: { email: 'release-member@example.com', role: 'member' } },
  })
  const graph = (template: string) =>
    fixtureFlowData('llm-chain.json', {
      credentialId: fx.credential,
      credentialNodes: ['azureChatOpenAI'],
      inputs: {
        azureChatOpenAI_0: { basepath: `${fx.fake.baseUrl}/openai/deployments` },
        promptTemplate_0: { template },
      },
    })
  const releases = (flowId: string) => `/chatflows/${flowId}/releases`
  const ask = async (flowId: string, payload: object, options: Parameters<typeof predict>[3] = {}) => {
    const res = await predict(t.app, flowId, { question: 'socks', ...payload }, options)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TPredictionResponse>()
  }
  const askAt = (flowId: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/prediction/${flowId}${query}`,
      payload: { question: 'socks' },
    })

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    fx.credential = await fx.api.credential(t.owner, 'azureOpenAIApi', {
      azureOpenAIApiKey: 'az-fake',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'gpt-35-turbo',
      azureOpenAIApiVersion: '2024-10-21',
    })
  })
  afterAll(() => fx.fake.close())

  async function releasedFlow(name: string): Promise<TChatflow> {
    const flow = await fx.api.flow(t.owner, name, graph('First release: {product}?'), { isPublic: true })
    const on = await fx.api.call(t.owner, 'PUT', `${releases(flow.id)}/settings`, { releaseExplicitly: true })
    expect(on.statusCode, on.body).toBe(200)
    return flow
  }
  return Object.assign(fx, { t, graph, releases, ask, askAt, releasedFlow })
}

type ReleasesSuite = ReturnType<typeof releasesSuite>

function servingReleases(fx: ReleasesSuite) {
  const { t, graph, releases, ask, askAt, releasedFlow } = fx
  it('serves every save while the setting is off, as before, recording no release', async () => {
    const flow = await fx.api.flow(t.owner, 'Always live', graph('Plain: {product}?'), { isPublic: true })
    await fx.api.update(t.owner, flow, { flowData: graph('Edited: {product}?') })
    const answer = await ask(flow.id, {})
    expect(answer.text).toContain('Edited: socks?')
    await storedSoFar(t.database.db)
    const runs = (await fx.api.call(t.owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
    expect(runs[0]?.release).toBeNull()
    const state = (await fx.api.call(t.member, 'GET', releases(flow.id))).json<TFlowReleases>()
    expect(state).toMatchObject({ releaseExplicitly: false, liveRelease: null, releases: [] })
  })

  it('keeps answering from the release while the draft changes; the canvas chat runs the draft', async () => {
    const flow = await releasedFlow('Drafted')
    const state = (await fx.api.call(t.member, 'GET', releases(flow.id))).json<TFlowReleases>()
    expect(state).toMatchObject({ releaseExplicitly: true, liveRelease: 1 })
    expect(state.releases.map((r) => [r.release, r.live])).toEqual([[1, true]])

    await fx.api.update(t.owner, flow, { flowData: graph('Draft: {product}?') })
    expect((await ask(flow.id, {})).text).toContain('First release: socks?')
    expect((await ask(flow.id, {}, { internal: t.owner })).text).toContain('Draft: socks?')
    // The canvas chat may ask for a release too.
    expect((await ask(flow.id, { release: 1 }, { internal: t.owner })).text).toContain(
      'First release: socks?',
    )

    const config = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${flow.id}` })
    expect(config.body).not.toContain('First release')
    expect(config.body).not.toContain('Draft:')
  })

  it('releases the draft with a note, rolls back at once, and pins a release by body or query', async () => {
    const flow = await releasedFlow('Rolled')
    await fx.api.update(t.owner, flow, { flowData: graph('Second release: {product}?') })
    const made = await fx.api.call(t.owner, 'POST', releases(flow.id), { note: 'Sharper prompt' })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json<TFlowRelease>()).toMatchObject({
      release: 2,
      note: 'Sharper prompt',
      live: true,
      releasedBy: { userId: t.owner.user.id, email: 'release-owner@example.com' },
    })
    const second = await ask(flow.id, {})
    expect(second.text).toContain('Second release: socks?')

    const back = await fx.api.call(t.owner, 'POST', `${releases(flow.id)}/1/rollback`)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json<TFlowReleases>().liveRelease).toBe(1)
    expect((await ask(flow.id, {})).text).toContain('First release: socks?')

    expect((await ask(flow.id, { release: 2 })).text).toContain('Second release: socks?')
    const byQuery = await askAt(flow.id, '?release=2')
    expect(byQuery.statusCode, byQuery.body).toBe(200)
    expect(byQuery.json<TPredictionResponse>().text).toContain('Second release: socks?')

    // The OpenAI-compatible endpoint serves the live release too, and pins one by `?release=N`.
    const completion = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/openai/${flow.id}/chat/completions${query}`,
        payload: { messages: [{ role: 'user', content: 'socks' }] },
      })
    const contentOf = async (query: string) => {
      const res = await completion(query)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ choices: Array<{ message: { content: string } }> }>().choices[0]?.message.content
    }
    expect(await contentOf('')).toContain('First release: socks?')
    expect(await contentOf('?release=2')).toContain('Second release: socks?')
    expect((await completion('?release=99')).statusCode).toBe(404)

    const unknown = await askAt(flow.id, '?release=99')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<{ message: string }>().message).toBe('Release 99 of this flow does not exist')
    const unknownRollback = await fx.api.call(t.owner, 'POST', `${releases(flow.id)}/99/rollback`)
    expect(unknownRollback.statusCode).toBe(404)

    // Messages and runs record the release they ran on.
    const messages = await fx.api.call(
      t.owner,
      'GET',
      `/chatflows/${flow.id}/messages?chatId=${second.chatId}`,
    )
    const [session] = messages.json<TChatSessionList>().sessions
    expect(session?.messages.map((m) => m.release)).toEqual([2, 2])
    await storedSoFar(t.database.db)
    const runs = (await fx.api.call(t.owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
    expect(runs.map((r) => r.release).sort()).toEqual([1, 1, 2, 2, 2, 2])
  })

  it('documents pinning in the OpenAPI document: `release` in the body and `?release=N`', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>
    }>()
    const post = doc.paths['/api/v1/prediction/{flowId}']?.post
    expect(post?.parameters?.some((p) => p.name === 'release' && p.in === 'query')).toBe(true)
    expect(JSON.stringify(post)).toContain('Run this release of the flow')
  })
}

function keepingReleases(fx: ReleasesSuite) {
  const { t, graph, releases, ask, releasedFlow } = fx
  it('refuses a release by a member, and releasing a version twice', async () => {
    const flow = await releasedFlow('Guarded')
    const byMember = await fx.api.call(t.member, 'POST', releases(flow.id), { note: 'no' })
    expect(byMember.statusCode).toBe(403)
    const again = await fx.api.call(t.owner, 'POST', releases(flow.id), { note: 'same save' })
    expect(again.statusCode).toBe(409)
    const rollbackByMember = await fx.api.call(t.member, 'POST', `${releases(flow.id)}/1/rollback`)
    expect(rollbackByMember.statusCode).toBe(403)
  })

  it('keeps releases whatever the history retention', async () => {
    const flow = await releasedFlow('Kept')
    const retention = await fx.api.call(t.owner, 'PUT', '/flow-history', { retention: 1 })
    expect(retention.statusCode, retention.body).toBe(200)
    for (const n of [2, 3, 4])
      await fx.api.update(t.owner, flow, { flowData: graph(`Save ${n}: {product}?`) })
    expect((await ask(flow.id, {})).text).toContain('First release: socks?')
    const versions = (await fx.api.call(t.owner, 'GET', `/chatflows/${flow.id}/versions`)).json<unknown[]>()
    expect(versions).toHaveLength(2)
    await fx.api.call(t.owner, 'PUT', '/flow-history', { retention: 50 })
  })

  it('switches back to every save live when the setting is turned off', async () => {
    const flow = await releasedFlow('Switched')
    await fx.api.update(t.owner, flow, { flowData: graph('Latest save: {product}?') })
    const off = await fx.api.call(t.owner, 'PUT', `${releases(flow.id)}/settings`, {
      releaseExplicitly: false,
    })
    expect(off.json<TFlowReleases>()).toMatchObject({ releaseExplicitly: false, liveRelease: 1 })
    expect((await ask(flow.id, {})).text).toContain('Latest save: socks?')
    // Its releases can still be pinned.
    expect((await ask(flow.id, { release: 1 })).text).toContain('First release: socks?')
  })

  it('splits analytics by the release runs ran on', async () => {
    const flow = await releasedFlow('Measured')
    await ask(flow.id, {})
    await fx.api.update(t.owner, flow, { flowData: graph('Measured draft: {product}?') })
    await ask(flow.id, {}, { internal: t.owner })
    await fx.api.call(t.owner, 'POST', releases(flow.id), { note: 'second' })
    await ask(flow.id, {})
    await ask(flow.id, {})
    const res = await fx.api.call(t.member, 'GET', `/analytics/releases?flowId=${flow.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const { rows } = res.json<TAnalyticsReleases>()
    expect(rows.map((r) => [r.name, r.release, r.runs, r.questions, r.errors])).toEqual([
      ['Measured', 2, 2, 2, 0],
      ['Measured', 1, 1, 1, 0],
      ['Measured', null, 1, 1, 0],
    ])
    expect(rows[0]?.avgDurationMs).toBeGreaterThanOrEqual(0)
  })

  it('carries releases, notes and the live release through export and import', async () => {
    const flow = await releasedFlow('Exported')
    await fx.api.update(t.owner, flow, { flowData: graph('Exported second: {product}?') })
    await fx.api.call(t.owner, 'POST', releases(flow.id), { note: 'Second one' })
    await fx.api.call(t.owner, 'POST', `${releases(flow.id)}/1/rollback`)
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/export-import/export`,
      headers: t.owner.auth,
      payload: { chatflow: true },
    })
    expect(exported.statusCode, exported.body).toBe(200)
    const file = exported.json<TExportBundle>()
    const item = file.ChatFlow.find((f) => f.name === 'Exported')
    expect(item).toMatchObject({ releaseExplicitly: true, liveRelease: 1 })
    expect(item?.releases?.map((r) => [r.release, r.note])).toEqual([
      [1, ''],
      [2, 'Second one'],
    ])
    // Sanitized as the flow's own graph: no credential reference travels.
    expect(JSON.stringify(item?.releases)).not.toContain(fx.credential)
    expect(file.ChatFlow.find((f) => f.name === 'Always live')).not.toHaveProperty('releases')

    const other = await createUnik(t.app, t.owner, 'Imported releases')
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${other.id}/export-import/import`,
      headers: t.owner.auth,
      payload: { ChatFlow: [item] },
    })
    expect(imported.statusCode, imported.body).toBe(200)
    const copies = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${other.id}/chatflows`,
      headers: t.owner.auth,
    })
    const copy = copies.json<{ items: TChatflow[] }>().items[0]
    const base = `/api/v1/uniks/${other.id}/chatflows/${copy?.id}`
    const state = (
      await t.app.inject({ method: 'GET', url: `${base}/releases`, headers: t.owner.auth })
    ).json<TFlowReleases>()
    expect(state).toMatchObject({ releaseExplicitly: true, liveRelease: 1 })
    expect(state.releases.map((r) => [r.release, r.note, r.live])).toEqual([
      [2, 'Second one', false],
      [1, '', true],
    ])
    const second = state.releases[0]
    const version = await t.app.inject({
      method: 'GET',
      url: `${base}/versions/${second?.versionId}`,
      headers: t.owner.auth,
    })
    expect(version.json<TFlowVersion>().flowData).toContain('Exported second: {product}?')
  })
}

describeDialects('flow releases (%s)', (dialect) => {
  const fx = releasesSuite(dialect)
  describe('serving, releasing and pinning', () => servingReleases(fx))
  describe('refusals, retention, analytics and export', () => keepingReleases(fx))
})
