import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { chatAnthropic } from './chatAnthropic.node.js'
import { lazyImport } from '../../shared/lazy-import'
import { withImageUploads } from '../../shared/vision'

const langchainAnthropic = lazyImport(() => import('@langchain/anthropic'))

export default defineRuntime(chatAnthropic, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/anthropic'), installLocalTokenizer()]),
  async supply(ctx) {
    const { ChatAnthropic } = await langchainAnthropic()
    const credential = await ctx.getCredential()
    const { model, temperature, streaming, topP, stop, maxRetries } = readModelSettings(ctx, 'claude-3-haiku')
    const thinking = getBoolean(ctx, 'extendedThinking')
    return withImageUploads(
      ctx,
      await withModelCache(
        ctx,
        await useLocalTokenizer(
          new ChatAnthropic({
            model,
            maxRetries,
            apiKey: credential.anthropicApiKey || 'none',
            clientOptions: { fetch: modelFetchOf(ctx) },
            callbacks: usageCallbacks(ctx, model),
            streaming,
            ...defined({
              temperature: thinking ? undefined : temperature,
              topP: thinking ? undefined : topP,
              topK: getOptionalNumber(ctx, 'topK'),
              maxTokens: getOptionalNumber(ctx, 'maxTokensToSample'),
              stopSequences: stop,
              // Flowise lets a credential carry a base URL for proxies; ours has none, so this stays the default.
              anthropicApiUrl: credential.basePath || undefined,
            }),
            ...(thinking
              ? {
                  thinking: {
                    type: 'enabled',
                    budget_tokens: getOptionalNumber(ctx, 'budgetTokens') ?? 1024,
                  },
                }
              : {}),
          }),
        ),
      ),
    )
  },
})
