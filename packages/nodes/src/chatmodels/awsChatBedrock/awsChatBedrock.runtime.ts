import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { awsKeysOf } from '../../shared/aws-keys'
import { createBedrockChatModel } from './bedrock-client'
import { awsChatBedrock } from './awsChatBedrock.node.js'

export default defineRuntime(awsChatBedrock, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/aws'), installLocalTokenizer()]),
  async supply(ctx) {
    const { temperature, streaming } = readModelSettings(ctx, '')
    const named = getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim()
    if (!named) throw new NodeInputError('Model Name is required')
    const model = getBoolean(ctx, 'useGlobalEndpoint') ? globalProfileOf(named) : named
    const credentials = await awsKeysOf(ctx)
    const chat = await createBedrockChatModel({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      model,
      endpoint: endpointOf(getString(ctx, 'baseUrl'), getString(ctx, 'endpointHost')),
      credentials,
      ...(temperature === undefined ? {} : { temperature }),
      ...(getOptionalNumber(ctx, 'max_tokens_to_sample') === undefined
        ? {}
        : { maxTokens: getOptionalNumber(ctx, 'max_tokens_to_sample') }),
      streaming,
      latencyOptimized: getBoolean(ctx, 'latencyOptimized'),
      fetch: modelFetchOf(ctx),
    })
    chat.callbacks = usageCallbacks(ctx, model)
    return withModelCache(ctx, await useLocalTokenizer(chat))
  },
})

/** A model id's global cross-region inference profile; ids already of a profile or an ARN stay as they are. */
function globalProfileOf(model: string): string {
  if (model.startsWith('arn:') || /^(global|us|eu|apac|us-gov|jp|au|ca)\./.test(model)) return model
  return `global.${model}`
}

/** The Base URL as given, else the Custom Endpoint Host (a host name, called over HTTPS), else the region's. */
function endpointOf(baseUrl: string, host: string): string {
  if (baseUrl.trim()) return baseUrl.trim()
  const name = host
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
  return name ? `https://${name}` : ''
}
