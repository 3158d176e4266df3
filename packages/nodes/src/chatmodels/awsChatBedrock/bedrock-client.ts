import type { BaseChatModel as TBaseChatModel } from '@langchain/core/language_models/chat_models'
import { awsFetchHandler } from '../../shared/aws-fetch-handler'
import { lazyImport } from '../../shared/lazy-import'

const langchainAws = lazyImport(() => import('@langchain/aws'))
const bedrockRuntime = lazyImport(() => import('@aws-sdk/client-bedrock-runtime'))

export type TAwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string }

export interface TBedrockSettings {
  region: string
  model: string
  /** Bedrock runtime's base URL; empty for the SDK's own endpoint of the region. */
  endpoint: string
  /** The keys of the node's credential; undefined: the AWS SDK's default chain (the operator allowed it). */
  credentials: TAwsCredentials | undefined
  temperature?: number
  maxTokens?: number
  streaming: boolean
  /** Bedrock's latency optimized inference (`performanceConfig.latency`). */
  latencyOptimized?: boolean
  /** The run's guarded fetch: every request of the SDK client goes through it. */
  fetch: typeof fetch
}

/**
 * LangChain's Bedrock Converse chat model (`@langchain/aws`) on an AWS SDK client whose transport is the
 * run's guarded fetch: the SDK signs (SigV4) and reads the event stream; the guard decides where it may go.
 */
export async function createBedrockChatModel(settings: TBedrockSettings): Promise<TBaseChatModel> {
  const [{ ChatBedrockConverse }, client] = await Promise.all([
    langchainAws(),
    createBedrockRuntimeClient(settings),
  ])
  // @langchain/aws reads performanceConfig from call options only: a latency optimized model adds it to each call.
  class LatencyOptimizedConverse extends ChatBedrockConverse {
    override invocationParams(options?: this['ParsedCallOptions']) {
      const params = super.invocationParams(options)
      return { ...params, performanceConfig: params.performanceConfig ?? { latency: 'optimized' as const } }
    }
  }
  const Model = settings.latencyOptimized ? LatencyOptimizedConverse : ChatBedrockConverse
  return new Model({
    client,
    region: settings.region,
    model: settings.model,
    streaming: settings.streaming,
    ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
    ...(settings.maxTokens === undefined ? {} : { maxTokens: settings.maxTokens }),
  })
}

/** Where and as whom a Bedrock runtime client calls, and the fetch it calls through. */
export type TBedrockPlace = Pick<TBedrockSettings, 'region' | 'endpoint' | 'credentials' | 'fetch'>

/**
 * An AWS SDK Bedrock runtime client whose transport is the run's guarded fetch (the SDK signs; the guard
 * decides where it may go), for the region or the endpoint given.
 */
export async function createBedrockRuntimeClient(place: TBedrockPlace) {
  const { BedrockRuntimeClient } = await bedrockRuntime()
  return new BedrockRuntimeClient({
    region: place.region,
    ...(place.credentials ? { credentials: place.credentials } : {}),
    ...(place.endpoint ? { endpoint: place.endpoint.replace(/\/+$/, '') } : {}),
    requestHandler: awsFetchHandler(place.fetch),
    // The node's timeout and the engine's retries decide; the SDK does not retry on its own.
    maxAttempts: 1,
  })
}
