/** The query key of a flow's saved versions (the History panel reads it, a restore refreshes it). */
export const flowVersionKeys = {
  list: (unikId: string, flowId: string) => ['uniks', unikId, 'chatflows', 'versions', flowId] as const,
}
