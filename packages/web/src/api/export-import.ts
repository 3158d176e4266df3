import type { TExportBody, TExportBundle, TImportResult } from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/export-import`

export async function exportUnikData(unikId: string, flags: TExportBody): Promise<TExportBundle> {
  const res = await http.post<TExportBundle>(`${base(unikId)}/export`, flags)
  return res.data
}

/** Sends the file's text as it is: the server parses and checks it, and its refusal is what the user sees. */
export async function importUnikData(unikId: string, fileText: string): Promise<TImportResult> {
  const res = await http.post<TImportResult>(`${base(unikId)}/import`, fileText, {
    headers: { 'Content-Type': 'application/json' },
  })
  return res.data
}
