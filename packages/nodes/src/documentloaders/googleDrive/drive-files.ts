import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { BODY_LIMITS, readBody, readBodyJson } from '../../shared/read-body'

/** A Drive file as the listing and the files.get answer describe it. */
export type TDriveFile = {
  readonly id: string
  readonly name: string
  readonly mimeType: string
  readonly createdTime?: string
  readonly modifiedTime?: string
  readonly webViewLink?: string
}

/** The Drive API v3 signed in with the credential's token, at Google or at the credential's API Base URL. */
export type TDriveApi = { readonly base: string; readonly token: string; readonly sharedDrives: boolean }

const FOLDER = 'application/vnd.google-apps.folder'
const FILE_FIELDS = 'id, name, mimeType, createdTime, modifiedTime, webViewLink'

/** Google Docs, Sheets and Slides have no bytes of their own: they are exported as text or CSV. */
const EXPORTS: Readonly<Record<string, { mime: string; extension: string }>> = {
  'application/vnd.google-apps.document': { mime: 'text/plain', extension: 'txt' },
  'application/vnd.google-apps.spreadsheet': { mime: 'text/csv', extension: 'csv' },
  'application/vnd.google-apps.presentation': { mime: 'text/plain', extension: 'txt' },
}

/** The extension a downloaded file is read by when its name has none. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'application/json': 'json',
}

async function driveGet(ctx: TNodeContext, api: TDriveApi, path: string, query: Record<string, string>) {
  const url = new URL(`${api.base}/drive/v3/${path}`)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  if (api.sharedDrives) url.searchParams.set('supportsAllDrives', 'true')
  const res = await ctx.fetch(url.toString(), {
    headers: { authorization: `Bearer ${api.token}` },
    signal: ctx.signal,
  })
  if (!res.ok) {
    await res.body?.cancel()
    throw new Error(`${ctx.label}: Google Drive answered HTTP ${res.status} to ${path.split('?')[0]}`)
  }
  return res
}

function toFile(value: unknown): TDriveFile | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined
  const text = (k: string) => (typeof value[k] === 'string' ? String(value[k]) : undefined)
  return {
    id: value.id,
    name: text('name') ?? value.id,
    mimeType: text('mimeType') ?? '',
    createdTime: text('createdTime'),
    modifiedTime: text('modifiedTime'),
    webViewLink: text('webViewLink'),
  }
}

/** One file's description (files.get). */
export async function driveFileInfo(ctx: TNodeContext, api: TDriveApi, id: string) {
  const res = await driveGet(ctx, api, `files/${encodeURIComponent(id)}`, { fields: FILE_FIELDS })
  const file = toFile(await readBodyJson(res, BODY_LIMITS.apiJson, 'Google Drive file'))
  if (!file) throw new Error(`${ctx.label}: Google Drive described file ${id} without an id`)
  return file
}

/** The files of the chosen types in a folder (its subfolders too when asked), page by page, up to `max` files. */
export async function driveFolderFiles(
  ctx: TNodeContext,
  api: TDriveApi,
  folder: { id: string; subfolders: boolean; max: number; types: readonly string[] },
): Promise<TDriveFile[]> {
  const files: TDriveFile[] = []
  const folders = [folder.id]
  for (let current = folders.shift(); current !== undefined; current = folders.shift()) {
    let pageToken = ''
    do {
      const query: Record<string, string> = {
        q: `'${current.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}' in parents and trashed = false`,
        fields: `nextPageToken, files(${FILE_FIELDS})`,
        pageSize: '100',
        ...(pageToken ? { pageToken } : {}),
        ...(api.sharedDrives ? { includeItemsFromAllDrives: 'true' } : {}),
      }
      const page = await readBodyJson(await driveGet(ctx, api, 'files', query), BODY_LIMITS.apiJson)
      const listed = isRecord(page) && Array.isArray(page.files) ? page.files : []
      for (const file of listed.map(toFile)) {
        if (!file) continue
        if (file.mimeType === FOLDER) {
          if (folder.subfolders) folders.push(file.id)
        } else if (files.length < folder.max && folder.types.includes(file.mimeType)) files.push(file)
      }
      pageToken = isRecord(page) && typeof page.nextPageToken === 'string' ? page.nextPageToken : ''
    } while (pageToken && files.length < folder.max)
    if (files.length >= folder.max) break
  }
  return files
}

/** A file's bytes, with the name its extension is read by: exported for Google's own formats, else downloaded. */
export async function driveFileContent(ctx: TNodeContext, api: TDriveApi, file: TDriveFile) {
  const exported = EXPORTS[file.mimeType]
  const path = exported
    ? `files/${encodeURIComponent(file.id)}/export`
    : `files/${encodeURIComponent(file.id)}`
  const res = await driveGet(ctx, api, path, exported ? { mimeType: exported.mime } : { alt: 'media' })
  const bytes = await readBody(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: file.name })
  const extension = exported?.extension ?? EXTENSIONS[file.mimeType]
  const hasOwn = /\.[a-z0-9]+$/i.test(file.name)
  const name = extension && (exported || !hasOwn) ? `${file.name}.${extension}` : file.name
  return { name, base64: Buffer.from(bytes).toString('base64') }
}
