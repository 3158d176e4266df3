import { parseFlowData, sanitizeFlowForExport } from '@unikflow/graph'

/** `<name> Chatflow.json`, as Flowise names its exports. */
export function exportFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Untitled'
  return `${safe} Chatflow.json`
}

/** The JSON a user downloads: passwords, files, folders and credential references stripped. */
export function exportFlowJson(flowData: string): string {
  const parsed = parseFlowData(flowData)
  if (!parsed.ok) throw new Error(parsed.error[0]?.message ?? 'Invalid flowData')
  return JSON.stringify(sanitizeFlowForExport(parsed.value), null, 2)
}

export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  URL.revokeObjectURL(url)
}
