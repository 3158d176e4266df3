import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TApiKey, TApiKeyCreated, TApiKeyImportResult, TChatflow } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const dataUrl = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

/** The unik, its fake OpenAI and the helpers the groups of tests below share. */
function apiKeysSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI; api: ReturnType<typeof runsClient>; flowData: string }
  const t = unikFixture(dialect, {
    owner: 'keys-owner@example.com',
    unik: 'Keys',
    users: {
      editor: { email: 'keys-editor@example.com', role: 'editor' },
      member: { email: 'keys-member@example.com', role: 'member' },
    },
  })

  const keys = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
    fx.api.call(s, method, `/apikey${path}`, payload)
  const create = async (keyName: string) => {
    const res = await keys(t.owner, 'POST', '', { keyName })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<TApiKeyCreated>()
  }

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    const credentialId = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    fx.flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
    })
  })
  afterAll(() => fx.fake.close())
  return Object.assign(fx, { t, keys, create })
}

type ApiKeysSuite = ReturnType<typeof apiKeysSuite>

function managingKeys(fx: ApiKeysSuite) {
  const { t, keys, create } = fx
  it('shows a new key once, stores only its hash, and lists it masked', async () => {
    const created = await create('Production')
    expect(created.apiKey).toMatch(/^[\w-]{43}$/)
    expect(created.maskedKey).toBe(`${created.apiKey.slice(0, 4)}…${created.apiKey.slice(-4)}`)
    const row = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(created.apiKey)
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/)
    const listed = await keys(t.member, 'GET')
    expect(listed.statusCode).toBe(200)
    expect(listed.body).not.toContain(created.apiKey)
    expect(listed.json<TApiKey[]>().find((k) => k.id === created.id)).toEqual({
      id: created.id,
      keyName: 'Production',
      maskedKey: created.maskedKey,
      createdAt: created.createdAt,
      chatFlows: [],
    })
  })

  it('lets admins and owners manage keys; editors and members only list', async () => {
    expect((await keys(t.editor, 'POST', '', { keyName: 'x' })).statusCode).toBe(403)
    expect((await keys(t.member, 'POST', '', { keyName: 'x' })).statusCode).toBe(403)
    expect((await keys(t.editor, 'GET')).statusCode).toBe(200)
    const key = await create('Rename me')
    expect((await keys(t.editor, 'PUT', `/${key.id}`, { keyName: 'no' })).statusCode).toBe(403)
    expect((await keys(t.editor, 'DELETE', `/${key.id}`)).statusCode).toBe(403)
    const renamed = await keys(t.owner, 'PUT', `/${key.id}`, { keyName: 'Renamed' })
    expect(renamed.json()).toMatchObject({ keyName: 'Renamed', maskedKey: key.maskedKey })
    expect((await keys(t.owner, 'POST', '', { keyName: '  ' })).statusCode).toBe(400)
    expect((await keys(t.owner, 'PUT', '/nope', { keyName: 'x' })).statusCode).toBe(404)
  })
}

function keyedFlows(fx: ApiKeysSuite) {
  const { t, keys, create } = fx
  it('a flow with a key answers only to it, cannot be public, and loses it when the key is deleted', async () => {
    const key = await create('Flow key')
    const flow = await fx.api.flow(t.owner, 'Keyed', fx.flowData, { isPublic: true })
    // Setting a key on a public flow is refused unless the same save makes it private.
    const refused = await fx.api.call(t.owner, 'PUT', `/chatflows/${flow.id}`, {
      version: flow.version,
      apikeyid: key.id,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'FLOW_HAS_API_KEY',
      message: expect.stringMatching(/cannot be public/),
    })
    const keyed = await fx.api.update(t.owner, flow, { apikeyid: key.id, isPublic: false })
    expect(keyed).toMatchObject({ apikeyid: key.id, isPublic: false })
    const makePublic = await fx.api.call(t.owner, 'PUT', `/chatflows/${flow.id}`, {
      version: keyed.version,
      isPublic: true,
    })
    expect(makePublic.statusCode).toBe(409)
    expect(makePublic.json()).toMatchObject({ code: 'FLOW_HAS_API_KEY' })

    expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(404)
    const wrong = await predict(
      t.app,
      flow.id,
      { question: 'hi' },
      { headers: { authorization: 'Bearer nope' } },
    )
    expect(wrong.statusCode).toBe(404)
    const right = await predict(
      t.app,
      flow.id,
      { question: 'hi' },
      { headers: { authorization: `Bearer ${key.apiKey}` } },
    )
    expect(right.statusCode, right.body).toBe(200)
    expect(right.json()).toMatchObject({ text: 'You said: hi' })
    // The public chatbot never serves a keyed flow.
    const config = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${flow.id}` })
    expect(config.statusCode).toBe(404)
    expect(config.json()).toMatchObject({ message: 'Invalid Chatbot. Please check your configuration.' })

    const usage = (await keys(t.member, 'GET')).json<TApiKey[]>().find((k) => k.id === key.id)
    expect(usage?.chatFlows).toEqual([expect.objectContaining({ id: flow.id, flowName: 'Keyed' })])
    expect((await keys(t.owner, 'DELETE', `/${key.id}`)).statusCode).toBe(204)
    expect((await fx.api.call(t.owner, 'GET', `/chatflows/${flow.id}`)).json<TChatflow>().apikeyid).toBeNull()
    const after = await predict(
      t.app,
      flow.id,
      { question: 'hi' },
      { headers: { authorization: `Bearer ${key.apiKey}` } },
    )
    expect(after.statusCode).toBe(404)
  })

  it('refuses a key of another unik on a flow', async () => {
    const stranger = await signUp(t.app, 'keys-stranger@example.com')
    const other = await createUnik(t.app, stranger, 'Other')
    const theirs = (
      await runsClient(t.app, other.id).call(stranger, 'POST', '/apikey', { keyName: 'theirs' })
    ).json<TApiKeyCreated>()
    const flow = await fx.api.flow(t.owner, 'Borrow', fx.flowData)
    const res = await fx.api.call(t.owner, 'PUT', `/chatflows/${flow.id}`, {
      version: flow.version,
      apikeyid: theirs.id,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'API key not found in this unik' })
  })
}

function importingKeys(fx: ApiKeysSuite) {
  const { t } = fx
  it("imports Flowise's api.json in each mode, hashing the plaintext keys", async () => {
    const fresh = await createUnik(t.app, t.owner, 'Import')
    const importer = runsClient(t.app, fresh.id)
    const file = [
      {
        keyName: 'alpha',
        apiKey: 'alpha-key-0000000001',
        apiSecret: 'x.y',
        createdAt: '2024-01-02T03:04:05.000Z',
        id: 'imported-alpha',
      },
      { keyName: 'beta', apiKey: 'beta-key-00000000002' },
    ]
    const run = (importMode: string, value: unknown = file) =>
      importer.call(t.owner, 'POST', '/apikey/import', { importMode, jsonFile: dataUrl(value) })

    const added = await run('addNew')
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({ added: 2, replaced: 0, skipped: 0 })
    const alpha = added.json<TApiKeyImportResult>().keys.find((k) => k.keyName === 'alpha')
    expect(alpha).toMatchObject({
      id: 'imported-alpha',
      maskedKey: 'alph…0001',
      createdAt: '2024-01-02T03:04:05.000Z',
    })
    const rows = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('unik_id', '=', fresh.id)
      .execute()
    expect(JSON.stringify(rows)).not.toContain('alpha-key-0000000001')

    expect((await run('addNew')).json()).toMatchObject({ added: 0, skipped: 2 })
    const clash = await run('errorIfExist')
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({
      code: 'API_KEY_EXISTS',
      message: 'Key with name alpha already exists',
    })

    const replaced = await run('replaceIfExist', [
      { keyName: 'alpha', apiKey: 'alpha-key-rotated-0003' },
      { keyName: 'gamma', apiKey: 'gamma-key-0000000004' },
    ])
    expect(replaced.json()).toMatchObject({ added: 1, replaced: 1, skipped: 0 })
    const ownCredential = await importer.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    const ownFlowData = fixtureFlowData('conversation-chain.json', {
      credentialId: ownCredential,
      credentialNodes: ['chatOpenAI'],
    })
    const flow = await importer.flow(t.owner, 'Imported key flow', ownFlowData, {
      apikeyid: 'imported-alpha',
    })
    const call = (key: string) =>
      predict(t.app, flow.id, { question: 'k' }, { headers: { authorization: `Bearer ${key}` } })
    expect((await call('alpha-key-0000000001')).statusCode).toBe(404)
    expect((await call('alpha-key-rotated-0003')).statusCode).toBe(200)

    // A value another key already holds, a malformed file, a bad data URL: refused, nothing changed.
    expect((await run('addNew', [{ keyName: 'delta', apiKey: 'gamma-key-0000000004' }])).statusCode).toBe(409)
    expect((await run('addNew', [{ keyName: 'x' }])).statusCode).toBe(400)
    const notJson = await importer.call(t.owner, 'POST', '/apikey/import', {
      importMode: 'addNew',
      jsonFile: 'data:text/plain,abc',
    })
    expect(notJson.statusCode).toBe(400)
    expect(
      (await run('replaceAll', [{ keyName: 'only', apiKey: 'only-key-000000000005' }])).json(),
    ).toMatchObject({
      added: 1,
      keys: [expect.objectContaining({ keyName: 'only' })],
    })
    expect(
      (await importer.call(t.owner, 'GET', `/chatflows/${flow.id}`)).json<TChatflow>().apikeyid,
    ).toBeNull()
    expect(
      (
        await importer.call(t.editor, 'POST', '/apikey/import', {
          importMode: 'addNew',
          jsonFile: dataUrl(file),
        })
      ).statusCode,
    ).toBe(404)
  })
}

describeDialects('API keys (%s)', (dialect) => {
  const fx = apiKeysSuite(dialect)
  describe('managing keys', () => managingKeys(fx))
  describe('a flow with a key', () => keyedFlows(fx))
  describe("importing Flowise's api.json", () => importingKeys(fx))
})
