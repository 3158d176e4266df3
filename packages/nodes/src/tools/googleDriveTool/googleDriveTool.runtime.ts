import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { driveActions } from './drive-actions'
import { googleDriveTool } from './googleDriveTool.node.js'

/** Google Drive API v3 (and its upload endpoint) through the outbound guard, with the credential's OAuth 2.0 token. */
export default defineRuntime(googleDriveTool, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Google Drive',
      apiUrl: 'https://www.googleapis.com/',
      typeInput: 'driveType',
      actionInputs: {
        file: 'fileActions',
        folder: 'folderActions',
        search: 'searchActions',
        share: 'shareActions',
      },
      defaultInputs: [
        'fileId',
        'folderId',
        'permissionId',
        'fileName',
        'fileContent',
        'mimeType',
        'parentFolderId',
        'description',
        'searchQuery',
        'maxResults',
        'orderBy',
        'shareRole',
        'shareType',
        'emailAddress',
        'domainName',
        'sendNotificationEmail',
        'emailMessage',
        'includeItemsFromAllDrives',
        'supportsAllDrives',
        'fields',
        'acknowledgeAbuse',
      ],
      actions: driveActions,
    }),
})
