import { beforeAll, describe, expect, it } from 'vitest'
import type { TVariable } from '@unikflow/graph'
import { testDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { readVariablesForRun } from './variables.service'

describe.each(testDialects)('variables (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'var-owner@example.com',
    unik: 'Vars',
    users: { member: { email: 'var-member@example.com', role: 'member' } },
  })
  let api: ReturnType<typeof runsClient>

  beforeAll(() => {
    api = runsClient(t.app, t.unik.id)
  })

  it('creates, lists, updates and deletes; names are unique per unik and identifiers', async () => {
    const created = await api.call(t.owner, 'POST', '/variables', { name: 'greeting', value: 'hello' })
    expect(created.statusCode, created.body).toBe(201)
    const v = created.json<TVariable>()
    expect(v).toMatchObject({ name: 'greeting', value: 'hello', type: 'static' })
    expect((await api.call(t.owner, 'POST', '/variables', { name: 'greeting', value: 'x' })).statusCode).toBe(
      409,
    )
    const bad = await api.call(t.owner, 'POST', '/variables', { name: 'has space', value: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toMatch(/letters, digits and _/)
    expect((await api.call(t.member, 'POST', '/variables', { name: 'm', value: 'x' })).statusCode).toBe(403)
    const updated = await api.call(t.owner, 'PUT', `/variables/${v.id}`, { value: 'hi', type: 'runtime' })
    expect(updated.json()).toMatchObject({ value: 'hi', type: 'runtime' })
    expect((await api.call(t.member, 'GET', '/variables')).json<TVariable[]>().map((x) => x.name)).toEqual([
      'greeting',
    ])
    expect((await api.call(t.member, 'GET', `/variables/${v.id}`)).statusCode).toBe(200)
    expect((await api.call(t.owner, 'DELETE', `/variables/${v.id}`)).statusCode).toBe(204)
    expect((await api.call(t.owner, 'GET', `/variables/${v.id}`)).statusCode).toBe(404)
  })

  it('runs see static values, and runtime ones from the environment variable of the same name', async () => {
    await api.call(t.owner, 'POST', '/variables', { name: 'model', value: 'gpt-4o' })
    await api.call(t.owner, 'POST', '/variables', { name: 'DEPLOY_REGION', value: 'note', type: 'runtime' })
    await api.call(t.owner, 'POST', '/variables', { name: 'UNSET_ONE', value: 'note', type: 'runtime' })
    const vars = await readVariablesForRun(t.database.db, t.unik.id, { DEPLOY_REGION: 'eu-west' })
    expect(Object.fromEntries(vars.map((v) => [v.name, v.value]))).toEqual({
      model: 'gpt-4o',
      DEPLOY_REGION: 'eu-west',
      UNSET_ONE: '',
    })
  })
})
