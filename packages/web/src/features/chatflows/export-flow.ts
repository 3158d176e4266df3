import { sanitizeFlowForExport, ZFlowData } from '@unikflow/graph'

/** `<name> Chatflow.json`, as Flowise names its exports. */
export function exportFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Untitled'
  return `${safe} Chatflow.json`
}

/** The JSON a user downloads: passwords, files, folders and credential references stripped. */
export function exportFlowJson(flowData: string): string {
  const parsed = ZFlowData.parse(JSON.parse(flowData))
  return JSON.stringify(sanitizeFlowForExport(parsed), null, 2)
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
