import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { outlookActions } from './outlook-actions'
import { microsoftOutlook } from './microsoftOutlook.node.js'

/** Microsoft Graph (the signed-in user's mail and calendars) through the outbound guard, with the OAuth 2.0 token. */
export default defineRuntime(microsoftOutlook, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Microsoft Graph',
      apiUrl: 'https://graph.microsoft.com/v1.0',
      typeInput: 'outlookType',
      actionInputs: { calendar: 'calendarActions', message: 'messageActions' },
      actions: outlookActions,
    }),
})
