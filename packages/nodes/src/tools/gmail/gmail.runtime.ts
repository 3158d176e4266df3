import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { gmailActions } from './gmail-actions'
import { gmail } from './gmail.node.js'

/** Gmail API v1 (the signed-in user's mailbox) through the outbound guard, with the credential's OAuth 2.0 token. */
export default defineRuntime(gmail, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Gmail',
      apiUrl: 'https://gmail.googleapis.com/gmail/v1/users/me',
      typeInput: 'gmailType',
      actionInputs: {
        drafts: 'draftActions',
        messages: 'messageActions',
        labels: 'labelActions',
        threads: 'threadActions',
      },
      defaultInputs: gmail.inputs
        .map((input) => input.name)
        .filter((name) => name !== 'gmailType' && !name.endsWith('Actions')),
      actions: gmailActions,
    }),
})
