import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('MySQL Record Manager', () => {
  it('loads as Flowise saves it, and its run says what it needs', async () => {
    await expect(
      harness.supply('MySQLRecordManager', { inputs: { host: 'db', database: 'records' } }),
    ).rejects.toThrow(/needs a MySQL client \(the mysql2 package\)/)
  })
})
