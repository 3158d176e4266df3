import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { buildV2Flow, fakeModel, useNodeHarness } from '@unikflow/engine/testing'
import { z } from 'zod'
import { runPreset, useFakeNpx } from '../../testing/fake-npx'
import { SLACK_MCP_LINE } from './slackMCP.runtime'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'

// Slack MCP as an Agentflow v2 Agent's tool, against a small MCP server standing in for Slack's (the
// credential's MCP Server URL points at it): the token goes as a bearer, the agent calls the tool.

const harness = useNodeHarness()
let slack: Server
let slackUrl: string
const tokens: string[] = []

function startSlackDouble(): Promise<Server> {
  const server = createServer((req, res) => {
    tokens.push(String(req.headers.authorization ?? ''))
    const mcp = new McpServer({ name: 'slack-double', version: '1.0.0' })
    mcp.registerTool(
      'slack_post_message',
      { description: 'Posts a message to a channel', inputSchema: { channel: z.string(), text: z.string() } },
      ({ channel, text }) => ({ content: [{ type: 'text', text: `posted "${text}" to ${channel}` }] }),
    )
    mcp.registerTool('slack_list_channels', { description: 'Lists channels', inputSchema: {} }, () => ({
      content: [{ type: 'text', text: '#general' }],
    }))
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    res.on('close', () => void mcp.close())
    void mcp.connect(transport).then(() => transport.handleRequest(req, res))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  slack = await startSlackDouble()
  slackUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/mcp`
})
afterAll(async () => {
  slack.closeAllConnections()
  await new Promise((resolve) => slack.close(resolve))
})

const agentWithSlack = (credential: string, actions = '') =>
  buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow', inputs: {} },
      {
        id: 'agent',
        name: 'agentAgentflow',
        inputs: {
          ...fakeModel('agentModel'),
          agentTools: [
            {
              agentSelectedTool: 'slackMCP',
              agentSelectedToolConfig: { agentSelectedTool: 'slackMCP', credential, mcpActions: actions },
            },
          ],
        },
      },
    ],
    [['start', 'agent']],
  )

const services = () =>
  harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: {
      'cred-slack': { accessToken: 'xoxp-user-token', mcpUrl: slackUrl },
      'cred-bot': { botToken: 'xoxb-bot', teamId: 'T1' },
    },
  })

describe('Slack MCP as an Agentflow v2 agent tool', () => {
  it("offers Slack's tools (the chosen ones) to the agent, which calls one with the user's token", async () => {
    harness.openai.queue(
      {
        toolCalls: [{ name: 'slack_post_message', arguments: { channel: '#general', text: 'Deploy done' } }],
      },
      { content: 'Posted.' },
    )
    const result = await harness.runFlow(agentWithSlack('cred-slack', '["slack_post_message"]'), {
      question: 'Tell #general the deploy is done',
      services: services(),
    })
    expect(result.text).toBe('Posted.')
    expect(result.usedTools?.[0]).toMatchObject({
      tool: 'slack_post_message',
      toolOutput: 'posted "Deploy done" to #general',
    })
    const offered = (harness.openai.calls.at(-2)?.body as { tools: { function: { name: string } }[] }).tools
    expect(offered.map((t) => t.function.name)).toEqual(['slack_post_message'])
    expect(tokens.every((t) => t === 'Bearer xoxp-user-token')).toBe(true)
  })

  it('with a bot token, names the local command line the operator has not allowed', async () => {
    const failed = await harness
      .runFlow(agentWithSlack('cred-bot'), { question: 'hi', services: services() })
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(RunFailure)
    expect(String(failed)).toMatch(/npx -y @modelcontextprotocol\/server-slack.*MCP_STDIO_COMMANDS/)
  })
})

describe("Slack MCP with a bot token (Slack's npm server started locally)", () => {
  useFakeNpx()
  const tool = { id: 't', name: 'slackMCP', credential: 'cred-bot', inputs: { mcpActions: '["launched"]' } }

  it('hands the server the bot token and team id once the operator allows its line', async () => {
    const launched = await runPreset(harness, tool, [SLACK_MCP_LINE], {
      'cred-bot': { botToken: 'xoxb-bot-1', teamId: 'T123' },
    })
    expect(launched).toEqual({
      args: ['-y', '@modelcontextprotocol/server-slack'],
      env: { SLACK_BOT_TOKEN: 'xoxb-bot-1', SLACK_TEAM_ID: 'T123' },
    })
  })

  it('says the team id is missing', async () => {
    const failed = await runPreset(harness, tool, [SLACK_MCP_LINE], { 'cred-bot': { botToken: 'xoxb' } })
    expect(String(failed)).toContain("Slack MCP needs its credential's teamId")
  })
})
