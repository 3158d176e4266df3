/** How one node's input refers to another node's output: `{{nodeId.data.instance}}`. */
export function makeNodeReference(nodeId: string): string {
  return `{{${nodeId}.data.instance}}`
}

const referencePattern = /\{\{\s*([^{}\s.]+)\.data\.instance\s*\}\}/g

/** Ids of every node referenced anywhere inside an input value (strings, arrays, objects). */
export function getReferencedNodeIds(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (v: unknown): void => {
    if (typeof v === 'string') for (const m of v.matchAll(referencePattern)) found.add(m[1] ?? '')
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit)
  }
  visit(value)
  found.delete('')
  return [...found]
}

/** True for a value that is only a `{{…}}` placeholder (a connection, a variable), as Flowise treats it. */
export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('{{') && value.endsWith('}}')
}
