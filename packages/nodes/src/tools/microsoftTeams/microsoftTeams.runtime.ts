import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { teamsActions } from './teams-actions'
import { microsoftTeams } from './microsoftTeams.node.js'

/** Microsoft Graph (Teams' channels, chats and messages) through the outbound guard, with the OAuth 2.0 token. */
export default defineRuntime(microsoftTeams, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Microsoft Graph',
      apiUrl: 'https://graph.microsoft.com/v1.0',
      typeInput: 'teamsType',
      actionInputs: { channel: 'channelActions', chat: 'chatActions', chatMessage: 'chatMessageActions' },
      actions: teamsActions,
    }),
})
