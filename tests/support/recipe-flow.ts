// A flow written as the community templates are (nodes by key, edges `['source', 'target.input']`), built
// from the node catalogue as the canvas builds one, so the server's save check accepts it as it stands.
import { getNodeDescriptor } from '@unikflow/nodes'
import {
  buildRecipeFlow,
  type RecipeNode,
} from '../../packages/server/src/features/templates/template-recipe'

export type RecipeNodes = Record<string, RecipeNode & { credential?: string }>

/** flowData text of the nodes and edges; a node's `credential` is the unik credential it uses. */
export function recipeFlowData(nodes: RecipeNodes, edges: ReadonlyArray<readonly [string, string]>): string {
  const flow = buildRecipeFlow(
    {
      id: 'test',
      name: 'test',
      description: '',
      usecases: [],
      tags: [],
      type: 'Chatflow',
      framework: [],
      nodes,
      edges,
    },
    getNodeDescriptor,
  )
  const byType = new Map(Object.values(nodes).map((n) => [n.type, n.credential]))
  for (const node of flow.nodes) {
    const credential = byType.get(node.data.name)
    if (credential) node.data.credential = credential
  }
  return JSON.stringify(flow)
}
