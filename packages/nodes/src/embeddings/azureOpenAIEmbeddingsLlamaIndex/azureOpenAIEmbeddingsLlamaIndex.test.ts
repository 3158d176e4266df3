import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

describe('Azure OpenAI Embeddings (LlamaIndex name)', () => {
  it('embeds through the credential’s deployment under the Base Path, as the Azure OpenAI Embeddings node', async () => {
    const embeddings = (await harness.supply('azureOpenAIEmbeddingsLlamaIndex', {
      credential: 'cred-azure',
      inputs: { basepath: `${harness.openai.baseUrl}/openai/deployments` },
    })) as Embeddings
    // The OpenAI SDK asks for base64 float32 vectors, so they come back at float32 precision.
    const float32 = (text: string) => Array.from(new Float32Array(fakeEmbedding(text)))
    expect(await embeddings.embedDocuments(['refunds', 'gift cards'])).toEqual([
      float32('refunds'),
      float32('gift cards'),
    ])
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/openai/deployments/gpt-35-turbo/embeddings')
    expect(call?.headers['api-key']).toBe('az-test')
  })
})
