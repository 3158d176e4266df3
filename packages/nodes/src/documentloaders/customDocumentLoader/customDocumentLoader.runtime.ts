import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { readFunctionInputs } from '../../shared/function-inputs'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { customDocumentLoader } from './customDocumentLoader.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The function's value as documents: each item a `{ pageContent: string, metadata: object }`. */
function documentItems(value: unknown): Array<{ pageContent: string; metadata: Record<string, unknown> }> {
  const fail = () =>
    new NodeInputError(
      'The function must return a list of documents, each { pageContent: string, metadata: object }',
    )
  if (!Array.isArray(value)) throw fail()
  return value.map((item: unknown) => {
    if (!isRecord(item) || typeof item.pageContent !== 'string') throw fail()
    const metadata = item.metadata ?? {}
    if (!isRecord(metadata)) throw fail()
    return { pageContent: item.pageContent, metadata: { ...metadata } }
  })
}

/** User JavaScript in the QuickJS sandbox returns the documents (or, for the Text output, a string). */
export default defineRuntime(customDocumentLoader, {
  kind: 'supply',
  async supply(ctx) {
    const code = getString(ctx, 'javascriptFunction')
    if (!code.trim()) throw new NodeInputError('Javascript Function is empty')
    const value = await ctx.runCode(code, { inputs: readFunctionInputs(ctx) })
    if (ctx.output === 'text') {
      if (typeof value !== 'string')
        throw new NodeInputError('For the Text output the function must return a string')
      return value
    }
    const { Document } = await langchainCoreDocuments()
    return documentItems(value).map((d) => new Document(d))
  },
})
