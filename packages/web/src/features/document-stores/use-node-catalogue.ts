import { useQuery } from '@tanstack/react-query'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { takeNodes } from '../../routes/preload-data'

/** The node catalogue (shared with the canvas: same query key, loaded once). */
export function useNodeCatalogue() {
  return useQuery({ queryKey: ['nodes'], queryFn: takeNodes, staleTime: Infinity })
}

/** One node's descriptor from the catalogue, once loaded. */
export function useNodeDescriptor(name: string | null): TPublicNodeDescriptor | undefined {
  const nodes = useNodeCatalogue()
  return name ? nodes.data?.find((n) => n.name === name) : undefined
}
