import { defineRuntime } from '../../runtime'
import { readFileInput } from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { loadFileByExtension } from './load-by-extension'
import { fileLoader } from './fileLoader.node.js'

export default defineRuntime(fileLoader, {
  kind: 'supply',
  async supply(ctx) {
    const docs: { pageContent: string }[] = []
    for (const file of readFileInput(getString(ctx, 'file')))
      docs.push(...(await loadFileByExtension(ctx, file)))
    return ctx.output === 'text' ? docs.map((d) => d.pageContent).join('\n') : docs
  },
})
