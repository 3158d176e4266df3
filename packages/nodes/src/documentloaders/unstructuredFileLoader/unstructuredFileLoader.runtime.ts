import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { partitionWithUnstructured } from '../../shared/unstructured'
import { unstructuredFileLoader } from './unstructuredFileLoader.node.js'

/** Each uploaded file partitioned by the Unstructured API through the outbound guard; its key from the credential. */
export default defineRuntime(unstructuredFileLoader, {
  kind: 'supply',
  async supply(ctx) {
    const files = decodeFileInput(getString(ctx, 'fileObject'))
    if (files.length === 0) throw new NodeInputError(`${ctx.label} needs a file`)
    const credential = await ctx.getCredential()
    const chunking = getString(ctx, 'chunkingStrategy', 'by_title')
    const api = {
      url: getString(ctx, 'unstructuredAPIUrl'),
      apiKey: credential.unstructuredAPIKey ?? '',
      fields: {
        strategy: getString(ctx, 'strategy', 'auto'),
        encoding: getString(ctx, 'encoding', 'utf-8'),
        ...(chunking && chunking !== 'None'
          ? { chunking_strategy: chunking, max_characters: getString(ctx, 'maxCharacters', '500') }
          : {}),
        coordinates: String(getBoolean(ctx, 'coordinates')),
      },
    }
    const sourceKey = getString(ctx, 'sourceIdKey', 'source').trim() || 'source'
    const docs = []
    for (const file of files) {
      const elements = await partitionWithUnstructured(ctx, api, { name: file.name, bytes: file.data })
      for (const doc of elements) doc.metadata[sourceKey] = file.name
      docs.push(...elements)
    }
    return finishDocuments(ctx, docs)
  },
})
