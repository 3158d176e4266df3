import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT } from '../customMCP/mcp-actions-input'

export const pipedreamMCP = defineNode({
  name: 'pipedreamMCP',
  label: 'Pipedream MCP',
  version: 1,
  type: 'Pipedream MCP Tool',
  category: NodeCategories.Tools,
  description:
    "Gives an agent the tools of Pipedream's remote MCP server for the chosen apps, acting for one of your users; turn on the Agent's human input for actions that change things",
  baseClasses: ['Pipedream MCP Tool', 'Tool'],
  icon: 'tools/pipedreamMCP/pipedreamMCP.svg',
  credential: { credentialNames: ['pipedreamOAuthApi'] },
  inputs: [
    {
      label: 'Environment',
      name: 'environment',
      type: 'options',
      options: [
        { label: 'Development', name: 'development' },
        { label: 'Production', name: 'production' },
      ],
      default: 'development',
    },
    {
      label: 'App Slug',
      name: 'appSlug',
      type: 'string',
      description: 'Pipedream app names as in the app address (slack, gmail, notion), comma-separated',
    },
    {
      label: 'User ID',
      name: 'externalUserId',
      type: 'string',
      description:
        'Your end user the actions run for (an email or an ID from your system); variables allowed',
      acceptVariable: true,
      placeholder: '{{$vars.user_email}}',
    },
    {
      label: 'Tool Mode',
      name: 'toolMode',
      type: 'options',
      options: [{ label: 'Tools only', name: 'tools-only' }],
      default: 'tools-only',
    },
    MCP_ACTIONS_INPUT,
  ],
})
