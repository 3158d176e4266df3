import { defineRuntime } from '../../runtime'
import { withModelCache } from '../../shared/llm-cache'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { modelFetchOf } from '../../shared/model-options'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { streamWhenRead } from '../../shared/stream-when-read'
import { chatNemoGuardrails } from './chatNemoGuardrails.node.js'
import { nemoGuardrailsChat } from './nemo-guardrails-chat'

/** The server's `/v1/chat/completions` for the node's configuration, through the run's guarded model fetch. */
export default defineRuntime(chatNemoGuardrails, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/core/language_models/chat_models'), installLocalTokenizer()]),
  async supply(ctx) {
    const configId = getString(ctx, 'configurationId').trim()
    const baseUrl = getString(ctx, 'baseUrl').trim().replace(/\/+$/, '')
    if (!configId)
      throw new NodeInputError(`${ctx.label} needs the Configuration ID of a guardrails configuration`)
    if (!baseUrl) throw new NodeInputError(`${ctx.label} needs the Base URL of a NeMo Guardrails server`)
    const chat = await nemoGuardrailsChat({
      url: `${baseUrl}/v1/chat/completions`,
      configId,
      fetch: modelFetchOf(ctx),
    })
    return withModelCache(ctx, await useLocalTokenizer(streamWhenRead(chat, true)))
  },
})
