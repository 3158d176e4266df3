import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { createBedrockChatModel } from './bedrock-client'
import { awsChatBedrock } from './awsChatBedrock.node.js'

export default defineRuntime(awsChatBedrock, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/aws'), warmLocalTokenizer()]),
  async supply(ctx) {
    const { temperature, streaming } = readModelSettings(ctx, '')
    const model = getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim()
    if (!model) throw new NodeInputError('Model Name is required')
    const credential = await ctx.getCredential()
    const keys = credential.awsKey && credential.awsSecret
    if (!keys && !ctx.awsDefaultCredentials)
      throw new NodeInputError(
        'AWS ChatBedrock needs an AWS credential (access key and secret); the server’s own AWS credentials ' +
          'serve only when its operator sets UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true',
      )
    const chat = await createBedrockChatModel({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      model,
      endpoint: getString(ctx, 'baseUrl').trim(),
      credentials: keys
        ? {
            accessKeyId: credential.awsKey ?? '',
            secretAccessKey: credential.awsSecret ?? '',
            ...(credential.awsSession ? { sessionToken: credential.awsSession } : {}),
          }
        : undefined,
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
