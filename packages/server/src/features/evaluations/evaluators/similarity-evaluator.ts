import type { TEngineServices } from '@unikflow/engine'
import { cosineSimilarity, type TEvaluator } from '@unikflow/graph'
import type { EngineModule } from '../../prediction/load-engine'
import { verdict, type RunOutcome, type Verdict } from './evaluator-types'

interface Embedder {
  embedDocuments(texts: string[]): Promise<number[][]>
}

function isEmbedder(value: unknown): value is Embedder {
  return (
    typeof value === 'object' &&
    value !== null &&
    'embedDocuments' in value &&
    typeof value.embedDocuments === 'function'
  )
}

/**
 * Semantic similarity: the chosen embeddings node (its own runtime and credential) embeds the output
 * and the expected output; their cosine similarity must reach the threshold.
 */
export async function similarityVerdict(
  run: { engine: EngineModule; services: TEngineServices; flowId: string; signal: AbortSignal },
  e: Extract<TEvaluator, { type: 'similarity' }>,
  outcome: RunOutcome,
): Promise<Verdict> {
  try {
    const embeddings = await run.engine.supplyNode({
      name: e.embeddings.nodeName,
      inputs: e.embeddings.inputs,
      credentialId: e.embeddings.credentialId,
      flowId: run.flowId,
      services: run.services,
      signal: run.signal,
    })
    if (!isEmbedder(embeddings)) return verdict(false, null, `${e.embeddings.nodeName} is no embeddings node`)
    const [a, b] = await embeddings.embedDocuments([outcome.output, outcome.expectedOutput])
    const score = Math.round(cosineSimilarity(a ?? [], b ?? []) * 1000) / 1000
    return verdict(score >= e.threshold, score, `Similarity ${score} (threshold ${e.threshold})`)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return verdict(false, null, `The embeddings failed: ${message}`)
  }
}
