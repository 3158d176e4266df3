import { beforeAll, expect, it } from 'vitest'
import type { TVariable } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { readVariablesForRun } from './variables.service'

describeDialects('variables (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'var-owner@example.com',
    unik: 'Vars',
    users: { member: { email: 'var-member@example.com', role: 'member' } },
    app: { env: { UNIKFLOW_RUNTIME_VARIABLES: 'greeting, DEPLOY_*,UNSET_ONE,OPENAI_API_KEY' } },
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
    const deps = { db: t.database.db, config: t.config }
    const vars = await readVariablesForRun(deps, t.unik.id, { DEPLOY_REGION: 'eu-west' })
    expect(Object.fromEntries(vars.map((v) => [v.name, v.value]))).toEqual({
      model: 'gpt-4o',
      DEPLOY_REGION: 'eu-west',
      UNSET_ONE: '',
    })
  })

  it('refuses runtime variables the server does not list, its own settings and secret-looking names, saying why', async () => {
    const refused = async (body: object, code: string) => {
      const res = await api.call(t.owner, 'POST', '/variables', body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code })
      return res.json<{ message: string; details: { name: string } }>()
    }
    const own = await refused(
      { name: 'UNIKFLOW_SECRET_KEY', type: 'runtime' },
      'RUNTIME_VARIABLE_OWN_SETTING',
    )
    expect(own.message).toMatch(/one of Unikflow's own settings/)
    expect(own.details).toEqual({ name: 'UNIKFLOW_SECRET_KEY' })
    await refused({ name: 'DATABASE_URL', type: 'runtime' }, 'RUNTIME_VARIABLE_OWN_SETTING')
    await refused({ name: 'SMTP_PASSWORD', type: 'runtime' }, 'RUNTIME_VARIABLE_OWN_SETTING')
    // A prefix does not hand out a secret-looking name; an exact entry does.
    await refused({ name: 'DEPLOY_TOKEN', type: 'runtime' }, 'RUNTIME_VARIABLE_SECRET')
    const listed = await api.call(t.owner, 'POST', '/variables', { name: 'OPENAI_API_KEY', type: 'runtime' })
    expect(listed.statusCode, listed.body).toBe(201)
    const unlisted = await refused({ name: 'HOSTNAME', type: 'runtime' }, 'RUNTIME_VARIABLE_NOT_LISTED')
    expect(unlisted.message).toMatch(/UNIKFLOW_RUNTIME_VARIABLES/)
    // The same names are fine as static variables (their value is what is saved here).
    expect((await api.call(t.owner, 'POST', '/variables', { name: 'HOSTNAME', value: 'x' })).statusCode).toBe(
      201,
    )
    // Turning a static variable into a runtime one, or renaming a runtime one, is checked too.
    const hostname = (await api.call(t.owner, 'GET', '/variables'))
      .json<TVariable[]>()
      .find((v) => v.name === 'HOSTNAME')
    const turned = await api.call(t.owner, 'PUT', `/variables/${hostname?.id}`, { type: 'runtime' })
    expect(turned.json()).toMatchObject({ code: 'RUNTIME_VARIABLE_NOT_LISTED' })
    const key = listed.json<TVariable>()
    const renamed = await api.call(t.owner, 'PUT', `/variables/${key.id}`, { name: 'PORT' })
    expect(renamed.json()).toMatchObject({ code: 'RUNTIME_VARIABLE_OWN_SETTING' })
  })
})
