import type { Document } from '@langchain/core/documents'
import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { awsKeysOf } from '../../shared/aws-keys'
import { postAwsSigned, signingKeys } from '../../shared/aws-sign'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getJsonFilter, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { finishRetriever, functionRetriever } from '../retriever-kit'
import { awsBedrockKBRetriever } from './awsBedrockKBRetriever.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The chunks of Retrieve's answer as documents: the text, with its location, score and metadata. */
async function toDocuments(answer: unknown): Promise<Document[]> {
  const { Document } = await langchainCoreDocuments()
  const results = isRecord(answer) && Array.isArray(answer.retrievalResults) ? answer.retrievalResults : []
  return results.filter(isRecord).map((r) => {
    const location = isRecord(r.location) ? r.location : {}
    const s3 = isRecord(location.s3Location) ? location.s3Location : {}
    const source = typeof s3.uri === 'string' ? { source: s3.uri } : {}
    return new Document({
      pageContent: isRecord(r.content) ? String(r.content.text ?? '') : '',
      metadata: { ...source, location, score: r.score, ...(isRecord(r.metadata) ? r.metadata : {}) },
    })
  })
}

/** Bedrock Agent Runtime's Retrieve (SigV4-signed for `bedrock`) through the outbound guard. */
export default defineRuntime(awsBedrockKBRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const region = getString(ctx, 'region').trim() || 'us-east-1'
    const id = getString(ctx, 'knoledgeBaseID').trim()
    if (!id) throw new NodeInputError(`${ctx.label} needs the Knowledge Base ID`)
    const base =
      getString(ctx, 'endpoint').trim().replace(/\/+$/, '') ||
      `https://bedrock-agent-runtime.${region}.amazonaws.com`
    const keys = signingKeys(await awsKeysOf(ctx))
    if (!keys)
      throw new NodeInputError(`${ctx.label}: no AWS keys in its credential or the server's environment`)
    const topK = getOptionalNumber(ctx, 'topK') ?? 5
    const searchType = getString(ctx, 'searchType').trim()
    const filter = getJsonFilter(ctx, 'filter', 'Filter')
    const vectorSearchConfiguration = {
      numberOfResults: Math.max(1, Math.round(topK)),
      ...(searchType ? { overrideSearchType: searchType } : {}),
      ...(filter ? { filter } : {}),
    }
    const retriever = await functionRetriever(async (query) => {
      const res = await postAwsSigned(
        ctx.fetch,
        {
          endpoint: `${base}/knowledgebases/${encodeURIComponent(id)}/retrieve`,
          service: 'bedrock',
          region,
          keys,
        },
        {
          body: JSON.stringify({
            retrievalQuery: { text: query },
            retrievalConfiguration: { vectorSearchConfiguration },
          }),
          headers: { 'content-type': 'application/json' },
        },
        ctx.signal,
      )
      const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'cut' })
      if (!res.ok) throw new Error(`AWS Bedrock Retrieve answered HTTP ${res.status}: ${text.slice(0, 300)}`)
      return toDocuments(JSON.parse(text))
    })
    return finishRetriever(ctx, retriever)
  },
})
