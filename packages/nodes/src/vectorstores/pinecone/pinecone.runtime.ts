import { defineRuntime } from '../../runtime'
import { getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { chatFilter, uploadChatId } from '../chat-upload-scope'
import { supplyRemoteStore } from '../remote-runtime'
import { pineconeApi } from './pinecone-api'
import { pinecone } from './pinecone.node.js'

/** Pinecone's control plane; the credential's Base URL replaces it (a proxy, a local Pinecone). */
const PINECONE_API = 'https://api.pinecone.io'

export default defineRuntime(pinecone, {
  kind: 'supply',
  async supply(ctx) {
    const index = getString(ctx, 'pineconeIndex').trim()
    if (!index) throw new NodeInputError('Pinecone Index is required')
    const credential = await ctx.getCredential()
    if (!credential.pineconeApiKey)
      throw new NodeInputError('Pinecone needs its API key (a Pinecone API credential)')
    const filter = chatFilter(
      getJsonFilter(ctx, 'pineconeMetadataFilter', 'Pinecone Metadata Filter'),
      uploadChatId(ctx),
    )
    return supplyRemoteStore(
      ctx,
      pineconeApi({
        fetch: ctx.fetch,
        controlUrl: credential.basePath?.trim() || PINECONE_API,
        index,
        apiKey: credential.pineconeApiKey,
        namespace: getString(ctx, 'pineconeNamespace').trim(),
        textKey: getString(ctx, 'pineconeTextKey').trim() || 'text',
        filter,
        signal: ctx.signal,
      }),
    )
  },
})
