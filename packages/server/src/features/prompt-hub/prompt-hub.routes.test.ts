import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { TPromptHubList } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'

/** A remote hub on loopback: one good prompt, one that repeats a bundled id, one that does not fit. */
const hub: Server = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json')
  res.end(
    JSON.stringify({
      prompts: [
        {
          id: 'team/haiku',
          name: 'Haiku',
          kind: 'prompt',
          template: 'Write a haiku about {question}',
          tags: ['Poetry'],
        },
        { id: 'unikflow/translate', name: 'Shadow', kind: 'prompt', template: 'x' },
        { id: 'broken', kind: 'song' },
      ],
    }),
  )
})
await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve))
const hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}/prompts`
afterAll(() => new Promise<void>((resolve) => hub.close(() => resolve())))

const list = async (t: ReturnType<typeof unikFixture<'member'>>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/uniks/${t.unik.id}/prompt-hub`,
    headers: t.member.auth,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<TPromptHubList>()
}

describeDialects('prompt hub (%s)', (dialect) => {
  describe('bundled only', () => {
    const t = unikFixture(dialect, {
      owner: 'owner@example.com',
      unik: 'Prompts',
      users: { member: { email: 'member@example.com', role: 'member' } },
    })
    it('lists the bundled prompts of both kinds, with their texts, and says no remote hub is set', async () => {
      const body = await list(t)
      expect(body.remote).toBe('off')
      expect(body.prompts.length).toBeGreaterThanOrEqual(20)
      expect(new Set(body.prompts.map((p) => p.id)).size).toBe(body.prompts.length)
      for (const p of body.prompts) {
        expect(p.source).toBe('bundled')
        if (p.kind === 'prompt') expect(p.template, p.id).toContain('{')
        else expect(p.systemMessage.length, p.id).toBeGreaterThan(20)
      }
      expect(body.prompts.some((p) => p.kind === 'chat')).toBe(true)
    })
  })
})

// The remote hub's cases run on SQLite alone: the list reads no table (bundled prompts and the hub's answer),
// so a PostgreSQL app each (a database, its migrations and users) would check nothing more.
describe('prompt hub with a remote hub (sqlite)', () => {
  const dialect = 'sqlite'
  describe('with a remote hub the guard allows', () => {
    const t = unikFixture(dialect, {
      owner: 'owner@example.com',
      unik: 'Prompts',
      users: { member: { email: 'member@example.com', role: 'member' } },
      app: { env: { PROMPT_HUB_URL: hubUrl, UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
    })
    it('adds its valid prompts after the bundled ones, skipping repeated ids and entries that do not fit', async () => {
      const body = await list(t)
      expect(body.remote).toBe('ok')
      const remote = body.prompts.filter((p) => p.source === 'remote')
      expect(remote).toEqual([
        expect.objectContaining({ id: 'team/haiku', tags: ['Poetry'], kind: 'prompt' }),
      ])
      expect(body.prompts.find((p) => p.id === 'unikflow/translate')?.name).toBe('Translator')
    })
  })

  describe('with a remote hub on a private address the guard refuses', () => {
    const t = unikFixture(dialect, {
      owner: 'owner@example.com',
      unik: 'Prompts',
      users: { member: { email: 'member@example.com', role: 'member' } },
      app: { env: { PROMPT_HUB_URL: hubUrl } },
    })
    it('still lists the bundled prompts and says the remote hub is unreachable', async () => {
      const body = await list(t)
      expect(body.remote).toBe('unreachable')
      expect(body.prompts.every((p) => p.source === 'bundled')).toBe(true)
    })
  })
})
