import { describe, expect, it } from 'vitest'
import type { TNodeContext } from '../context'
import { legacyContext } from './legacy-runtime'

/** Only what legacyContext reads and keeps; the rest of a context does not matter here. */
const ctx = (inputs: Record<string, unknown>, isUpsert = false) =>
  ({ nodeId: 'n', nodeName: 'postgresUpsert', inputs, isUpsert }) as unknown as TNodeContext

describe('legacy vector store context', () => {
  it('an Upsert node runs as an upsert with its documents; old input names reach the new ones', () => {
    const docs = [{ pageContent: 'x' }]
    const seen = legacyContext(ctx({ document: docs, sslConnection: true, host: 'db' }), 'upsert', {
      sslConnection: 'ssl',
    })
    expect(seen.isUpsert).toBe(true)
    expect(seen.inputs).toEqual({ document: docs, ssl: true, host: 'db' })
    expect(seen.nodeId).toBe('n')
  })

  it('an Existing node never writes: no documents, not an upsert even in an upsert run', () => {
    const seen = legacyContext(ctx({ document: [{ pageContent: 'x' }], host: 'db' }, true), 'existing')
    expect(seen.isUpsert).toBe(false)
    expect(seen.inputs).toEqual({ host: 'db' })
  })

  it('an input given under both names keeps the new one', () => {
    const seen = legacyContext(ctx({ sslConnection: false, ssl: true }), 'existing', { sslConnection: 'ssl' })
    expect(seen.inputs).toEqual({ ssl: true })
  })
})
