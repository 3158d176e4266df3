import type { TNodeContext } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import type { TMcpConfig } from './mcp-config'
import { lazyImport } from '../../shared/lazy-import'

const modelcontextprotocolSdkClientStdioJs = lazyImport(
  () => import('@modelcontextprotocol/sdk/client/stdio.js'),
)
const modelcontextprotocolSdkClientStreamableHttpJs = lazyImport(
  () => import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
)
const modelcontextprotocolSdkClientIndexJs = lazyImport(
  () => import('@modelcontextprotocol/sdk/client/index.js'),
)
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

type TMcpTransport = import('@modelcontextprotocol/sdk/shared/transport.js').Transport

/** Streamable HTTP through the outbound guard, or a stdio process the operator allowed. */
async function openTransport(ctx: TNodeContext, config: TMcpConfig): Promise<TMcpTransport> {
  if (config.kind === 'stdio') {
    const { StdioClientTransport } = await modelcontextprotocolSdkClientStdioJs()
    return new StdioClientTransport({
      command: config.command,
      args: config.args,
      env: config.env,
      stderr: 'ignore',
    })
  }
  const { StreamableHTTPClientTransport } = await modelcontextprotocolSdkClientStreamableHttpJs()
  return new StreamableHTTPClientTransport(config.url, {
    // User-given URL: every request goes through the outbound guard.
    fetch: (url, init) => ctx.fetch(String(url), init),
    requestInit: { headers: config.headers },
  })
}

/**
 * Connects, runs `use` and closes: each listing and each tool call gets its own short session (a stdio
 * server its own process), so no connection, stream or process outlives the call.
 */
async function withClient<T>(
  ctx: TNodeContext,
  config: TMcpConfig,
  use: (client: import('@modelcontextprotocol/sdk/client/index.js').Client) => Promise<T>,
): Promise<T> {
  const { Client } = await modelcontextprotocolSdkClientIndexJs()
  const client = new Client({ name: 'unikflow', version: '1.0.0' })
  await client.connect(await openTransport(ctx, config), { signal: ctx.signal })
  try {
    return await use(client)
  } finally {
    await client.close()
  }
}

/** An MCP tool result as text: its text parts joined, anything else as JSON. */
function resultText(result: unknown): string {
  if (!result || typeof result !== 'object' || !('content' in result) || !Array.isArray(result.content))
    return JSON.stringify(result)
  const parts: unknown[] = result.content
  return parts
    .map((p) =>
      p && typeof p === 'object' && 'type' in p && p.type === 'text' && 'text' in p
        ? String(p.text)
        : JSON.stringify(p),
    )
    .join('\n')
}

/**
 * The MCP server's tools (or the `wanted` ones; none named offers all) as LangChain tools an agent can
 * call: Custom MCP's and every MCP server preset's (Brave Search, GitHub, Teradata …).
 */
export async function supplyMcpTools(ctx: TNodeContext, config: TMcpConfig, wanted: readonly string[]) {
  const listed = await withClient(ctx, config, async (client) => (await client.listTools()).tools)
  const tools = wanted.length > 0 ? listed.filter((t) => wanted.includes(t.name)) : listed
  if (tools.length === 0) throw new NodeInputError('The MCP server offers none of the chosen tools')
  const { DynamicStructuredTool } = await langchainCoreTools()
  return tools.map(
    (tool) =>
      new DynamicStructuredTool({
        name: tool.name,
        description: tool.description ?? tool.name,
        schema: { ...tool.inputSchema, type: 'object', properties: tool.inputSchema.properties ?? {} },
        func: async (args: Record<string, unknown>) =>
          withClient(ctx, config, async (client) => {
            const result = await client.callTool({ name: tool.name, arguments: args }, undefined, {
              signal: ctx.signal,
            })
            const text = resultText(result)
            return 'isError' in result && result.isError ? `Error: ${text}` : text
          }),
      }),
  )
}
