import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const slackMCP = defineNode({
  name: 'slackMCP',
  label: 'Slack MCP',
  version: 1,
  type: 'Slack MCP Tool',
  category: NodeCategories.Tools,
  description:
    "Gives an agent the tools of Slack's MCP server (search, read and post messages …): Slack's hosted server with an OAuth2 credential; with a bot token, Slack's npm server started locally, which runs only when the operator lists its command line in MCP_STDIO_COMMANDS",
  baseClasses: ['Slack MCP Tool', 'Tool'],
  icon: 'tools/slackMCP/slackMCP.svg',
  credential: {
    label: 'Connect Credential',
    credentialNames: ['slackOAuth2', 'slackApi'],
  },
  inputs: [
    {
      label: 'Available Actions',
      name: 'mcpActions',
      type: 'string',
      description: 'Names of the Slack tools to offer, comma-separated (or a JSON array); empty offers all',
      optional: true,
    },
  ],
})
