import { randomUUID } from 'node:crypto'
import type { RecordManager } from '@langchain/core/indexing'
import { describe, expect, it } from 'vitest'
import { postgresTarget } from '../../testing/postgres-target'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const url = process.env.TEST_DATABASE_URL

describe('Postgres Record Manager', () => {
  it.skipIf(!url)('records keys per namespace in a PostgreSQL table (needs TEST_DATABASE_URL)', async () => {
    const target = postgresTarget(url ?? '')
    const services = harness.services(target.serviceOptions)
    const inputs = { ...target.inputs, tableName: 'record_manager_test' }
    const namespace = randomUUID()
    const supply = async (ns: string) =>
      (await harness.supply('postgresRecordManager', {
        credential: 'pg',
        inputs: { ...inputs, namespace: ns },
        services,
      })) as RecordManager
    const manager = await supply(namespace)
    await manager.createSchema()
    const before = await manager.getTime()
    await manager.update(['a', 'b'], { groupIds: ['s1', 's2'] })
    expect(await manager.exists(['a', 'b', 'c'])).toEqual([true, true, false])
    expect((await manager.listKeys({ groupIds: ['s2'] })).sort()).toEqual(['b'])
    expect((await manager.listKeys({ after: before - 1 })).sort()).toEqual(['a', 'b'])
    // Another namespace in the same table sees none of them.
    expect(await (await supply(randomUUID())).exists(['a'])).toEqual([false])
    await manager.deleteKeys(['a'])
    expect(await manager.exists(['a', 'b'])).toEqual([false, true])
  })
})
