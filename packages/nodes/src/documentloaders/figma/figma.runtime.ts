import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, searchBase } from '../../shared/web-search'
import { figma } from './figma.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Layers visited per node at most (a page of a large file can hold many thousands). */
const MAX_LAYERS = 100_000

/** The `characters` of TEXT layers under `node`, in document order: its children, or every depth. */
function textsOf(node: unknown, recursive: boolean): string[] {
  const texts: string[] = []
  const stack: Array<{ node: unknown; depth: number }> = [{ node, depth: 0 }]
  for (let seen = 0; stack.length > 0 && seen < MAX_LAYERS; seen++) {
    const { node: at, depth } = stack.pop() ?? { node: undefined, depth: 0 }
    if (!isRecord(at)) continue
    if (at.type === 'TEXT' && typeof at.characters === 'string' && at.characters.trim())
      texts.push(at.characters)
    const children = Array.isArray(at.children) ? at.children : []
    if (recursive || depth === 0)
      for (const child of [...children].reverse()) stack.push({ node: child, depth: depth + 1 })
  }
  return texts
}

/** Figma's `GET /v1/files/<key>/nodes` through the outbound guard; each node's texts are a document. */
export default defineRuntime(figma, {
  kind: 'supply',
  async supply(ctx) {
    const fileKey = getString(ctx, 'fileKey').trim()
    const ids = getString(ctx, 'nodeIds')
      .split(',')
      .map((id) => id.trim().replace(/-/g, ':'))
      .filter(Boolean)
    if (!fileKey || ids.length === 0) throw new NodeInputError(`${ctx.label} needs a File Key and Node IDs`)
    const credential = await ctx.getCredential()
    const url = new URL(
      `${searchBase(credential, 'https://api.figma.com')}/v1/files/${encodeURIComponent(fileKey)}/nodes`,
    )
    url.searchParams.set('ids', ids.join(','))
    const answer = await fetchSearchJson(ctx, 'Figma', url.toString(), {
      headers: { 'x-figma-token': credential.accessToken ?? '', accept: 'application/json' },
      signal: ctx.signal,
    })
    const nodes = isRecord(answer) && isRecord(answer.nodes) ? answer.nodes : {}
    const recursive = getBoolean(ctx, 'recursive')
    const { Document } = await langchainCoreDocuments()
    const docs = ids.flatMap((id) => {
      const entry = nodes[id]
      const document = isRecord(entry) ? entry.document : undefined
      if (!isRecord(document)) return []
      const name = typeof document.name === 'string' ? document.name : id
      return [
        new Document({
          pageContent: textsOf(document, recursive).join('\n'),
          metadata: { source: `https://www.figma.com/file/${fileKey}`, nodeId: id, name },
        }),
      ]
    })
    return finishDocuments(ctx, docs)
  },
})
