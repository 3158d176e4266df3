import { defineRuntime } from '../../runtime'
import { moderateInput } from '../../shared/flow-moderation'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import type { TVectaraAnswer } from '../../vectorstores/vectara/vectara-api'
import { vectaraClientOf } from '../../vectorstores/vectara/vectara-store'
import { vectaraQAChain } from './vectaraQAChain.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * The summary's citations renumbered [1], [2] … in the order they first appear, and the cited passages
 * in that order (all passages when the summary cites none).
 */
function citedInOrder({ docs, summary }: TVectaraAnswer) {
  const order: number[] = []
  for (const m of summary.matchAll(/\[(\d+)\]/g)) {
    const index = Number(m[1]) - 1
    if (docs[index] && !order.includes(index)) order.push(index)
  }
  if (order.length === 0) return { text: summary, cited: docs }
  const text = summary.replace(/\[(\d+)\]/g, (whole, n: string) => {
    const at = order.indexOf(Number(n) - 1)
    return at < 0 ? whole : `[${at + 1}]`
  })
  return { text, cited: order.flatMap((i) => docs[i] ?? []) }
}

/** Asks Vectara for the passages and its summary of them: the summary is the answer, no model of ours. */
export default defineRuntime(vectaraQAChain, {
  kind: 'execute',
  async execute(ctx) {
    const refused = await moderateInput(ctx, ctx.question)
    if (refused !== undefined) return { text: refused }
    const client = vectaraClientOf(ctx.inputs.vectaraStore)
    if (!client)
      throw new NodeInputError('Vectara QA Chain needs a Vectara node (its Vector Store output) connected')
    const answer = await client.query(ctx.question, {
      promptName: getString(ctx, 'summarizerPromptName', 'vectara-summary-ext-v1.2.0'),
      responseLang: getString(ctx, 'responseLang', 'eng'),
      maxSummarizedResults: getNumber(ctx, 'maxSummarizedResults', 7),
    })
    const { Document } = await langchainCoreDocuments()
    const { text, cited } = citedInOrder(answer)
    return { text, sourceDocuments: cited.map((d) => new Document(d)) }
  },
})
