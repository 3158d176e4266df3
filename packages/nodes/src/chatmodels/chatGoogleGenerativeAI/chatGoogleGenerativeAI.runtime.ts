import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { defined, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { chatGoogleGenerativeAI } from './chatGoogleGenerativeAI.node.js'
import { lazyImport } from '../../shared/lazy-import'
import { withImageUploads } from '../../shared/vision'

const langchainGoogleGenai = lazyImport(() => import('@langchain/google-genai'))

type TSafetyRow = { harmCategory: string; harmBlockThreshold: string }

/** The safety rows as saved (a list, or its JSON text); rows missing either field are left out. */
function readSafetySettings(ctx: TNodeContext): TSafetyRow[] {
  let raw: unknown = ctx.inputs.safetySettings
  if (typeof raw === 'string') raw = raw.trim() ? JSON.parse(raw) : []
  if (!Array.isArray(raw)) return []
  return raw.flatMap((row: unknown) => {
    if (!row || typeof row !== 'object') return []
    const fields = new Map(Object.entries(row))
    const harmCategory = fields.get('harmCategory')
    const harmBlockThreshold = fields.get('harmBlockThreshold')
    return typeof harmCategory === 'string' && typeof harmBlockThreshold === 'string'
      ? [{ harmCategory, harmBlockThreshold }]
      : []
  })
}

/**
 * A Base URL is user-given, but the Gemini SDK calls the global fetch (no fetch option), so the guard
 * cannot sit under its requests: the host is checked here, before the model exists, by the guard's
 * rules (a private address needs the operator's allowlist). Google's own URL needs no check.
 */
async function checkedBaseUrl(ctx: TNodeContext): Promise<string | undefined> {
  const baseUrl = getString(ctx, 'baseUrl').trim()
  if (!baseUrl) return undefined
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new NodeInputError(`Base URL ${baseUrl} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NodeInputError('Base URL must be http or https')
  await ctx.resolveHost(url.hostname)
  return baseUrl
}

/**
 * Gemini through @langchain/google-genai. Its SDK calls the global fetch (no fetch option), so the
 * node's model timeouts reach it through the run's abort signal only.
 */
export default defineRuntime(chatGoogleGenerativeAI, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/google-genai'), installLocalTokenizer()]),
  async supply(ctx) {
    const { ChatGoogleGenerativeAI } = await langchainGoogleGenai()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gemini-2.0-flash')
    const model = getString(ctx, 'customModelName').trim() || settings.model
    const thinkingBudget = getOptionalNumber(ctx, 'thinkingBudget')
    const safety = readSafetySettings(ctx)
    return withImageUploads(
      ctx,
      await withModelCache(
        ctx,
        await useLocalTokenizer(
          new ChatGoogleGenerativeAI({
            model,
            apiKey: credential.googleGenerativeAPIKey ?? '',
            streaming: settings.streaming,
            maxRetries: settings.maxRetries,
            callbacks: usageCallbacks(ctx, model),
            ...defined({
              temperature: settings.temperature,
              topP: settings.topP,
              topK: getOptionalNumber(ctx, 'topK'),
              maxOutputTokens: getOptionalNumber(ctx, 'maxOutputTokens'),
              baseUrl: await checkedBaseUrl(ctx),
              thinkingConfig: thinkingBudget === undefined ? undefined : { thinkingBudget },
            }),
            ...(safety.length
              ? {
                  // The SDK's enums are these same strings; rows come from the editor's list of Google's names.
                  safetySettings: safety.map((s) => ({
                    category: s.harmCategory as never,
                    threshold: s.harmBlockThreshold as never,
                  })),
                }
              : {}),
          }),
        ),
      ),
    )
  },
})
