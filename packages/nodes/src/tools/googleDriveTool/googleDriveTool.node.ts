import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput, actionTypeInput } from '../../shared/action-inputs'

const option = (label: string, name: string) => ({ label, name })
const FILE_ID_ACTIONS = {
  fileActions: ['getFile', 'updateFile', 'deleteFile', 'copyFile', 'downloadFile'],
  shareActions: ['shareFile', 'getPermissions', 'removePermission'],
}
const ORDER_BY = [
  option('Name', 'name'),
  option('Created Time', 'createdTime'),
  option('Modified Time', 'modifiedTime'),
  option('Size', 'quotaBytesUsed'),
  option('Folder', 'folder'),
]

/** Google Drive's API as agent tools: files, folders, search and sharing. */
export const googleDriveTool = defineNode({
  name: 'googleDriveTool',
  label: 'Google Drive',
  version: 1,
  type: 'GoogleDrive',
  category: NodeCategories.Tools,
  description:
    'Lets an agent list, search, read, create, copy, share and delete files and folders in Google Drive',
  baseClasses: ['GoogleDrive', 'Tool'],
  icon: 'tools/googleDriveTool/googleDriveTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleDriveOAuth2'] },
  inputs: [
    actionTypeInput('Type', 'driveType', [
      ['File', 'file'],
      ['Folder', 'folder'],
      ['Search', 'search'],
      ['Share', 'share'],
    ]),
    actionsInput(
      'File Actions',
      'fileActions',
      [
        ['List Files', 'listFiles'],
        ['Get File', 'getFile'],
        ['Create File', 'createFile'],
        ['Update File', 'updateFile'],
        ['Delete File', 'deleteFile'],
        ['Copy File', 'copyFile'],
        ['Download File', 'downloadFile'],
      ],
      { driveType: ['file'] },
    ),
    actionsInput(
      'Folder Actions',
      'folderActions',
      [
        ['Create Folder', 'createFolder'],
        ['List Folder Contents', 'listFolderContents'],
        ['Delete Folder', 'deleteFolder'],
      ],
      { driveType: ['folder'] },
    ),
    actionsInput('Search Actions', 'searchActions', [['Search Files', 'searchFiles']], {
      driveType: ['search'],
    }),
    actionsInput(
      'Share Actions',
      'shareActions',
      [
        ['Share File', 'shareFile'],
        ['Get Permissions', 'getPermissions'],
        ['Remove Permission', 'removePermission'],
      ],
      { driveType: ['share'] },
    ),
    actionParam('File ID', 'fileId', FILE_ID_ACTIONS, 'The ID of the file'),
    actionParam(
      'Folder ID',
      'folderId',
      { folderActions: ['listFolderContents', 'deleteFolder'] },
      'The ID of the folder',
    ),
    actionParam(
      'Permission ID',
      'permissionId',
      { shareActions: ['removePermission'] },
      'The ID of the permission to remove',
    ),
    actionParam(
      'File Name',
      'fileName',
      { fileActions: ['createFile', 'copyFile'], folderActions: ['createFolder'] },
      'The name of the new file or folder',
    ),
    actionParam('File Content', 'fileContent', { fileActions: ['createFile'] }, 'The text a new file holds', {
      rows: 4,
    }),
    actionParam('MIME Type', 'mimeType', { fileActions: ['createFile'] }, 'The type of a new file', {
      placeholder: 'text/plain',
    }),
    actionParam(
      'Parent Folder ID',
      'parentFolderId',
      { fileActions: ['createFile', 'copyFile'], folderActions: ['createFolder'] },
      'The folder a new file or folder goes in',
    ),
    actionParam(
      'File Description',
      'description',
      { fileActions: ['createFile', 'updateFile'], folderActions: ['createFolder'] },
      'The description of the file or folder',
    ),
    actionParam(
      'Search Query',
      'searchQuery',
      { searchActions: ['searchFiles'] },
      "Words to find, or a Drive query such as name contains 'plan'",
    ),
    actionParam(
      'Max Results',
      'maxResults',
      { fileActions: ['listFiles'], searchActions: ['searchFiles'] },
      'At most this many files',
      {
        type: 'number',
        default: 10,
      },
    ),
    actionParam(
      'Order By',
      'orderBy',
      { fileActions: ['listFiles'], searchActions: ['searchFiles'] },
      'How the files are sorted',
      {
        type: 'options',
        options: ORDER_BY,
      },
    ),
    actionParam(
      'Share Role',
      'shareRole',
      { shareActions: ['shareFile'] },
      'What the people shared with may do',
      {
        type: 'options',
        options: [
          option('Reader', 'reader'),
          option('Writer', 'writer'),
          option('Commenter', 'commenter'),
          option('Owner', 'owner'),
        ],
      },
    ),
    actionParam('Share Type', 'shareType', { shareActions: ['shareFile'] }, 'Who the file is shared with', {
      type: 'options',
      options: [
        option('User', 'user'),
        option('Group', 'group'),
        option('Domain', 'domain'),
        option('Anyone', 'anyone'),
      ],
    }),
    actionParam(
      'Email Address',
      'emailAddress',
      { shareActions: ['shareFile'] },
      'The person or group shared with',
    ),
    actionParam('Domain Name', 'domainName', { shareActions: ['shareFile'] }, 'The domain shared with'),
    actionParam(
      'Send Notification Email',
      'sendNotificationEmail',
      { shareActions: ['shareFile'] },
      'Whether Google emails the people shared with',
      {
        type: 'boolean',
        default: true,
      },
    ),
    actionParam('Email Message', 'emailMessage', { shareActions: ['shareFile'] }, 'A message in that email'),
    actionParam(
      'Include Items From All Drives',
      'includeItemsFromAllDrives',
      { fileActions: ['listFiles'], searchActions: ['searchFiles'] },
      'Whether shared drives are listed too',
      { type: 'boolean' },
    ),
    actionParam(
      'Supports All Drives',
      'supportsAllDrives',
      { driveType: ['file', 'folder', 'search', 'share'] },
      'Whether files of shared drives are reached',
      {
        type: 'boolean',
      },
    ),
    actionParam('Fields', 'fields', { fileActions: ['getFile'] }, 'Which fields of the file to give', {}),
    actionParam(
      'Acknowledge Abuse',
      'acknowledgeAbuse',
      { fileActions: ['downloadFile'] },
      'Download a file Google flagged too',
      {
        type: 'boolean',
      },
    ),
  ],
})
