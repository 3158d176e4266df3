import type { Document } from '@langchain/core/documents'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { oauthAccessToken } from '../../shared/oauth-service'
import { optionList } from '../../shared/action-tools'
import { getBoolean, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { loadFileByExtension } from '../fileLoader/load-by-extension'
import {
  driveFileContent,
  driveFileInfo,
  driveFolderFiles,
  type TDriveApi,
  type TDriveFile,
} from './drive-files'
import { DRIVE_DEFAULT_TYPES, googleDrive } from './googleDrive.node.js'

/** The file read by the loader of its extension, without the node's splitter and metadata (added once, after). */
async function fileDocuments(ctx: TNodeContext, api: TDriveApi, file: TDriveFile): Promise<Document[]> {
  const content = await driveFileContent(ctx, api, file)
  const plain: TNodeContext = Object.create(ctx, {
    inputs: { value: { ...ctx.inputs, textSplitter: undefined, metadata: undefined, omitMetadataKeys: '' } },
  })
  const docs: Document[] = await loadFileByExtension(plain, content)
  const drive = {
    source: file.webViewLink ?? `https://drive.google.com/file/d/${file.id}/view`,
    fileId: file.id,
    fileName: file.name,
    mimeType: file.mimeType,
    createdTime: file.createdTime,
    modifiedTime: file.modifiedTime,
  }
  return docs.map((d) => Object.assign(d, { metadata: { ...d.metadata, ...drive } }))
}

/**
 * The chosen files, or a folder's files, of Google Drive (API v3 through the outbound guard, with the
 * credential's OAuth 2.0 token): Google Docs and Slides exported as text, Sheets as CSV, other files downloaded,
 * each read by the loader of its extension.
 */
export default defineRuntime(googleDrive, {
  kind: 'supply',
  async supply(ctx) {
    const ids = optionList(ctx.inputs.selectedFiles)
    const folderId = getString(ctx, 'folderId').trim()
    if (!ids.length && !folderId) throw new NodeInputError(`${ctx.label} needs chosen files or a Folder ID`)
    const credential = await ctx.getCredential()
    const base = (credential.basePath?.trim() || 'https://www.googleapis.com').replace(/\/+$/, '')
    const api: TDriveApi = {
      base,
      token: await oauthAccessToken(ctx, credential),
      sharedDrives: getBoolean(ctx, 'includeSharedDrives'),
    }
    const types = ctx.inputs.fileTypes === undefined ? DRIVE_DEFAULT_TYPES : optionList(ctx.inputs.fileTypes)
    const files = ids.length
      ? await Promise.all(ids.map((id) => driveFileInfo(ctx, api, id)))
      : await driveFolderFiles(ctx, api, {
          id: folderId,
          subfolders: getBoolean(ctx, 'includeSubfolders'),
          max: Math.max(1, getNumber(ctx, 'maxFiles', 50)),
          types,
        })
    const docs: Document[] = []
    for (const file of files) {
      if (!types.includes(file.mimeType)) continue
      docs.push(...(await fileDocuments(ctx, api, file)))
    }
    return finishDocuments(ctx, docs)
  },
})
