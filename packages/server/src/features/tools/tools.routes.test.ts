import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TTool, TUnik } from '@unikflow/graph'
import { addMember, createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'

const schema = JSON.stringify([
  { property: 'city', type: 'string', description: 'City name', required: true },
])
const tool = {
  name: 'get_weather',
  description: 'Weather of a city',
  schema,
  func: 'return `sunny in ${$city}`',
}

describe.each(testDialects)('saved tools (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let member: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'tool-owner@example.com')
    member = await signUp(t.app, 'tool-member@example.com')
    unik = await createUnik(t.app, owner, 'Tools')
    await addMember(t.app, owner, unik.id, 'tool-member@example.com', 'member')
    api = runsClient(t.app, unik.id)
  })
  afterAll(() => t.close())

  it("CRUD in Flowise's shape; members read, editors write", async () => {
    const created = await api.call(owner, 'POST', '/tools', tool)
    expect(created.statusCode, created.body).toBe(201)
    const saved = created.json<TTool>()
    expect(saved).toMatchObject({ ...tool, iconSrc: null })
    expect(saved.color).toMatch(/^#[0-9a-f]{6}$/)
    expect((await api.call(member, 'GET', '/tools')).json<TTool[]>().map((x) => x.name)).toEqual([
      'get_weather',
    ])
    expect((await api.call(member, 'POST', '/tools', tool)).statusCode).toBe(403)
    const updated = await api.call(owner, 'PUT', `/tools/${saved.id}`, {
      description: 'Better',
      color: '#000000',
    })
    expect(updated.json()).toMatchObject({ description: 'Better', color: '#000000', name: 'get_weather' })
    expect((await api.call(member, 'GET', `/tools/${saved.id}`)).json()).toMatchObject({
      description: 'Better',
    })
    expect((await api.call(owner, 'DELETE', `/tools/${saved.id}`)).statusCode).toBe(204)
    expect((await api.call(owner, 'GET', `/tools/${saved.id}`)).statusCode).toBe(404)
  })

  it('validates the name and the schema with readable messages', async () => {
    const name = await api.call(owner, 'POST', '/tools', { ...tool, name: 'Get Weather' })
    expect(name.statusCode).toBe(400)
    expect(name.json<{ message: string }>().message).toMatch(/lowercase letters, digits and underscores/)
    const json = await api.call(owner, 'POST', '/tools', { ...tool, schema: '[{"property": ' })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: expect.stringMatching(/^Invalid JSON in schema: /),
    })
    const shape = await api.call(owner, 'POST', '/tools', { ...tool, schema: '[{"type":"string"}]' })
    expect(shape.statusCode).toBe(400)
    expect(shape.json<{ message: string }>().message).toMatch(/^Invalid schema at 0\.property/)
    const notArray = await api.call(owner, 'POST', '/tools', { ...tool, schema: '{}' })
    expect(notArray.statusCode).toBe(400)
  })
})
