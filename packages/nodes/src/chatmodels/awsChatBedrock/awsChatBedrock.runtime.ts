import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { createBedrockChatModel } from './bedrock-converse'
import { awsChatBedrock } from './awsChatBedrock.node.js'

export default defineRuntime(awsChatBedrock, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/core/language_models/chat_models'), warmLocalTokenizer()]),
  async supply(ctx) {
    const { temperature, streaming, stop } = readModelSettings(ctx, '')
    const model = getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim()
    if (!model) throw new NodeInputError('Model Name is required')
    const credential = await ctx.getCredential()
    if (!credential.awsKey || !credential.awsSecret)
      throw new NodeInputError('AWS ChatBedrock needs an AWS credential (access key and secret)')
    const chat = await createBedrockChatModel({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      model,
      endpoint: getString(ctx, 'baseUrl').trim(),
      credentials: {
        accessKeyId: credential.awsKey,
        secretAccessKey: credential.awsSecret,
        ...(credential.awsSession ? { sessionToken: credential.awsSession } : {}),
      },
      ...(temperature === undefined ? {} : { temperature }),
      ...(getOptionalNumber(ctx, 'max_tokens_to_sample') === undefined
        ? {}
        : { maxTokens: getOptionalNumber(ctx, 'max_tokens_to_sample') }),
      ...(stop ? { stop } : {}),
      streaming,
      fetch: modelFetchOf(ctx),
    })
    chat.callbacks = usageCallbacks(ctx, model)
    return useLocalTokenizer(chat)
  },
})
