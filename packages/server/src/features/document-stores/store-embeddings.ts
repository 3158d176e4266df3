import type { FastifyBaseLogger } from 'fastify'
import { ErrorCodes, type TEmbeddingConfig } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { createEngineServices } from '../prediction/engine-services'
import { loadEngine } from '../prediction/load-engine'

export interface TextEmbedder {
  embedDocuments(texts: string[]): Promise<number[][]>
  embedQuery(text: string): Promise<number[]>
}

/** Chat memory for runs that have no chat (loaders and embeddings of a store). */
export const noMemory = {
  savedSessionId: undefined,
  getMessages: async () => [],
  addMessages: async () => {},
  clear: async () => {},
}

function isEmbedder(value: unknown): value is TextEmbedder {
  return (
    typeof value === 'object' &&
    value !== null &&
    'embedDocuments' in value &&
    typeof value.embedDocuments === 'function' &&
    'embedQuery' in value &&
    typeof value.embedQuery === 'function'
  )
}

/** The store's embeddings node, built through the engine with the unik's credential. */
export async function createStoreEmbedder(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  scope: { unikId: string; log: FastifyBaseLogger },
  config: TEmbeddingConfig,
): Promise<TextEmbedder> {
  const { runFlow, buildFlow, RunFailure } = await loadEngine()
  try {
    const result = await runFlow({
      flowData: buildFlow([
        {
          id: 'embeddings',
          name: config.name,
          inputs: config.config,
          ...(config.credential ? { credential: config.credential } : {}),
        },
      ]),
      question: '',
      chatId: 'document-store',
      flowId: 'document-store',
      stopNodeId: 'embeddings',
      services: await createEngineServices(deps, {
        unikId: scope.unikId,
        memoryStore: noMemory,
        log: scope.log,
      }),
    })
    if (!isEmbedder(result.instance))
      throw new AppError(400, ErrorCodes.Validation, `${config.name} is not an embeddings node`)
    return result.instance
  } catch (e) {
    if (e instanceof RunFailure && e.kind !== 'internal')
      throw new AppError(400, ErrorCodes.Validation, e.message)
    throw e
  }
}

/** Embeds through the provider; a provider failure is a 502 naming it, never a 500. */
export async function embedAll(embedder: TextEmbedder, texts: readonly string[]): Promise<number[][]> {
  const out: number[][] = []
  try {
    for (let i = 0; i < texts.length; i += 512)
      out.push(...(await embedder.embedDocuments(texts.slice(i, i + 512))))
  } catch (e) {
    throw new AppError(
      502,
      ErrorCodes.UpstreamFailed,
      `Embeddings failed: ${e instanceof Error ? e.message : String(e)}`,
    )
  }
  return out
}

export async function embedOne(embedder: TextEmbedder, text: string): Promise<number[]> {
  try {
    return await embedder.embedQuery(text)
  } catch (e) {
    throw new AppError(
      502,
      ErrorCodes.UpstreamFailed,
      `Embeddings failed: ${e instanceof Error ? e.message : String(e)}`,
    )
  }
}
