import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError, getString } from '../../shared/read-inputs'
import { parseMcpActions } from '../customMCP/mcp-config'
import { requiredSecret } from '../customMCP/mcp-preset'
import { composioClient } from './composio-api'
import { composio } from './composio.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/**
 * The chosen Composio actions as tools: an app that needs sign-in runs them with its connected account
 * (which must be active) and that account's user; each call is Composio's execute endpoint.
 */
export default defineRuntime(composio, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const api = composioClient(
      ctx,
      requiredSecret(credential, 'composioApi', 'Composio'),
      credential.basePath ?? '',
    )
    const appName = getString(ctx, 'appName').trim()
    if (!appName) throw new NodeInputError('Composio needs an App Name')
    const wanted = parseMcpActions(ctx.inputs.actions)
    if (wanted.length === 0) throw new NodeInputError('Composio needs the Actions to Use')
    const app = await api.app(appName.toLowerCase())
    const target: Record<string, unknown> = { appName: appName.toLowerCase(), entityId: 'default' }
    if (app.no_auth !== true) {
      const id = getString(ctx, 'connectedAccountId').trim()
      if (!id) throw new NodeInputError(`Composio needs a Connected Account for ${appName}`)
      const account = await api.account(id)
      if (account.status !== 'ACTIVE')
        throw new NodeInputError(
          `The Composio account ${id} of ${appName} is not active: reconnect it on Composio`,
        )
      target.connectedAccountId = id
      if (typeof account.clientUniqueUserId === 'string') target.entityId = account.clientUniqueUserId
    }
    const actions = (await api.actions(wanted)).filter((a) => wanted.includes(a.name))
    if (actions.length === 0) throw new NodeInputError('Composio offers none of the chosen actions')
    const { DynamicStructuredTool } = await langchainCoreTools()
    return actions.map(
      (action) =>
        new DynamicStructuredTool({
          name: action.name,
          description: action.description,
          schema: { ...action.parameters, type: 'object', properties: action.parameters.properties ?? {} },
          func: async (input: Record<string, unknown>) => {
            const done = await api.execute(action.name, { ...target, input })
            if (done.successful === false) return `Error: ${String(done.error ?? 'the action failed')}`
            return JSON.stringify(done.data ?? done)
          },
        }),
    )
  },
})
