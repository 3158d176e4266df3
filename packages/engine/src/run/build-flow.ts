import { getReferencedNodeIds, type TFlowData, type TFlowEdge, type TFlowNode } from '@unikflow/graph'

export type TNodeSpec = {
  readonly id: string
  readonly name: string
  readonly inputs?: Record<string, unknown>
  readonly output?: string
  readonly credential?: string
}

/**
 * A flow from node specs; edges follow the `{{id.data.instance}}` references in the inputs. For flows
 * the server composes itself (follow-up questions) and for tests; the engine re-derives every node from
 * its descriptor when it runs, so the specs carry only what is chosen.
 */
export function buildFlow(specs: readonly TNodeSpec[]): TFlowData {
  const nodes: TFlowNode[] = specs.map((s) => ({
    id: s.id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id: s.id,
      name: s.name,
      label: s.name,
      baseClasses: [],
      inputParams: [],
      inputAnchors: [],
      inputs: s.inputs ?? {},
      outputAnchors: [],
      outputs: s.output ? { output: s.output } : {},
      ...(s.credential ? { credential: s.credential } : {}),
    },
  }))
  const edges: TFlowEdge[] = specs.flatMap((s) =>
    Object.entries(s.inputs ?? {}).flatMap(([input, value]) =>
      getReferencedNodeIds(value).map((source) => ({
        id: `${source}-${s.id}-${input}`,
        source,
        target: s.id,
        sourceHandle: `${source}-output-${source}-x`,
        targetHandle: `${s.id}-input-${input}-x`,
      })),
    ),
  )
  return { nodes, edges }
}
