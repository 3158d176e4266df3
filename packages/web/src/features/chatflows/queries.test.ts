import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TChatflowList, TChatflowListQuery, TChatflowSummary } from '@unikflow/graph'
import * as api from '../../api/chatflows'
import { listFlowsOfTypes } from './queries'

vi.mock('../../api/chatflows', () => ({ listChatflows: vi.fn() }))

function flow(id: string, type: TChatflowSummary['type'], updatedAt: string): TChatflowSummary {
  return { id, type, updatedAt, name: id } as TChatflowSummary
}

const stored = [
  flow('a1', 'AGENTFLOW', '2025-01-05T00:00:00Z'),
  flow('m1', 'MULTIAGENT', '2025-01-04T00:00:00Z'),
  flow('a2', 'AGENTFLOW', '2025-01-03T00:00:00Z'),
  flow('m2', 'MULTIAGENT', '2025-01-02T00:00:00Z'),
  flow('m3', 'MULTIAGENT', '2025-01-01T00:00:00Z'),
]

describe('listFlowsOfTypes', () => {
  beforeEach(() => {
    vi.mocked(api.listChatflows).mockImplementation((_unik: string, q: TChatflowListQuery) => {
      const page = Number(q.page ?? 1)
      const size = Number(q.pageSize ?? 20)
      const all = stored.filter((f) => f.type === q.type)
      const list: TChatflowList = {
        items: all.slice((page - 1) * size, page * size),
        total: all.length,
        page,
        pageSize: size,
      }
      return Promise.resolve(list)
    })
  })

  it('merges AGENTFLOW and MULTIAGENT flows newest first, page by page', async () => {
    const first = await listFlowsOfTypes('u', ['AGENTFLOW', 'MULTIAGENT'], { page: 1, pageSize: 2 })
    expect(first.items.map((f) => f.id)).toEqual(['a1', 'm1'])
    expect(first.total).toBe(5)
    const second = await listFlowsOfTypes('u', ['AGENTFLOW', 'MULTIAGENT'], { page: 2, pageSize: 2 })
    expect(second.items.map((f) => f.id)).toEqual(['a2', 'm2'])
    const third = await listFlowsOfTypes('u', ['AGENTFLOW', 'MULTIAGENT'], { page: 3, pageSize: 2 })
    expect(third.items.map((f) => f.id)).toEqual(['m3'])
  })

  it('passes a single type straight to the list route', async () => {
    await listFlowsOfTypes('u', ['MULTIAGENT'], { page: 2, pageSize: 2 })
    expect(api.listChatflows).toHaveBeenLastCalledWith('u', { type: 'MULTIAGENT', page: 2, pageSize: 2 })
  })
})
