import { defineRuntime } from '../../runtime'
import { createBedrockChatModel } from '../../chatmodels/awsChatBedrock/bedrock-client'
import { modelFetchOf } from '../../shared/model-options'
import { promptLLM } from '../../shared/prompt-llm'
import { awsKeysOf } from '../../shared/aws-keys'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { awsBedrock } from './awsBedrock.node.js'

/**
 * Bedrock's Converse API, as AWS ChatBedrock calls it (signed by the AWS SDK, sent through the run's guarded
 * model fetch), with each prompt as one user message; the answer's text and token counts are the completion.
 */
export default defineRuntime(awsBedrock, {
  kind: 'supply',
  warm: () => import('@langchain/aws'),
  async supply(ctx) {
    const model = getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim()
    if (!model) throw new NodeInputError(`${ctx.label}: Model Name is required`)
    const credentials = await awsKeysOf(ctx)
    const temperature = getOptionalNumber(ctx, 'temperature')
    const maxTokens = getOptionalNumber(ctx, 'max_tokens_to_sample')
    const chat = await createBedrockChatModel({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      model,
      endpoint: getString(ctx, 'baseUrl').trim(),
      credentials,
      ...(temperature === undefined ? {} : { temperature }),
      ...(maxTokens === undefined ? {} : { maxTokens }),
      streaming: false,
      fetch: modelFetchOf(ctx),
    })
    return promptLLM(ctx, {
      llmType: 'bedrock',
      model,
      settings: { temperature, maxTokens },
      async complete(prompt, signal) {
        const message = await chat.invoke(prompt, signal ? { signal } : {})
        return {
          text: message.text,
          inputTokens: message.usage_metadata?.input_tokens,
          outputTokens: message.usage_metadata?.output_tokens,
        }
      },
    })
  },
})
