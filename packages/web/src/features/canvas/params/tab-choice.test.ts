import { describe, expect, it } from 'vitest'
import { chosenTab } from './tab-choice'

const tabs = [{ name: 'updateStateMemoryUI' }, { name: 'updateStateMemoryCode' }]

describe('chosenTab', () => {
  it('reads the tab name our canvas stores', () => {
    expect(chosenTab(tabs, 'updateStateMemoryCode', 'seqAgent_0')?.name).toBe('updateStateMemoryCode')
  })

  it("reads Flowise's `${tab}_${nodeId}` form, so an imported flow opens on the tab its run uses", () => {
    expect(chosenTab(tabs, 'updateStateMemoryCode_seqAgent_0', 'seqAgent_0')?.name).toBe(
      'updateStateMemoryCode',
    )
  })

  it('falls back to the first tab when nothing (or another node’s choice) is stored', () => {
    expect(chosenTab(tabs, undefined, 'seqAgent_0')?.name).toBe('updateStateMemoryUI')
    expect(chosenTab(tabs, 'updateStateMemoryCode_seqAgent_1', 'seqAgent_0')?.name).toBe(
      'updateStateMemoryUI',
    )
  })
})
