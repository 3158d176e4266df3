import { isRecord } from '@unikflow/graph'
import type { Embeddings as TEmbeddings } from '@langchain/core/embeddings'
import { createBedrockRuntimeClient } from '../../chatmodels/awsChatBedrock/bedrock-client'
import { defineRuntime } from '../../runtime'
import { awsKeysOf } from '../../shared/aws-keys'
import { numbers } from '../../shared/http-embeddings'
import { lazyImport } from '../../shared/lazy-import'
import { modelFetchOf } from '../../shared/model-options'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { AWSBedrockEmbeddings } from './AWSBedrockEmbeddings.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const bedrockRuntime = lazyImport(() => import('@aws-sdk/client-bedrock-runtime'))

/** Cohere's embed models on Bedrock take at most this many texts a request. */
const COHERE_BATCH = 96

/** A host without a scheme is https (as Flowise's field asks for a host); a URL is used as it is. */
const endpointOf = (host: string) => (!host ? '' : /^https?:\/\//.test(host) ? host : `https://${host}`)

export default defineRuntime(AWSBedrockEmbeddings, {
  kind: 'supply',
  warm: () => import('@aws-sdk/client-bedrock-runtime'),
  async supply(ctx): Promise<TEmbeddings> {
    const [{ Embeddings }, { InvokeModelCommand }] = await Promise.all([
      langchainCoreEmbeddings(),
      bedrockRuntime(),
    ])
    const model =
      getString(ctx, 'customModel').trim() || getString(ctx, 'model').trim() || 'amazon.titan-embed-text-v1'
    const client = await createBedrockRuntimeClient({
      region: getString(ctx, 'region').trim() || 'us-east-1',
      endpoint: endpointOf(getString(ctx, 'endpointHost').trim()),
      credentials: await awsKeysOf(ctx),
      fetch: modelFetchOf(ctx),
    })
    const invoke = async (body: Record<string, unknown>): Promise<unknown> => {
      const res = await client.send(
        new InvokeModelCommand({
          modelId: model,
          body: JSON.stringify(body),
          contentType: 'application/json',
          accept: 'application/json',
        }),
        { abortSignal: ctx.signal },
      )
      return JSON.parse(new TextDecoder().decode(res.body))
    }
    const cohere = model.startsWith('cohere.')
    const inputType = getString(ctx, 'inputType')
    const batch = Math.max(1, Math.floor(getOptionalNumber(ctx, 'batchSize') ?? 50))
    const embedCohere = async (texts: string[], fallbackType: string) => {
      const out: number[][] = []
      for (let i = 0; i < texts.length; i += Math.min(batch, COHERE_BATCH)) {
        const answer = await invoke({
          texts: texts.slice(i, i + Math.min(batch, COHERE_BATCH)),
          input_type: inputType || fallbackType,
        })
        const list = isRecord(answer) && Array.isArray(answer.embeddings) ? answer.embeddings : []
        out.push(...list.map(numbers))
      }
      return out
    }
    const embedTitan = async (texts: string[]) => {
      const out: number[][] = []
      for (let i = 0; i < texts.length; i += batch) {
        const answers = await Promise.all(
          texts.slice(i, i + batch).map((t) => invoke({ inputText: t.replace(/\n/g, ' ') })),
        )
        out.push(...answers.map((a) => numbers(isRecord(a) ? a.embedding : undefined)))
      }
      return out
    }
    class BedrockEmbeddings extends Embeddings {
      embedDocuments(texts: string[]) {
        return cohere ? embedCohere(texts, 'search_document') : embedTitan(texts)
      }
      async embedQuery(text: string) {
        const [vector] = cohere ? await embedCohere([text], 'search_query') : await embedTitan([text])
        return vector ?? []
      }
    }
    return new BedrockEmbeddings({})
  },
})
