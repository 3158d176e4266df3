import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import type { TLoadedDocument } from '../../testing/load-documents'

const harness = useNodeHarness()

const FILES: Record<string, { name: string; mimeType: string; parent: string; body?: string }> = {
  doc1: { name: 'Plan', mimeType: 'application/vnd.google-apps.document', parent: 'root-f' },
  sheet1: { name: 'Team', mimeType: 'application/vnd.google-apps.spreadsheet', parent: 'sub-f' },
  txt1: { name: 'notes.txt', mimeType: 'text/plain', parent: 'root-f', body: 'ship friday' },
  pic1: { name: 'cat.png', mimeType: 'image/png', parent: 'root-f', body: 'PNG' },
  'sub-f': { name: 'Sub', mimeType: 'application/vnd.google-apps.folder', parent: 'root-f' },
}
const EXPORTS: Record<string, string> = {
  'doc1 text/plain': 'The plan is simple.',
  'sheet1 text/csv': 'name,role\nAnn,lead\n',
}

/**
 * Drive API v3 on loopback: files.list by `'<folder>' in parents` (one file a page, so page tokens are followed),
 * files.get, `alt=media` downloads and exports; a request without the token gets 401.
 */
let drive: TLocalServer
beforeAll(async () => {
  drive = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== 'Bearer ya29-loader') return json(401, { error: { code: 401 } })
    if (url.pathname === '/drive/v3/files') {
      const parent = /^'([^']+)' in parents and trashed = false$/.exec(url.searchParams.get('q') ?? '')?.[1]
      const ids = Object.keys(FILES).filter((id) => FILES[id]?.parent === parent)
      const from = Number(url.searchParams.get('pageToken') ?? 0)
      const file = FILES[ids[from] ?? '']
      return json(200, {
        files: file ? [{ id: ids[from], name: file.name, mimeType: file.mimeType }] : [],
        ...(from + 1 < ids.length ? { nextPageToken: String(from + 1) } : {}),
      })
    }
    const [, id = '', exported] = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(url.pathname) ?? []
    const file = FILES[id]
    if (!file) return json(404, { error: { code: 404 } })
    if (exported) return res.end(EXPORTS[`${id} ${url.searchParams.get('mimeType')}`] ?? '')
    if (url.searchParams.get('alt') === 'media') return res.end(file.body ?? '')
    json(200, { id, name: file.name, mimeType: file.mimeType, webViewLink: `https://drive.test/${id}` })
  })
})
afterAll(() => drive.close())

const load = async (inputs: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(
      await harness.supply('googleDrive', {
        credential: { access_token: 'ya29-loader', basePath: drive.url },
        inputs,
        output: 'document',
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      }),
    ),
  ) as TLoadedDocument[]

describe('Google Drive loader against a double of the Drive API', () => {
  it('loads the chosen files: a Google Doc exported as text, a text file downloaded', async () => {
    const docs = await load({ selectedFiles: '["doc1","txt1"]', metadata: '{"from":"drive"}' })
    expect(docs.map((d) => [d.pageContent, d.metadata.fileName, d.metadata.source, d.metadata.from])).toEqual(
      [
        ['The plan is simple.', 'Plan', 'https://drive.test/doc1', 'drive'],
        ['ship friday', 'notes.txt', 'https://drive.test/txt1', 'drive'],
      ],
    )
  })

  it('loads a folder page by page with its subfolders, a Sheet as CSV rows, skipping unchosen types', async () => {
    const docs = await load({ folderId: 'root-f', includeSubfolders: true })
    expect(docs.map((d) => d.pageContent)).toEqual([
      'The plan is simple.',
      'ship friday',
      'name: Ann\nrole: lead',
    ])
    expect(drive.requests.some((r) => r.url.includes('pageToken=2'))).toBe(true)
    const flat = await load({ folderId: 'root-f', maxFiles: 1, fileTypes: '["text/plain"]' })
    expect(flat.map((d) => d.pageContent)).toEqual(['ship friday'])
  })

  it('says what it needs and what Drive refused', async () => {
    await expect(load({})).rejects.toThrow('needs chosen files or a Folder ID')
    await expect(load({ selectedFiles: 'gone' })).rejects.toThrow('Google Drive answered HTTP 404')
  })
})
