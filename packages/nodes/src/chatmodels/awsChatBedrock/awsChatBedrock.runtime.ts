import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { awsKeysOf } from '../../shared/aws-keys'
import { createBedrockChatModel } from './bedrock-client'
import { awsChatBedrock } from './awsChatBedrock.node.js'

export default defineRuntime(awsChatBedrock, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/aws'), warmLocalTokenizer()]),
  async supply(ctx) {
    const { temperature, streaming } = readModelSettings(ctx, '')
    const model = getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim()
    if (!model) throw new NodeInputError('Model Name is required')
    const credentials = await awsKeysOf(ctx)
    const chat = await createBedrockChatModel({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      model,
      endpoint: getString(ctx, 'baseUrl').trim(),
      credentials,
      ...(temperature === undefined ? {} : { temperature }),
      ...(getOptionalNumber(ctx, 'max_tokens_to_sample') === undefined
        ? {}
        : { maxTokens: getOptionalNumber(ctx, 'max_tokens_to_sample') }),
      streaming,
      fetch: modelFetchOf(ctx),
    })
    chat.callbacks = usageCallbacks(ctx, model)
    return withModelCache(ctx, await useLocalTokenizer(chat))
  },
})
