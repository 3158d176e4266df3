import { isRecord } from '@unikflow/graph'
import {
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

const FOLDER = 'application/vnd.google-apps.folder'
const FILE_ID = { fileId: 'The ID of the file' }
const LIST = { maxResults: 'At most this many (default 10)', orderBy: 'name, createdTime, modifiedTime …' }

const file = (args: TActionArgs, name = 'fileId') =>
  `drive/v3/files/${encodeURIComponent(needArg(args, name))}`
const allDrives = (args: TActionArgs) =>
  argText(args, 'supportsAllDrives') === 'true' ? { supportsAllDrives: 'true' } : {}
const listQuery = (args: TActionArgs, q: string) => ({
  q,
  pageSize: Math.min(Number.parseInt(argText(args, 'maxResults'), 10) || 10, 1000),
  orderBy: argText(args, 'orderBy'),
  fields: 'files(id,name,mimeType,size,modifiedTime,webViewLink)',
  ...(argText(args, 'includeItemsFromAllDrives') === 'true'
    ? { includeItemsFromAllDrives: 'true', supportsAllDrives: 'true' }
    : {}),
})

/** A Drive query for words: as written when it already is a query, else a full-text search. */
const searchQuery = (text: string) =>
  /\b(contains|=|!=|<|>|in)\b/.test(text) ? text : `fullText contains '${text.replace(/['\\]/g, '\\$&')}'`

function fileActions(api: TRestService): TAction[] {
  return [
    {
      action: 'listFiles',
      tool: 'list_files',
      description: 'Lists the files in Google Drive',
      schema: stringArgs(LIST),
      run: (args, signal) =>
        callRest(api, 'drive/v3/files', { query: listQuery(args, 'trashed = false'), signal }),
    },
    {
      action: 'getFile',
      tool: 'get_file',
      description: 'Reads the details of a Google Drive file',
      schema: stringArgs({ ...FILE_ID, fields: 'Which fields, separated by commas' }, ['fileId']),
      run: (args, signal) =>
        callRest(api, file(args), {
          query: { fields: argText(args, 'fields') || '*', ...allDrives(args) },
          signal,
        }),
    },
    {
      action: 'createFile',
      tool: 'create_file',
      description: 'Creates a file in Google Drive with the given text',
      schema: stringArgs(
        {
          fileName: 'The name of the file',
          fileContent: 'The text it holds',
          mimeType: 'Its type (default text/plain)',
          parentFolderId: 'The folder it goes in',
          description: 'Its description',
        },
        ['fileName'],
      ),
      run: async (args, signal) => {
        const mimeType = argText(args, 'mimeType') || 'text/plain'
        const parent = argText(args, 'parentFolderId')
        const created = await callRest(api, 'drive/v3/files', {
          method: 'POST',
          query: allDrives(args),
          body: {
            name: needArg(args, 'fileName'),
            mimeType,
            ...(parent ? { parents: [parent] } : {}),
            ...(argText(args, 'description') ? { description: argText(args, 'description') } : {}),
          },
          signal,
        })
        const content = argText(args, 'fileContent')
        if (!content) return created
        const answer: unknown = JSON.parse(created)
        const id = isRecord(answer) ? String(answer.id) : ''
        return callRest(api, `upload/drive/v3/files/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          query: { uploadType: 'media', ...allDrives(args) },
          raw: { body: content, type: mimeType },
          signal,
        })
      },
    },
    {
      action: 'updateFile',
      tool: 'update_file',
      description: 'Renames a Google Drive file or changes its description',
      schema: stringArgs({ ...FILE_ID, fileName: 'The new name', description: 'The new description' }, [
        'fileId',
      ]),
      run: (args, signal) =>
        callRest(api, file(args), {
          method: 'PATCH',
          query: allDrives(args),
          body: {
            ...(argText(args, 'fileName') ? { name: argText(args, 'fileName') } : {}),
            ...(argText(args, 'description') ? { description: argText(args, 'description') } : {}),
          },
          signal,
        }),
    },
    {
      action: 'deleteFile',
      tool: 'delete_file',
      description: 'Deletes a Google Drive file for good',
      schema: stringArgs(FILE_ID, ['fileId']),
      run: (args, signal) => callRest(api, file(args), { method: 'DELETE', query: allDrives(args), signal }),
    },
    {
      action: 'copyFile',
      tool: 'copy_file',
      description: 'Copies a Google Drive file',
      schema: stringArgs(
        { ...FILE_ID, fileName: 'The name of the copy', parentFolderId: 'The folder of the copy' },
        ['fileId'],
      ),
      run: (args, signal) =>
        callRest(api, `${file(args)}/copy`, {
          method: 'POST',
          query: allDrives(args),
          body: {
            ...(argText(args, 'fileName') ? { name: argText(args, 'fileName') } : {}),
            ...(argText(args, 'parentFolderId') ? { parents: [argText(args, 'parentFolderId')] } : {}),
          },
          signal,
        }),
    },
    {
      action: 'downloadFile',
      tool: 'download_file',
      description: 'Reads the content of a Google Drive file (not Google Docs formats)',
      schema: stringArgs(FILE_ID, ['fileId']),
      run: (args, signal) =>
        callRest(api, file(args), {
          query: { alt: 'media', acknowledgeAbuse: argText(args, 'acknowledgeAbuse'), ...allDrives(args) },
          signal,
        }),
    },
  ]
}

function folderAndShareActions(api: TRestService): TAction[] {
  const folder = { folderId: 'The ID of the folder' }
  return [
    {
      action: 'createFolder',
      tool: 'create_folder',
      description: 'Creates a folder in Google Drive',
      schema: stringArgs({ fileName: 'The name of the folder', parentFolderId: 'The folder it goes in' }, [
        'fileName',
      ]),
      run: (args, signal) =>
        callRest(api, 'drive/v3/files', {
          method: 'POST',
          query: allDrives(args),
          body: {
            name: needArg(args, 'fileName'),
            mimeType: FOLDER,
            ...(argText(args, 'parentFolderId') ? { parents: [argText(args, 'parentFolderId')] } : {}),
          },
          signal,
        }),
    },
    {
      action: 'listFolderContents',
      tool: 'list_folder_contents',
      description: 'Lists the files in a Google Drive folder',
      schema: stringArgs({ ...folder, ...LIST }, ['folderId']),
      run: (args, signal) =>
        callRest(api, 'drive/v3/files', {
          query: listQuery(
            args,
            `'${needArg(args, 'folderId').replace(/'/g, "\\'")}' in parents and trashed = false`,
          ),
          signal,
        }),
    },
    {
      action: 'deleteFolder',
      tool: 'delete_folder',
      description: 'Deletes a Google Drive folder and what it holds',
      schema: stringArgs(folder, ['folderId']),
      run: (args, signal) =>
        callRest(api, file(args, 'folderId'), { method: 'DELETE', query: allDrives(args), signal }),
    },
    {
      action: 'searchFiles',
      tool: 'search_files',
      description: 'Searches Google Drive by words or a Drive query',
      schema: stringArgs({ searchQuery: 'Words, or a Drive query', ...LIST }, ['searchQuery']),
      run: (args, signal) =>
        callRest(api, 'drive/v3/files', {
          query: listQuery(args, `${searchQuery(needArg(args, 'searchQuery'))} and trashed = false`),
          signal,
        }),
    },
    {
      action: 'shareFile',
      tool: 'share_file',
      description: 'Shares a Google Drive file with a person, group, domain or anyone',
      schema: stringArgs(
        {
          ...FILE_ID,
          shareRole: 'reader, writer, commenter or owner',
          shareType: 'user, group, domain or anyone',
          emailAddress: 'The person or group',
          domainName: 'The domain',
          emailMessage: 'A message for the notification',
        },
        ['fileId'],
      ),
      run: (args, signal) =>
        callRest(api, `${file(args)}/permissions`, {
          method: 'POST',
          query: {
            sendNotificationEmail: argText(args, 'sendNotificationEmail') || 'true',
            emailMessage: argText(args, 'emailMessage'),
            ...allDrives(args),
          },
          body: {
            role: argText(args, 'shareRole') || 'reader',
            type: argText(args, 'shareType') || 'user',
            ...(argText(args, 'emailAddress') ? { emailAddress: argText(args, 'emailAddress') } : {}),
            ...(argText(args, 'domainName') ? { domain: argText(args, 'domainName') } : {}),
          },
          signal,
        }),
    },
    {
      action: 'getPermissions',
      tool: 'get_permissions',
      description: 'Lists who a Google Drive file is shared with',
      schema: stringArgs(FILE_ID, ['fileId']),
      run: (args, signal) =>
        callRest(api, `${file(args)}/permissions`, { query: { fields: '*', ...allDrives(args) }, signal }),
    },
    {
      action: 'removePermission',
      tool: 'remove_permission',
      description: 'Stops sharing a Google Drive file with someone',
      schema: stringArgs({ ...FILE_ID, permissionId: 'The ID of the permission' }, [
        'fileId',
        'permissionId',
      ]),
      run: (args, signal) =>
        callRest(api, `${file(args)}/permissions/${encodeURIComponent(needArg(args, 'permissionId'))}`, {
          method: 'DELETE',
          query: allDrives(args),
          signal,
        }),
    },
  ]
}

/** Every Google Drive action, keyed by the names Flowise's File/Folder/Search/Share Actions save. */
export const driveActions = (api: TRestService): TAction[] => [
  ...fileActions(api),
  ...folderAndShareActions(api),
]
