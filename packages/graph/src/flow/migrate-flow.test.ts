import { describe, expect, it } from 'vitest'
import type { TNodeDescriptor } from '../schema/node-descriptor'
import { chainDescriptor, sampleFlow, testDescriptors } from '../testing/sample-flow'
import { mayNeedMigration, migrateFlow } from './migrate-flow'

/** The test library with `chain` at version 2 (the sample flow saves it at version 1). */
const chainAtVersion2: TNodeDescriptor[] = testDescriptors.map((d) =>
  d.name === 'chain' ? { ...chainDescriptor, version: 2, migrations: [{ fromVersion: 1, up: (i) => i }] } : d,
)

const text = (edit: (flow: ReturnType<typeof sampleFlow>) => void = () => undefined) => {
  const flow = sampleFlow()
  edit(flow)
  return JSON.stringify(flow)
}

describe('mayNeedMigration', () => {
  it('is false for a flow whose known nodes are current, and migrateFlow agrees', () => {
    expect(mayNeedMigration(text(), testDescriptors)).toBe(false)
    expect(migrateFlow(sampleFlow(), testDescriptors).migratedNodes).toEqual([])
  })

  it('is true when a node is older than its descriptor, and migrateFlow migrates it', () => {
    expect(mayNeedMigration(text(), chainAtVersion2)).toBe(true)
    expect(migrateFlow(sampleFlow(), chainAtVersion2).migratedNodes.map((n) => n.id)).toEqual(['chain_0'])
  })

  it('counts a node saved without a version as version 1', () => {
    const unversioned = text((flow) => flow.nodes.forEach((n) => delete n.data.version))
    expect(mayNeedMigration(unversioned, testDescriptors)).toBe(false)
    expect(mayNeedMigration(unversioned, chainAtVersion2)).toBe(true)
  })

  it('leaves nodes of unknown types to the reader (never migrated)', () => {
    const unknown = text((flow) => flow.nodes.forEach((n) => (n.data.name = 'noSuchNode')))
    expect(mayNeedMigration(unknown, chainAtVersion2)).toBe(false)
  })

  it('answers maybe for what it cannot read plainly, so the checked path decides', () => {
    expect(mayNeedMigration('{not json', testDescriptors)).toBe(true)
    expect(mayNeedMigration('{"edges": []}', testDescriptors)).toBe(true)
    expect(
      mayNeedMigration(
        text((flow) => Object.assign(flow.nodes[0]!.data, { version: '1' })),
        testDescriptors,
      ),
    ).toBe(true)
    expect(mayNeedMigration('{"nodes": [null], "edges": []}', testDescriptors)).toBe(true)
  })
})
