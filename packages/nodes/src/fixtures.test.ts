import { describe, expect, it } from 'vitest'
import {
  ZFlowData,
  ZSavedFlowData,
  findEndingNodes,
  getAllOutputHandles,
  hydrateFlow,
  sanitizeFlowForExport,
  topoSort,
  validateFlow,
} from '@unikflow/graph'
import { flowiseFixtureNames, readFlowiseFixture } from '@unikflow/testkit/fixtures'
import { getNodeDescriptor, nodeDescriptors } from './index'

const files = flowiseFixtureNames()
const load = (file: string): unknown => readFlowiseFixture(file).json

describe('shared Flowise fixtures', () => {
  it('exist', () => expect(files.length).toBeGreaterThanOrEqual(7))

  describe.each(files)('%s', (file) => {
    const parsed = ZFlowData.safeParse(load(file))

    it('parses with the graph schema', () => expect(parsed.success, parsed.error?.message).toBe(true))

    const flow = parsed.data ?? { nodes: [], edges: [] }
    const hydrated = hydrateFlow(flow, nodeDescriptors, { migrations: 'run' })

    it('hydrates with every node known', () => expect(hydrated.unknownNodes).toEqual([]))

    it('keeps every node and edge, and validateFlow finds no issue', () => {
      expect(hydrated.flow.nodes.map((n) => n.id)).toEqual(flow.nodes.map((n) => n.id))
      expect(hydrated.flow.edges).toEqual(flow.edges)
      const result = validateFlow(hydrated.flow)
      expect(result.ok ? [] : result.error).toEqual([])
    })

    it('maps every saved input to a declared input and keeps its value', () => {
      for (const node of flow.nodes) {
        const descriptor = getNodeDescriptor(node.data.name)
        const declared = new Set(descriptor?.inputs.map((i) => i.name))
        const after = hydrated.flow.nodes.find((n) => n.id === node.id)
        for (const [name, value] of Object.entries(node.data.inputs)) {
          if (node.data.name === 'chatOllama' && name === 'numGqa') continue // removed by its migration
          expect(declared.has(name), `${node.id}.${name}`).toBe(true)
          expect(after?.data.inputs[name], `${node.id}.${name}`).toEqual(value)
        }
      }
    })

    it('re-derives the same handle ids the file uses', () => {
      for (const node of flow.nodes) {
        const after = hydrated.flow.nodes.find((n) => n.id === node.id)
        const before = getAllOutputHandles(node.data).map((o) => o.id)
        expect(getAllOutputHandles(after?.data ?? node.data).map((o) => o.id)).toEqual(before)
        for (const anchor of node.data.inputAnchors) {
          expect(
            after?.data.inputAnchors.map((a) => a.id),
            `${node.id}`,
          ).toContain(anchor.id)
        }
      }
    })

    it('is stored without editor-only fields and at the current versions', () => {
      expect(ZSavedFlowData.safeParse(hydrated.flow).success).toBe(true)
      for (const node of hydrated.flow.nodes) {
        expect(node.data.version).toBe(getNodeDescriptor(node.data.name)?.version)
        expect(node.data.selected).toBeUndefined()
      }
    })

    it('orders without cycles and has an ending node', () => {
      expect(topoSort(hydrated.flow).ok).toBe(true)
      expect(findEndingNodes(hydrated.flow).length).toBeGreaterThan(0)
    })

    it('exports without secrets and still validates', () => {
      const exported = sanitizeFlowForExport(hydrated.flow)
      for (const node of exported.nodes) {
        for (const p of node.data.inputParams) {
          if (['password', 'file', 'folder'].includes(p.type))
            expect(node.data.inputs).not.toHaveProperty(p.name)
        }
        expect(node.data.credential).toBeUndefined()
      }
      expect(validateFlow(exported).ok).toBe(true)
    })
  })
})
