/**
 * Code samples of the store's API view: the one-shot upsert (a file sent as multipart form data, at most
 * four fields) and the refresh (every loader read again, then upsert).
 */

export type SampleLanguage = 'curl' | 'python' | 'javascript'
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'python', 'javascript']

export interface ApiEndpoint {
  url: string
  /** Form fields besides the file (text; JSON fields already as JSON text). */
  fields: Record<string, string>
  /** The file sent as `files`, when the call takes one. */
  file?: string
}

/** The two calls of a store, for the loader kind and file name it has (or sensible stand-ins). */
export function storeEndpoints(
  origin: string,
  unikId: string,
  storeId: string,
  loader: { name: string; fileName: string | undefined } | undefined,
): { upsert: ApiEndpoint; refresh: ApiEndpoint } {
  const base = `${origin}/api/v1/uniks/${encodeURIComponent(unikId)}/document-store`
  const id = encodeURIComponent(storeId)
  return {
    upsert: {
      url: `${base}/upsert/${id}`,
      fields: {
        loader: JSON.stringify({ name: loader?.name ?? 'textFile' }),
        replaceExisting: 'true',
        metadata: JSON.stringify({ source: loader?.fileName ?? 'document.txt' }),
      },
      file: loader?.fileName ?? 'document.txt',
    },
    refresh: { url: `${base}/refresh/${id}`, fields: {} },
  }
}

const quoteShell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

/** A POST of `endpoint` with the key in `UNIKFLOW_API_KEY`, in the given language. */
export function sampleCode(language: SampleLanguage, endpoint: ApiEndpoint): string {
  const fields = Object.entries(endpoint.fields)
  switch (language) {
    case 'curl':
      return [
        `curl -X POST "${endpoint.url}" \\`,
        '  -H "Authorization: Bearer $UNIKFLOW_API_KEY"' + (fields.length > 0 || endpoint.file ? ' \\' : ''),
        ...(endpoint.file ? [`  -F "files=@${endpoint.file}"` + (fields.length > 0 ? ' \\' : '')] : []),
        ...fields.map(([k, v], i) => `  -F ${quoteShell(`${k}=${v}`)}${i < fields.length - 1 ? ' \\' : ''}`),
      ].join('\n')
    case 'python':
      return [
        'import os',
        'import requests',
        '',
        `API_URL = "${endpoint.url}"`,
        'headers = {"Authorization": f"Bearer {os.environ[\'UNIKFLOW_API_KEY\']}"}',
        ...(fields.length > 0
          ? ['data = {', ...fields.map(([k, v]) => `    "${k}": ${JSON.stringify(v)},`), '}']
          : []),
        '',
        ...(endpoint.file
          ? [
              `with open("${endpoint.file}", "rb") as f:`,
              `    response = requests.post(API_URL, headers=headers, files={"files": f}${fields.length > 0 ? ', data=data' : ''})`,
            ]
          : ['response = requests.post(API_URL, headers=headers)']),
        'print(response.json())',
      ].join('\n')
    case 'javascript':
      return [
        ...(endpoint.file ? ['import { readFile } from "node:fs/promises"', ''] : []),
        ...(endpoint.file || fields.length > 0 ? ['const form = new FormData()'] : []),
        ...(endpoint.file
          ? [`form.append("files", new Blob([await readFile("${endpoint.file}")]), "${endpoint.file}")`]
          : []),
        ...fields.map(([k, v]) => `form.append("${k}", ${JSON.stringify(v)})`),
        `const response = await fetch("${endpoint.url}", {`,
        '  method: "POST",',
        '  headers: { Authorization: `Bearer ${process.env.UNIKFLOW_API_KEY}` },',
        ...(endpoint.file || fields.length > 0 ? ['  body: form,'] : []),
        '})',
        'console.log(await response.json())',
      ].join('\n')
  }
}
