import { beforeAll, expect, it } from 'vitest'
import type { TChatflow, TErrorBody, TFlowVersionConflictDetails } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { sampleFlow } from '../../test/flows'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('chatflow save conflicts (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'alice@example.com',
    unik: 'Shared',
    users: { bob: { email: 'bob@example.com', role: 'editor' } },
  })
  let api: ReturnType<typeof chatflowsClient>

  beforeAll(() => {
    api = chatflowsClient(t.app, t.unik.id)
  })

  it('answers 409 FLOW_VERSION_CONFLICT to a stale version, with who saved and when', async () => {
    const flow = await api.make(t.owner, { name: 'Contested', flowData: JSON.stringify(sampleFlow()) })
    const bobSave = await api.update(t.bob, flow.id, { version: 1, name: 'Bob was here' })
    expect(bobSave.json()).toMatchObject({ version: 2 })

    const stale = await api.update(t.owner, flow.id, { version: 1, name: 'Alice was here' })
    expect(stale.statusCode).toBe(409)
    const body = stale.json<TErrorBody>()
    expect(body).toMatchObject({ statusCode: 409, code: 'FLOW_VERSION_CONFLICT', error: 'Conflict' })
    expect(body.message).toContain('bob@example.com')
    expect(body.details).toEqual({
      currentVersion: 2,
      updatedAt: bobSave.json<TChatflow>().updatedAt,
      updatedBy: { userId: t.bob.user.id, email: 'bob@example.com' },
    } satisfies TFlowVersionConflictDetails)
    // Nothing was written by the refused save.
    expect((await api.get(t.owner, flow.id)).json()).toMatchObject({ name: 'Bob was here', version: 2 })

    // "Overwrite": the client sends its flow again with the version it was told about.
    const overwrite = await api.update(t.owner, flow.id, { version: 2, name: 'Alice was here' })
    expect(overwrite.statusCode).toBe(200)
    expect(overwrite.json()).toMatchObject({ name: 'Alice was here', version: 3, updatedBy: t.owner.user.id })
  })

  it('also refuses a version from the future, and validates flowData before the version check', async () => {
    const flow = await api.make(t.owner, { name: 'Future' })
    const ahead = await api.update(t.owner, flow.id, { version: 7, name: 'x' })
    expect(ahead.statusCode).toBe(409)
    expect(ahead.json<TErrorBody>().details).toMatchObject({ currentVersion: 1 })
    const invalid = await api.update(t.owner, flow.id, { version: 1, flowData: 'nope' })
    expect(invalid.statusCode).toBe(400)
    expect((await api.update(t.owner, flow.id, { name: 'no version' })).statusCode).toBe(400)
  })

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    for (let round = 0; round < 5; round++) {
      const flow = await api.make(t.owner, { name: `Race ${round}`, flowData: JSON.stringify(sampleFlow()) })
      const [a, b] = await Promise.all([
        api.update(t.owner, flow.id, {
          version: 1,
          name: 'Alice wins',
          flowData: JSON.stringify(sampleFlow()),
        }),
        api.update(t.bob, flow.id, { version: 1, name: 'Bob wins', flowData: JSON.stringify(sampleFlow()) }),
      ])
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
      const winner = a.statusCode === 200 ? a : b
      const loser = a.statusCode === 200 ? b : a
      const stored = (await api.get(t.owner, flow.id)).json<TChatflow>()
      expect(stored).toEqual(winner.json())
      expect(stored.version).toBe(2)
      expect(loser.json<TErrorBody>().details).toMatchObject({
        currentVersion: 2,
        updatedAt: stored.updatedAt,
      })
    }
  })

  it('lets many concurrent saves each win at most once per version', async () => {
    const flow = await api.make(t.owner, { name: 'Crowd' })
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.update(i % 2 ? t.bob : t.owner, flow.id, { version: 1, name: `Save ${i}` }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9)
    expect((await api.get(t.owner, flow.id)).json()).toMatchObject({ version: 2 })
  })
})
