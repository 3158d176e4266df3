import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StructuredTool, Tool } from '@langchain/core/tools'
import { FakeEmbeddings, FakeListChatModel, FakeRetriever } from '@langchain/core/utils/testing'
import { toJsonSchema } from '@langchain/core/utils/json_schema'
import { describe, expect, it } from 'vitest'
import type { TNodeContext } from '../context'
import { nodeDescriptors } from '../index'
import { NodeCategories } from '../categories'
import { loadNodeRuntime } from '../runtimes'
import { FlowChain } from '../shared/flow-chain'
import { FlowQueryEngine, QueryEngineTool } from '../shared/query-engine'
import { toolInputArgs, type TToolInputArg } from './tool-input-args'

/** Catalogue tools whose arguments are known only from elsewhere (a saved tool, an MCP server, a document). */
const ARGS_FROM_ELSEWHERE = [
  'customTool',
  'customMCP',
  'openAPIToolkit',
  'sequentialThinkingMCP',
  'braveSearchMCP',
  'slackMCP',
  'postgreSQLMCP',
  'supergatewayMCP',
  'githubMCP',
  'browserlessMCP',
  'teradataMCP',
  'pipedreamMCP',
  'customMcpServerTool',
]

/** Service tools giving one tool per chosen action (Jira, Google, Microsoft): no one tool's arguments to list. */
const ONE_TOOL_PER_ACTION = [
  'jiraTool',
  'googleSheetsTool',
  'googleDriveTool',
  'googleDocsTool',
  'googleCalendarTool',
  'gmail',
  'microsoftOutlook',
  'microsoftTeams',
  'composio',
  'stripeAgentTool',
]

/** What each tool's runtime needs besides its config to build the tool (no network: nothing is called). */
const workspace = mkdtempSync(join(tmpdir(), 'unikflow-tool-args-'))
const neededInputs: Readonly<Record<string, Record<string, unknown>>> = {
  chainTool: { baseChain: new FlowChain('faq', async () => '') },
  queryEngineToolLlamaIndex: {
    baseQueryEngine: new FlowQueryEngine('qe', async () => ({ text: '', sourceDocuments: [] })),
    toolName: 'qe',
  },
  retrieverTool: { retriever: new FakeRetriever() },
  webBrowser: { model: new FakeListChatModel({ responses: [] }), embeddings: new FakeEmbeddings() },
  ChatflowTool: { selectedChatflow: 'flow-1' },
  agentAsTool: { selectedAgentflow: 'flow-2' },
  awsSNS: { topicArn: 'arn:aws:sns:us-east-1:1:t' },
  awsDynamoDBKVStorage: { tableName: 'kv' },
  jsonPathExtractor: { path: 'data' },
}

/** The arguments of the tool the node's runtime builds with this config, read from the tool's own schema. */
async function builtArgs(node: string, config: Record<string, unknown>): Promise<TToolInputArg[]> {
  const module = await loadNodeRuntime(node)
  if (module?.runtime.kind !== 'supply') throw new Error(`${node} supplies nothing`)
  const ctx = {
    nodeId: `${node}_0`,
    nodeName: node,
    label: node,
    inputs: { ...neededInputs[node], ...config },
    fileWorkspace: workspace,
    signal: new AbortController().signal,
    getCredential: async () => ({}),
    executeFlow: async () => '',
  } as unknown as TNodeContext
  const tool = await module.runtime.supply(ctx)
  // The Sub Question Query Engine asks a QueryEngine Tool one query text.
  if (tool instanceof QueryEngineTool) return [{ name: 'input' }]
  if (!(tool instanceof StructuredTool) && !(tool instanceof Tool)) throw new Error(`${node} built no tool`)
  const schema = toJsonSchema(tool.schema) as { properties?: Record<string, { description?: string }> }
  return Object.entries(schema.properties ?? {}).map(([name, { description }]) =>
    description ? { name, description } : { name },
  )
}

const querySchema = JSON.stringify({
  city: { type: 'string', in: 'query', description: 'City name' },
  id: { type: 'number', in: 'path', required: true },
})
const bodySchema = JSON.stringify({ title: { type: 'string', description: 'Title' } })

/** Each listed tool with configs that change its arguments (a fixed URL or body, declared parameters). */
const configs: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  requestsGet: [
    {},
    { requestsGetUrl: 'https://api.example.com/items/{id}' },
    { requestsGetQueryParamsSchema: querySchema },
    { requestsGetUrl: 'https://api.example.com/items/{id}', requestsGetQueryParamsSchema: querySchema },
  ],
  requestsPost: [
    {},
    { requestsPostUrl: 'https://api.example.com/items' },
    { requestPostBody: '{"title":"fixed"}' },
    { requestsPostUrl: 'https://api.example.com/items', requestPostBody: { title: 'fixed' } },
    { requestsPostBodySchema: bodySchema },
  ],
}

const toolNodeNames = nodeDescriptors.filter((d) => d.category === NodeCategories.Tools).map((d) => d.name)
/** Tools Flowise retired: they load, and their run fails naming the replacement, so they build no tool. */
const RETIRED = ['aiPlugin']
const listed = toolNodeNames.filter(
  (name) => ![...ARGS_FROM_ELSEWHERE, ...ONE_TOOL_PER_ACTION, ...RETIRED].includes(name),
)

describe('toolInputArgs', () => {
  it('lists every catalogue tool, except those whose arguments come from elsewhere', () => {
    expect(toolNodeNames.length).toBeGreaterThan(10)
    expect(listed.filter((name) => toolInputArgs(name, {}) === undefined)).toEqual([])
    expect(ARGS_FROM_ELSEWHERE.map((name) => toolInputArgs(name, {}))).toEqual(
      ARGS_FROM_ELSEWHERE.map(() => undefined),
    )
  })

  it.each(listed)('%s: the listed arguments are those of the tool its runtime builds', async (node) => {
    for (const config of configs[node] ?? [{}])
      expect(toolInputArgs(node, config), JSON.stringify(config)).toEqual(await builtArgs(node, config))
  })

  it('lists the other arguments while a parameter schema is not valid JSON yet', () => {
    expect(toolInputArgs('requestsGet', { requestsGetQueryParamsSchema: '{"city": ' })).toEqual([
      { name: 'url', description: 'The URL to send the GET request to' },
    ])
    expect(
      toolInputArgs('requestsPost', { requestsPostUrl: 'https://x.example', requestsPostBodySchema: '[' }),
    ).toEqual([{ name: 'body', description: 'The JSON body to send' }])
  })
})
