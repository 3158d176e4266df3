import { beforeAll, describe, expect, it } from 'vitest'
import { REDACTED_CREDENTIAL_VALUE, type TCredential } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { Keyring } from '../secrets/keyring'
import { readCredentialForRun } from './credentials.service'

const SECRET = 'sk-very-secret-value-123'

/** A unik with a member and its client, shared by the groups of tests below. */
function credentialsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { api: ReturnType<typeof runsClient> }
  const t = unikFixture(dialect, {
    owner: 'cred-owner@example.com',
    unik: 'Secrets',
    users: { member: { email: 'cred-member@example.com', role: 'member' } },
  })

  beforeAll(() => {
    fx.api = runsClient(t.app, t.unik.id)
  })
  return Object.assign(fx, { t })
}

type CredentialsSuite = ReturnType<typeof credentialsSuite>

function secrets(fx: CredentialsSuite) {
  const { t } = fx
  it('stores values encrypted (no plaintext in the row) and never answers with a secret', async () => {
    const created = await fx.api.call(t.owner, 'POST', '/credentials', {
      name: 'My OpenAI',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: SECRET, basePath: 'http://127.0.0.1:9/v1' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const credential = created.json<TCredential>()
    expect(credential).toMatchObject({
      name: 'My OpenAI',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE, basePath: 'http://127.0.0.1:9/v1' },
    })
    expect(credential.createdDate).toBe(credential.updatedDate)

    const row = await t.database.db
      .selectFrom('credentials')
      .selectAll()
      .where('id', '=', credential.id)
      .executeTakeFirstOrThrow()
    const raw = JSON.stringify(row)
    expect(raw).not.toContain(SECRET)
    expect(raw).not.toContain('127.0.0.1:9')
    expect(row.key_id).toMatch(/^[0-9a-f]{16}$/)
    expect(Buffer.from(row.encrypted_data, 'base64').length).toBeGreaterThan(28)

    const list = await fx.api.call(t.member, 'GET', '/credentials')
    const one = await fx.api.call(t.member, 'GET', `/credentials/${credential.id}`)
    for (const res of [created, list, one]) expect(res.body).not.toContain(SECRET)
    expect(list.json()).toEqual([
      {
        id: credential.id,
        name: 'My OpenAI',
        credentialName: 'openAIApi',
        createdDate: credential.createdDate,
        updatedDate: credential.updatedDate,
      },
    ])
  })

  it('keeps a secret sent back as the mask, replaces one sent anew, and re-encrypts', async () => {
    const id = await fx.api.credential(
      t.owner,
      'openAIApi',
      { openAIApiKey: SECRET, basePath: 'http://a/v1' },
      'Keep',
    )
    const before = await t.database.db
      .selectFrom('credentials')
      .select('encrypted_data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const masked = await fx.api.call(t.owner, 'PUT', `/credentials/${id}`, {
      name: 'Kept',
      plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE, basePath: 'http://b/v1' },
    })
    expect(masked.statusCode, masked.body).toBe(200)
    expect(masked.json()).toMatchObject({ name: 'Kept', plainDataObj: { basePath: 'http://b/v1' } })
    const deps = { db: t.database.db, keyring: Keyring.fromSecretKeys(t.config.secretKeys) }
    expect(await readCredentialForRun(deps, t.unik.id, id)).toEqual({
      openAIApiKey: SECRET,
      basePath: 'http://b/v1',
    })
    const after = await t.database.db
      .selectFrom('credentials')
      .select('encrypted_data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(after.encrypted_data).not.toBe(before.encrypted_data)

    await fx.api.call(t.owner, 'PUT', `/credentials/${id}`, { plainDataObj: { openAIApiKey: 'sk-new' } })
    expect(await readCredentialForRun(deps, t.unik.id, id)).toEqual({
      openAIApiKey: 'sk-new',
      basePath: 'http://b/v1',
    })
    // Another unik cannot read it, even knowing the id.
    const other = await createUnik(t.app, t.owner, 'Other')
    await expect(readCredentialForRun(deps, other.id, id)).rejects.toThrow(/not found/)
  })
}

function listingAndValidation(fx: CredentialsSuite) {
  const { t } = fx
  it('filters the list by kinds (?credentialName=a&credentialName=b)', async () => {
    await fx.api.credential(t.owner, 'anthropicApi', { anthropicApiKey: 'a' }, 'Claude')
    await fx.api.credential(t.owner, 'serpApi', { serpApiKey: 's' }, 'Serp')
    const one = (await fx.api.call(t.member, 'GET', '/credentials?credentialName=anthropicApi')).json<
      TCredential[]
    >()
    expect(one.map((c) => c.name)).toEqual(['Claude'])
    const two = (
      await fx.api.call(t.member, 'GET', '/credentials?credentialName=anthropicApi&credentialName=serpApi')
    ).json<TCredential[]>()
    expect(two.map((c) => c.name).sort()).toEqual(['Claude', 'Serp'])
  })

  it('validates kinds and fields; members cannot write; delete', async () => {
    const unknownKind = await fx.api.call(t.owner, 'POST', '/credentials', {
      name: 'x',
      credentialName: 'nope',
      plainDataObj: {},
    })
    expect(unknownKind.statusCode).toBe(400)
    expect(unknownKind.json()).toMatchObject({ message: 'Unknown credential type "nope"' })
    const unknownField = await fx.api.call(t.owner, 'POST', '/credentials', {
      name: 'x',
      credentialName: 'serpApi',
      plainDataObj: { serpApiKey: 'k', stray: 'v' },
    })
    expect(unknownField.statusCode).toBe(400)
    expect(unknownField.json()).toMatchObject({ details: { fields: ['stray'] } })
    const maskOnCreate = await fx.api.call(t.owner, 'POST', '/credentials', {
      name: 'x',
      credentialName: 'serpApi',
      plainDataObj: { serpApiKey: REDACTED_CREDENTIAL_VALUE },
    })
    expect(maskOnCreate.statusCode).toBe(400)
    const denied = await fx.api.call(t.member, 'POST', '/credentials', {
      name: 'x',
      credentialName: 'serpApi',
      plainDataObj: {},
    })
    expect(denied.statusCode).toBe(403)
    const id = await fx.api.credential(t.owner, 'serpApi', { serpApiKey: 'k' }, 'Doomed')
    expect((await fx.api.call(t.member, 'DELETE', `/credentials/${id}`)).statusCode).toBe(403)
    expect((await fx.api.call(t.owner, 'DELETE', `/credentials/${id}`)).statusCode).toBe(204)
    expect((await fx.api.call(t.owner, 'GET', `/credentials/${id}`)).statusCode).toBe(404)
  })
}

describeDialects('credentials (%s)', (dialect) => {
  const fx = credentialsSuite(dialect)
  describe('secrets at rest and in answers', () => secrets(fx))
  describe('listing, validation and delete', () => listingAndValidation(fx))
})
