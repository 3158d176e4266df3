import { describe, expect, it } from 'vitest'
import { holdsAgentflowStart, ZFlowData, type TFlowData } from '@unikflow/graph'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import { copySelection, pasteClipboard } from './clipboard'
import { withoutExtraStart, wouldAddSecondStart } from './single-start'

const flow: TFlowData = ZFlowData.parse(readAgentflowV2Fixture('support-desk.json').json)
const starts = (f: TFlowData) => f.nodes.filter((n) => n.data.name === 'startAgentflow').length

describe('one Start node on the canvas', () => {
  it('leaves a copied Start behind when the flow has one, pasting the rest', () => {
    const clip = copySelection(flow, new Set(['startAgentflow_0', 'conditionAgentflow_0']))
    expect(clip.edges).toHaveLength(1)
    const { clipboard, refusedStart } = withoutExtraStart(flow, clip)
    expect(refusedStart).toBe(true)
    expect(clipboard.nodes.map((n) => n.id)).toEqual(['conditionAgentflow_0'])
    expect(clipboard.edges).toEqual([])
    const pasted = pasteClipboard(flow, clipboard)
    expect(pasted.nodeIds).toHaveLength(1)
    expect(starts(pasted.flow)).toBe(1)
  })

  it('pastes a Start into a flow that has none (cut and pasted back), one of several at most', () => {
    const clip = copySelection(flow, new Set(['startAgentflow_0']))
    const without = { ...flow, nodes: flow.nodes.filter((n) => n.id !== 'startAgentflow_0'), edges: [] }
    expect(withoutExtraStart(without, clip)).toEqual({ clipboard: clip, refusedStart: false })
    const twice = { nodes: [...clip.nodes, { ...clip.nodes[0]!, id: 'startAgentflow_9' }], edges: [] }
    const kept = withoutExtraStart(without, twice)
    expect(kept.refusedStart).toBe(true)
    expect(kept.clipboard.nodes.map((n) => n.id)).toEqual(['startAgentflow_0'])
    expect(holdsAgentflowStart(pasteClipboard(without, kept.clipboard).flow)).toBe(true)
  })

  it('refuses adding or duplicating a Start only while the flow holds one', () => {
    expect(wouldAddSecondStart(flow, 'startAgentflow')).toBe(true)
    expect(wouldAddSecondStart(flow, 'llmAgentflow')).toBe(false)
    expect(wouldAddSecondStart({ nodes: [] }, 'startAgentflow')).toBe(false)
  })
})
