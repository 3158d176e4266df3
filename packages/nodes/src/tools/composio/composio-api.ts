import type { TNodeContext } from '../../context'

/** One Composio action as its API lists it: the name, what it does and its parameters' JSON schema. */
export type TComposioAction = { name: string; description: string; parameters: Record<string, unknown> }

/** Composio's REST API with the credential's key, through the outbound guard. */
export function composioClient(ctx: TNodeContext, apiKey: string, basePath: string) {
  const base = (basePath.trim() || 'https://backend.composio.dev').replace(/\/+$/, '')
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const res = await ctx.fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: ctx.signal,
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`Composio answered HTTP ${res.status}: ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : {}
  }
  return {
    app: async (appName: string) => record(await call(`/api/v1/apps/${encodeURIComponent(appName)}`)),
    account: async (id: string) => record(await call(`/api/v1/connectedAccounts/${encodeURIComponent(id)}`)),
    actions: async (names: readonly string[]): Promise<TComposioAction[]> => {
      const listed = record(await call(`/api/v2/actions?actions=${encodeURIComponent(names.join(','))}`))
      const items: unknown[] = Array.isArray(listed.items) ? listed.items : []
      return items.map(record).map((item) => ({
        name: String(item.name ?? ''),
        description: String(item.description ?? item.name ?? ''),
        parameters: record(item.parameters),
      }))
    },
    execute: async (action: string, body: Record<string, unknown>) =>
      record(await call(`/api/v2/actions/${encodeURIComponent(action)}/execute`, body)),
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
}
