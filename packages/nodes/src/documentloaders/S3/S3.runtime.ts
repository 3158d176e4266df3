import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { unstructuredFields } from '../../shared/unstructured-params'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { partitionWithUnstructured } from '../../shared/unstructured'
import { loadFileByExtension } from '../fileLoader/load-by-extension'
import { getS3Object, s3Bucket } from './s3-objects'
import { S3 } from './S3.node.js'

/**
 * GetObject (SigV4-signed, through the outbound guard), then the object read by the loader of its extension, or by
 * the Unstructured API when the node says so.
 */
export default defineRuntime(S3, {
  kind: 'supply',
  async supply(ctx) {
    const key = getString(ctx, 'keyName').trim().replace(/^\/+/, '')
    if (!key) throw new NodeInputError(`${ctx.label} needs an Object Key`)
    const s3 = await s3Bucket(ctx)
    const bytes = await getS3Object(ctx, s3, key)
    if (getString(ctx, 'fileProcessingMethod') === 'unstructured') {
      const docs = await partitionWithUnstructured(
        ctx,
        {
          url: getString(ctx, 'unstructuredAPIUrl'),
          apiKey: getString(ctx, 'unstructuredAPIKey'),
          fields: unstructuredFields(ctx),
        },
        { name: key, bytes },
      )
      return finishDocuments(ctx, docs)
    }
    const docs = await loadFileByExtension(ctx, { name: key, base64: Buffer.from(bytes).toString('base64') })
    return ctx.output === 'text' ? docs.map((d: { pageContent: string }) => d.pageContent).join('\n') : docs
  },
})
