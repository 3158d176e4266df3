import { err, mapEdgesBySource, ok, type Result, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { UpdlIssueCodes, type TUpdlIssue } from './updl-issue'

/** Spaces in play order: Space → Space edges chain them; one start, no branches, no loops. */
export function orderSpaces(
  flow: TFlowData,
  spaces: readonly TFlowNode[],
): Result<TFlowNode[], TUpdlIssue[]> {
  const ids = new Set(spaces.map((s) => s.id))
  const bySource = mapEdgesBySource(flow.edges)
  const next = new Map<string, string>()
  const hasPrevious = new Set<string>()
  for (const space of spaces) {
    const targets = (bySource.get(space.id) ?? []).map((e) => e.target).filter((t) => ids.has(t))
    const unique = [...new Set(targets)]
    if (unique.length > 1) {
      return err([
        {
          code: UpdlIssueCodes.SpaceBranch,
          message: `Space "${space.data.label ?? space.id}" leads to ${unique.length} Spaces; a quiz goes one way`,
          nodeId: space.id,
        },
      ])
    }
    const target = unique[0]
    if (target !== undefined) {
      next.set(space.id, target)
      hasPrevious.add(target)
    }
  }
  const starts = spaces.filter((s) => !hasPrevious.has(s.id))
  if (spaces.length > 0 && starts.length === 0) {
    return err([
      { code: UpdlIssueCodes.SpaceCycle, message: 'The Spaces form a loop; a quiz needs a first Space' },
    ])
  }
  if (starts.length > 1) {
    return err([
      {
        code: UpdlIssueCodes.ManyStartSpaces,
        message: `${starts.length} Spaces have no Space before them: ${starts.map((s) => `"${s.data.label ?? s.id}"`).join(', ')}; chain them into one order`,
      },
    ])
  }
  const byId = new Map(spaces.map((s) => [s.id, s]))
  const order: TFlowNode[] = []
  const seen = new Set<string>()
  let current: string | undefined = starts[0]?.id
  while (current !== undefined) {
    const node = byId.get(current)
    if (!node || seen.has(current)) {
      return err([
        { code: UpdlIssueCodes.SpaceCycle, message: 'The Spaces form a loop; a quiz needs a last Space' },
      ])
    }
    seen.add(current)
    order.push(node)
    current = next.get(current)
  }
  return ok(order)
}
