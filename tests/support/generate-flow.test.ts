import { validateFlow } from '@unikflow/graph'
import { describe, expect, it } from 'vitest'
import { generateAgentGrid } from './generate-flow'

describe('generateAgentGrid', () => {
  it('makes 300 nodes and 400 edges that pass the graph rules', () => {
    const flow = generateAgentGrid(50)
    expect(flow.nodes).toHaveLength(300)
    expect(flow.edges).toHaveLength(400)
    expect(validateFlow(flow).ok).toBe(true)
  })
})
