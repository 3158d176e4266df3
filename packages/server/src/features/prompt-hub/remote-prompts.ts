import { z } from 'zod'
import { ZHubPrompt, type THubPrompt } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { loadEngine } from '../prediction/load-engine'

/** A remote hub answers once per this long at most; its prompts are shown from memory in between. */
const CACHE_MS = 5 * 60_000
const TIMEOUT_MS = 5_000
const MAX_BYTES = 2 * 1024 * 1024

let cached: { key: string; at: number; prompts: THubPrompt[] } | undefined

/**
 * The prompts of PROMPT_HUB_URL: a JSON array (or `{ prompts: [...] }`) of prompts in the hub's shape,
 * fetched through the outbound guard. Entries that do not fit are skipped; an unreachable hub or a
 * body that is not a list yields undefined (the page then says the remote hub is unreachable).
 */
export async function remotePrompts(deps: Pick<AppDeps, 'config'>): Promise<THubPrompt[] | undefined> {
  const url = deps.config.promptHubUrl
  if (!url) return []
  // Keyed by what decides the answer (one server has one of each; tests build several apps).
  const key = `${url} ${deps.config.outboundAllowlist.join(',')}`
  if (cached && cached.key === key && Date.now() - cached.at < CACHE_MS) return cached.prompts
  const { createGuardedFetch, parseAllowlist } = await loadEngine()
  const fetch = createGuardedFetch({ allowlist: parseAllowlist(deps.config.outboundAllowlist) })
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return undefined
    const text = await res.text()
    if (text.length > MAX_BYTES) return undefined
    const body: unknown = JSON.parse(text)
    const list = z
      .array(z.unknown())
      .safeParse(Array.isArray(body) ? body : (body as { prompts?: unknown }).prompts)
    if (!list.success) return undefined
    const prompts = list.data.flatMap((entry) => {
      const parsed = ZHubPrompt.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    cached = { key, at: Date.now(), prompts }
    return prompts
  } catch {
    return undefined
  }
}
