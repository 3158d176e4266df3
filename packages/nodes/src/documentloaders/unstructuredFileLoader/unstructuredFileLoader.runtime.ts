import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { partitionWithUnstructured } from '../../shared/unstructured'
import { unstructuredFields } from '../../shared/unstructured-params'
import { unstructuredFileLoader } from './unstructuredFileLoader.node.js'

/** Each uploaded file partitioned by the Unstructured API through the outbound guard; its key from the credential. */
export default defineRuntime(unstructuredFileLoader, {
  kind: 'supply',
  async supply(ctx) {
    const files = decodeFileInput(getString(ctx, 'fileObject'))
    if (files.length === 0) throw new NodeInputError(`${ctx.label} needs a file`)
    const credential = await ctx.getCredential()
    const api = {
      url: getString(ctx, 'unstructuredAPIUrl'),
      apiKey: credential.unstructuredAPIKey ?? '',
      fields: unstructuredFields(ctx),
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
