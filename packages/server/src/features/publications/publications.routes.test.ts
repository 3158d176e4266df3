import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TLead, TPublicationsOfFlow, TPublicationVersion } from '@unikflow/graph'
import { arQuizExampleFlow } from '@unikflow/updl'
import type { DialectName } from '../../db/database'
import { buildApp } from '../../app'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { sampleFlow } from '../../test/flows'
import { unikFixture } from '../../test/unik-fixture'

const quiz = () => JSON.stringify(arQuizExampleFlow())

/** A unik with a member and a UPDL flow, and the publication calls the groups of tests below share. */
function publicationsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { flow: TChatflow }
  const t = unikFixture(dialect, {
    owner: 'publisher@example.com',
    unik: 'Scenes',
    users: { reader: { email: 'reader@example.com', role: 'member' } },
  })
  const api = (path: string) => `/api/v1/uniks/${t.unik.id}/chatflows/${fx.flow.id}/publications${path}`
  const publish = (technology: string, body: object = {}) =>
    t.app.inject({ method: 'POST', url: api(`/${technology}/publish`), headers: t.owner.auth, payload: body })
  const settings = (technology: string, body: object) =>
    t.app.inject({ method: 'PUT', url: api(`/${technology}`), headers: t.owner.auth, payload: body })
  const page = (path = '') => t.app.inject({ method: 'GET', url: `/p/${fx.flow.id}${path}` })
  /** Every answer a visitor can get must leave the fx.flow document and credentials out. */
  const expectNoFlowData = (body: string) => {
    expect(body).not.toMatch(/flowData|inputAnchors|"baseClasses"|credential/i)
  }

  beforeAll(async () => {
    fx.flow = await chatflowsClient(t.app, t.unik.id).make(t.owner, { name: 'AR quiz', flowData: quiz() })
  })
  return Object.assign(fx, { t, api, publish, settings, page, expectNoFlowData })
}

type PublicationsSuite = ReturnType<typeof publicationsSuite>

function publishing(fx: PublicationsSuite) {
  const { t, api, publish, settings, page, expectNoFlowData } = fx
  it("refuses to publish a flow without UPDL nodes: 'No UPDL nodes found in this flow'", async () => {
    const plain = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: 'Chat only',
      flowData: JSON.stringify(sampleFlow()),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${plain.id}/publications/arjs/publish`,
      headers: t.owner.auth,
      payload: {},
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'NO_UPDL_NODES', message: 'No UPDL nodes found in this flow' })
    const visitor = await t.app.inject({ method: 'GET', url: `/p/${plain.id}` })
    expect(visitor.statusCode).toBe(404)
    expect(visitor.body).toContain('Failed to load AR scene')
  })

  it('shows nothing before publishing; members may read but not publish', async () => {
    expect((await page()).body).toContain('Failed to load AR scene')
    const ru = await t.app.inject({
      method: 'GET',
      url: `/p/${fx.flow.id}`,
      headers: { 'accept-language': 'ru' },
    })
    expect(ru.body).toContain('Не удалось загрузить AR-сцену')
    const list = await t.app.inject({ method: 'GET', url: api(''), headers: t.reader.auth })
    expect(list.statusCode).toBe(200)
    expect(list.json<TPublicationsOfFlow>().publications.map((p) => p.technology)).toEqual([
      'chat',
      'arjs',
      'playcanvas',
      'babylonjs',
      'threejs',
      'aframevr',
    ])
    const denied = await t.app.inject({
      method: 'POST',
      url: api('/arjs/publish'),
      headers: t.reader.auth,
      payload: {},
    })
    expect(denied.statusCode).toBe(403)
  })

  it('publishes AR.js as version 1 (streaming): the page is embeddable and runs only its own scripts', async () => {
    const saved = await settings('arjs', {
      options: { title: 'Planets', libSource: 'local', arjs: { markerType: 'preset', preset: 'kanji' } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const res = await publish('arjs')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TPublicationVersion>()).toMatchObject({
      version: 1,
      technology: 'arjs',
      status: 'published',
      generationMode: 'streaming',
      title: 'Planets',
    })
    // The link is a frame page (our one script, which opens the camera) around the sandboxed scene.
    const visitor = await page()
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['content-type']).toMatch(/^text\/html/)
    const frameCsp = String(visitor.headers['content-security-policy'])
    expect(frameCsp).toContain('frame-ancestors *')
    expect(frameCsp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/)
    expect(frameCsp).toContain("frame-src 'self'")
    expect(String(visitor.headers['permissions-policy'])).toContain('camera=(self)')
    expect(visitor.body).toContain(
      `<iframe id="uf-scene-frame" src="/p/${fx.flow.id}/scene" sandbox="allow-scripts`,
    )
    expect(visitor.body).not.toContain('allow-same-origin')
    expect(visitor.body).toContain('<title>Planets</title>')
    expectNoFlowData(visitor.body)

    const scene = await page('/scene')
    expect(scene.statusCode).toBe(200)
    const csp = String(scene.headers['content-security-policy'])
    expect(csp).toContain('frame-ancestors *')
    // Sandboxed without same-origin: the page's libraries cannot read the app's storage or cookies.
    expect(csp).toMatch(/; sandbox allow-scripts [a-z -]+$/)
    expect(csp).not.toContain('allow-same-origin')
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/)
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    // AR.js's tracker needs eval; no other technology's page allows it (checked below with three.js).
    expect(scriptSrc).toContain("'unsafe-eval'")
    expect(scene.headers['x-frame-options']).toBeUndefined()
    expect(scene.body).toContain('Planets')
    expectNoFlowData(scene.body)
    // The app's own pages keep their strict policy.
    const app = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
    expect(String(app.headers['content-security-policy'])).not.toContain('sha256')

    const info = await t.app.inject({ method: 'GET', url: `/api/v1/public-publications/${fx.flow.id}` })
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ technology: 'arjs', version: 1, pageUrl: `/p/${fx.flow.id}/v/1` })
    expectNoFlowData(info.body)
  })
}

function visibilityAndPages(fx: PublicationsSuite) {
  const { t, api, publish, settings, page } = fx
  it('publishing another technology makes AR.js private; the pinned link follows visibility', async () => {
    const three = await publish('threejs')
    expect(three.json<TPublicationVersion>().version).toBe(2)
    const list = (
      await t.app.inject({ method: 'GET', url: api(''), headers: t.owner.auth })
    ).json<TPublicationsOfFlow>()
    const visible = list.publications.filter((p) => p.isPublic).map((p) => p.technology)
    expect(visible).toEqual(['threejs'])
    expect(list.versions.map((v) => [v.version, v.technology])).toEqual([
      [2, 'threejs'],
      [1, 'arjs'],
    ])
    // Needing no camera, a three.js page is the sandboxed scene itself.
    const threePage = await page('/v/2')
    expect(threePage.statusCode).toBe(200)
    expect(String(threePage.headers['content-security-policy'])).not.toContain("'unsafe-eval'")
    expect(String(threePage.headers['content-security-policy'])).toContain('; sandbox allow-scripts')
    expect(threePage.body).toContain('three@')
    // Version 1 is AR.js, which is private now.
    const pinned = await page('/v/1')
    expect(pinned.statusCode).toBe(404)
    expect(pinned.body).toContain('Failed to load AR scene')
    const privateApi = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public-publications/${fx.flow.id}?version=1`,
    })
    expect(privateApi.statusCode).toBe(404)
    expect(privateApi.json()).toMatchObject({ message: 'Failed to load AR scene' })
    for (const bad of ['/v/0', '/v/x', '/v/99', `/v/${'9'.repeat(30)}`])
      expect((await page(bad)).statusCode).toBe(404)
    const longId = await t.app.inject({ method: 'GET', url: `/p/${'x'.repeat(90)}` })
    expect(longId.statusCode).toBe(404)
    expect(longId.body).toContain('Failed to load AR scene')

    // Make Public on AR.js again: three.js goes private, and version 1 answers again.
    expect((await settings('arjs', { isPublic: true })).json()).toMatchObject({
      isPublic: true,
      currentVersion: 1,
    })
    expect((await page('/v/1')).statusCode).toBe(200)
    expect((await page('/v/2')).statusCode).toBe(404)
    // Make it private: nobody sees anything.
    await settings('arjs', { isPublic: false })
    expect((await page()).statusCode).toBe(404)
  })

  it('pre-generation stores the page once and writes a new one on re-publish; pinned keeps the old', async () => {
    await settings('aframevr', { generationMode: 'pregeneration', options: { title: 'Stored v1' } })
    const first = (await publish('aframevr')).json<TPublicationVersion>()
    const dir = join(t.config.publicationsDir, fx.flow.id)
    const filesAfterFirst = readdirSync(dir)
    expect(filesAfterFirst).toHaveLength(1)
    const firstFile = readFileSync(join(dir, filesAfterFirst[0] ?? ''), 'utf8')
    expect(firstFile).toContain('Stored v1')
    expect((await page()).body).toBe(firstFile)

    // The flow changes: a pre-generated page does not, until published again.
    const changed = arQuizExampleFlow()
    const space = changed.nodes.find((n) => n.data.name === 'space')
    if (space) space.data.inputs.spaceName = 'Renamed space'
    const current = await chatflowsClient(t.app, t.unik.id).get(t.owner, fx.flow.id)
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${fx.flow.id}`,
      headers: t.owner.auth,
      payload: { flowData: JSON.stringify(changed), version: current.json<TChatflow>().version },
    })
    expect(update.statusCode, update.body).toBe(200)
    expect((await page()).body).not.toContain('Renamed space')

    await settings('aframevr', { options: { title: 'Stored v2' } })
    const second = (await publish('aframevr')).json<TPublicationVersion>()
    expect(second.version).toBe(first.version + 1)
    const latest = await page()
    expect(latest.body).toContain('Stored v2')
    expect(latest.body).toContain('Renamed space')
    expect(readdirSync(dir)).toHaveLength(2)
    const pinned = await page(`/v/${first.version}`)
    expect(pinned.body).toBe(firstFile)

    // A file an older build wrote (before scene pages were sandboxed) is written again from its scene.
    const oldName = `${fx.flow.id}/v${second.version}-0000aaaa.html`
    writeFileSync(join(t.config.publicationsDir, oldName), '<p>written by an older build</p>')
    await t.database.db
      .updateTable('publication_versions')
      .set({ html_file: oldName })
      .where('chatflow_id', '=', fx.flow.id)
      .where('version', '=', second.version)
      .execute()
    const rewritten = await page()
    expect(rewritten.body).toContain('Stored v2')
    expect(readdirSync(dir)).toHaveLength(4)
  })
}

function leads(fx: PublicationsSuite) {
  const { t } = fx
  it('stores a lead with points from the public page, shown in the list and the CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?chatflowid=${fx.flow.id}`,
      payload: { name: 'Ann', email: 'ann@example.com', points: -5 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Ann', points: -5 })
    const leads = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${fx.flow.id}/leads`,
      headers: t.reader.auth,
    })
    expect(leads.json<TLead[]>()[0]).toMatchObject({ name: 'Ann', email: 'ann@example.com', points: -5 })
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${fx.flow.id}/leads?format=csv`,
      headers: t.reader.auth,
    })
    expect(csv.body).toContain('Name,Email,Phone,Points,Created')
    expect(csv.body).toContain('Ann,ann@example.com,,-5,')
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?chatflowid=${fx.flow.id}`,
      payload: { email: 'not-an-email', points: 1 },
    })
    expect(bad.statusCode).toBe(400)

    // With allowed domains, another site is refused; the served page itself, sandboxed, says `Origin: null`.
    const flows = chatflowsClient(t.app, t.unik.id)
    const current = (await flows.get(t.owner, fx.flow.id)).json<TChatflow>()
    const chatbotConfig = JSON.stringify({ allowedOrigins: ['https://shop.example'] })
    const saved = await flows.update(t.owner, fx.flow.id, { chatbotConfig, version: current.version })
    expect(saved.statusCode, saved.body).toBe(200)
    const lead = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/leads?chatflowid=${fx.flow.id}`,
        headers: { origin },
        payload: { name: 'Bo', points: 1 },
      })
    expect((await lead('https://elsewhere.example')).statusCode).toBe(403)
    const fromPage = await lead('null')
    expect(fromPage.statusCode, fromPage.body).toBe(200)
    expect(fromPage.headers['access-control-allow-origin']).toBe('null')
    expect(fromPage.headers['access-control-allow-credentials']).toBeUndefined()
    expect((await lead('https://shop.example')).statusCode).toBe(200)
  })

  it('refuses leads for a flow with no public page or chatbot', async () => {
    const other = await chatflowsClient(t.app, t.unik.id).make(t.owner, { name: 'Quiet', flowData: quiz() })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?chatflowid=${other.id}`,
      payload: { name: 'Bob', points: 3 },
    })
    expect(res.statusCode).toBe(404)
  })
}

function scheduling(fx: PublicationsSuite) {
  const { t, api, publish, expectNoFlowData } = fx
  it('a scheduled publish waits, and is published by a restarted server once due', async () => {
    const scheduledFor = new Date(Date.now() + 3_600_000).toISOString()
    const res = await publish('babylonjs', { scheduledFor })
    expect(res.statusCode, res.body).toBe(200)
    const scheduled = res.json<TPublicationVersion>()
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledFor, publishedDate: null })
    expect((await publish('babylonjs', { scheduledFor: '2000-01-01T00:00:00Z' })).statusCode).toBe(400)
    await t.app.inject({ method: 'GET', url: `/p/${fx.flow.id}/v/${scheduled.version}` }).then((r) => {
      expect(r.statusCode).toBe(404)
    })

    // The server stops; the time comes while it is down; a new server starts on the same database.
    await t.database.db
      .updateTable('publication_versions')
      .set({ scheduled_for: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', scheduled.id)
      .execute()
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false })
    try {
      await restarted.ready()
      await expect
        .poll(async () => {
          const r = await restarted.inject({ method: 'GET', url: `/p/${fx.flow.id}/v/${scheduled.version}` })
          return r.statusCode
        })
        .toBe(200)
      const list = await restarted.inject({ method: 'GET', url: api(''), headers: t.owner.auth })
      const body = list.json<TPublicationsOfFlow>()
      expect(body.versions.find((v) => v.id === scheduled.id)).toMatchObject({ status: 'published' })
      expect(body.publications.filter((p) => p.isPublic).map((p) => p.technology)).toEqual(['babylonjs'])
    } finally {
      await restarted.close()
    }
  })

  it('cancels a scheduled version; exports the page with CDN libraries as a download', async () => {
    const scheduledFor = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = (await publish('playcanvas', { scheduledFor })).json<TPublicationVersion>()
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: api(`/versions/${scheduled.version}`),
      headers: t.owner.auth,
    })
    expect(cancel.statusCode).toBe(204)
    const again = await t.app.inject({
      method: 'DELETE',
      url: api(`/versions/${scheduled.version}`),
      headers: t.owner.auth,
    })
    expect(again.statusCode).toBe(404)

    const exported = await t.app.inject({ method: 'GET', url: api('/arjs/export'), headers: t.reader.auth })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toBe('attachment; filename="AR_quiz-arjs.html"')
    expect(exported.body).toContain('<html')
    expectNoFlowData(exported.body)
    const chat = await t.app.inject({ method: 'GET', url: api('/chat/export'), headers: t.reader.auth })
    expect(chat.statusCode).toBe(400)
  })
}

describeDialects('UPDL publications (%s)', (dialect) => {
  const fx = publicationsSuite(dialect)
  describe('publishing', () => publishing(fx))
  describe('visibility and pre-generated pages', () => visibilityAndPages(fx))
  describe('leads', () => leads(fx))
  describe('scheduled publishes and exports', () => scheduling(fx))
})
