import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { loadFileByExtension } from '../fileLoader/load-by-extension'
import { getS3Object, listS3Keys, s3Bucket } from '../S3/s3-objects'
import { s3Directory } from './s3Directory.node.js'

/** ListObjectsV2 under the prefix, then each object (GetObject) read by the loader of its extension, in key order. */
export default defineRuntime(s3Directory, {
  kind: 'supply',
  async supply(ctx) {
    const s3 = await s3Bucket(ctx)
    // The PDF loader reads its Pdf Usage from `usage`, as the File Loader names it.
    const view: TNodeContext = Object.create(ctx, {
      inputs: { value: { ...ctx.inputs, usage: getString(ctx, 'pdfUsage', 'perPage') } },
    })
    const docs: { pageContent: string }[] = []
    for (const key of await listS3Keys(ctx, s3, getString(ctx, 'prefix').trim())) {
      const bytes = await getS3Object(ctx, s3, key)
      docs.push(
        ...(await loadFileByExtension(view, { name: key, base64: Buffer.from(bytes).toString('base64') })),
      )
    }
    return ctx.output === 'text' ? docs.map((d) => d.pageContent).join('\n') : docs
  },
})
