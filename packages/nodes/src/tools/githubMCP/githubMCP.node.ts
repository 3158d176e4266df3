import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT } from '../customMCP/mcp-actions-input'

export const githubMCP = defineNode({
  name: 'githubMCP',
  label: 'Github MCP',
  version: 1,
  type: 'Github MCP Tool',
  category: NodeCategories.Tools,
  description:
    "Gives an agent the tools of GitHub's remote MCP server (repositories, issues, pull requests), with the credential's access token",
  baseClasses: ['Github MCP Tool', 'Tool'],
  icon: 'tools/githubMCP/githubMCP.svg',
  credential: { credentialNames: ['githubApi'] },
  inputs: [
    MCP_ACTIONS_INPUT,
    {
      label: 'GitHub Enterprise URL',
      name: 'githubEnterpriseUrl',
      type: 'string',
      placeholder: 'https://octocorp.ghe.com',
      description: 'Your GitHub Enterprise Cloud address; its MCP server is at copilot-api.<host>/mcp',
      additionalParams: true,
      optional: true,
    },
  ],
})
