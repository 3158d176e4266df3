import { describe, expect, it } from 'vitest'
import {
  groupByCategory,
  paletteGroupOf,
  paletteTabOf,
  paletteTabsFor,
  RECENT_GROUP,
  searchKeysOf,
  sortAgentflowV2,
  withRecentGroup,
} from './palette-groups'
import { fuzzyFilter } from './fuzzy'

describe('palette groups', () => {
  it('puts sequential agent and UPDL nodes in their own tabs', () => {
    expect(paletteTabOf({ category: 'Sequential Agents' })).toBe('sequential')
    expect(paletteTabOf({ category: 'Multi Agents' })).toBe('sequential')
    expect(paletteTabOf({ category: 'UPDL' })).toBe('updl')
    expect(paletteTabOf({ category: 'Chains' })).toBe('chatflow')
    expect(paletteTabOf({ category: 'Agent Flows' })).toBe('agentflowV2')
    // The analysis tab's tracing services are no canvas nodes.
    expect(paletteTabOf({ category: 'Analytic' })).toBeUndefined()
  })

  it('offers only v2 nodes to an Agentflow v2, and never to a chatflow or Sequential Agents (v1)', () => {
    expect(paletteTabsFor('AGENTFLOW')).toEqual(['agentflowV2'])
    expect(paletteTabsFor('MULTIAGENT')).toEqual(['sequential', 'chatflow', 'updl'])
    expect(paletteTabsFor('CHATFLOW')).toEqual(['chatflow', 'sequential', 'updl'])
    expect(paletteTabsFor('MULTIAGENT')).not.toContain('agentflowV2')
    expect(paletteTabsFor('CHATFLOW')).not.toContain('agentflowV2')
  })

  it('puts v2 nodes in their groups, Start first; other categories stay as they are', () => {
    const v2 = (name: string) => ({ name, category: 'Agent Flows' })
    expect(paletteGroupOf(v2('llmAgentflow'))).toBe('agentflowAi')
    expect(paletteGroupOf(v2('startAgentflow'))).toBe('agentflowControl')
    expect(paletteGroupOf(v2('futureAgentflow'))).toBe('Agent Flows')
    expect(paletteGroupOf({ name: 'chatOpenAI', category: 'Chat Models' })).toBe('Chat Models')
    const sorted = sortAgentflowV2(
      ['stickyNoteAgentflow', 'httpAgentflow', 'llmAgentflow', 'conditionAgentflow', 'startAgentflow'].map(
        v2,
      ),
    )
    expect(sorted.map((d) => d.name)).toEqual([
      'startAgentflow',
      'conditionAgentflow',
      'llmAgentflow',
      'httpAgentflow',
      'stickyNoteAgentflow',
    ])
    expect(groupByCategory(sorted, paletteGroupOf).map((g) => g.category)).toEqual([
      'agentflowControl',
      'agentflowAi',
      'agentflowIntegrations',
      'agentflowNotes',
    ])
  })

  it('groups by category in first-seen order', () => {
    const items = [
      { category: 'B', n: 1 },
      { category: 'A', n: 2 },
      { category: 'B', n: 3 },
    ]
    expect(groupByCategory(items)).toEqual([
      { category: 'B', items: [items[0], items[2]] },
      { category: 'A', items: [items[1]] },
    ])
  })

  it('lists the recently used nodes of the tab first, newest first, skipping names not in the tab', () => {
    const inTab = [
      { name: 'chatOpenAI', category: 'Chat Models' },
      { name: 'llmChain', category: 'Chains' },
    ]
    const groups = withRecentGroup(groupByCategory(inTab), ['llmChain', 'seqAgent', 'chatOpenAI'], inTab)
    expect(groups[0]).toEqual({ category: RECENT_GROUP, items: [inTab[1], inTab[0]] })
    expect(groups.slice(1).map((g) => g.category)).toEqual(['Chat Models', 'Chains'])
    expect(withRecentGroup(groupByCategory(inTab), ['seqAgent'], inTab)).toHaveLength(2)
  })

  it('finds a node by its provider, named in its credential', () => {
    const node = (name: string, label: string, credentialNames?: string[]) => ({
      name,
      label,
      version: 1,
      type: label,
      category: 'Retrievers',
      description: 'Reorders documents',
      baseClasses: [label],
      icon: 'x.svg',
      inputs: [],
      ...(credentialNames ? { credential: { credentialNames } } : {}),
    })
    const nodes = [node('a', 'Rerank Retriever A', ['cohereApi']), node('b', 'Rerank Retriever B')]
    expect(fuzzyFilter(nodes, 'cohere', searchKeysOf).map((d) => d.name)).toEqual(['a'])
  })
})
