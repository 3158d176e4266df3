import { beforeAll, expect, it } from 'vitest'
import type { TTool } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const schema = JSON.stringify([
  { property: 'city', type: 'string', description: 'City name', required: true },
])
const tool = {
  name: 'get_weather',
  description: 'Weather of a city',
  schema,
  func: 'return `sunny in ${$city}`',
}

describeDialects('saved tools (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'tool-owner@example.com',
    unik: 'Tools',
    users: { member: { email: 'tool-member@example.com', role: 'member' } },
  })
  let api: ReturnType<typeof runsClient>

  beforeAll(() => {
    api = runsClient(t.app, t.unik.id)
  })

  it("CRUD in Flowise's shape; members read, editors write", async () => {
    const created = await api.call(t.owner, 'POST', '/tools', tool)
    expect(created.statusCode, created.body).toBe(201)
    const saved = created.json<TTool>()
    expect(saved).toMatchObject({ ...tool, iconSrc: null })
    expect(saved.color).toMatch(/^#[0-9a-f]{6}$/)
    expect((await api.call(t.member, 'GET', '/tools')).json<TTool[]>().map((x) => x.name)).toEqual([
      'get_weather',
    ])
    expect((await api.call(t.member, 'POST', '/tools', tool)).statusCode).toBe(403)
    const updated = await api.call(t.owner, 'PUT', `/tools/${saved.id}`, {
      description: 'Better',
      color: '#000000',
    })
    expect(updated.json()).toMatchObject({ description: 'Better', color: '#000000', name: 'get_weather' })
    expect((await api.call(t.member, 'GET', `/tools/${saved.id}`)).json()).toMatchObject({
      description: 'Better',
    })
    expect((await api.call(t.owner, 'DELETE', `/tools/${saved.id}`)).statusCode).toBe(204)
    expect((await api.call(t.owner, 'GET', `/tools/${saved.id}`)).statusCode).toBe(404)
  })

  it('validates the name and the schema with readable messages', async () => {
    const name = await api.call(t.owner, 'POST', '/tools', { ...tool, name: 'Get Weather' })
    expect(name.statusCode).toBe(400)
    expect(name.json<{ message: string }>().message).toMatch(/lowercase letters, digits and underscores/)
    const json = await api.call(t.owner, 'POST', '/tools', { ...tool, schema: '[{"property": ' })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: expect.stringMatching(/^Invalid JSON in schema: /),
    })
    const shape = await api.call(t.owner, 'POST', '/tools', { ...tool, schema: '[{"type":"string"}]' })
    expect(shape.statusCode).toBe(400)
    expect(shape.json<{ message: string }>().message).toMatch(/^Invalid schema at 0\.property/)
    const notArray = await api.call(t.owner, 'POST', '/tools', { ...tool, schema: '{}' })
    expect(notArray.statusCode).toBe(400)
  })
})
