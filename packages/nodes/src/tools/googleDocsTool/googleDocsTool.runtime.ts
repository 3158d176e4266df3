import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { docsActions } from './docs-actions'
import { googleDocsTool } from './googleDocsTool.node.js'

/** Google Docs API v1 through the outbound guard, with the credential's OAuth 2.0 token. */
export default defineRuntime(googleDocsTool, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Google Docs',
      apiUrl: 'https://docs.googleapis.com/v1',
      typeInput: 'docsType',
      actionInputs: { documents: 'actions' },
      defaultInputs: [
        'documentId',
        'title',
        'text',
        'index',
        'replaceText',
        'newText',
        'matchCase',
        'imageUrl',
        'rows',
        'columns',
        'includeTabsContent',
      ],
      actions: docsActions,
    }),
})
