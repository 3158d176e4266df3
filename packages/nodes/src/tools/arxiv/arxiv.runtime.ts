import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBody, readBodyText } from '../../shared/read-body'
import { getBoolean, getNumber, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { ARXIV_DEFAULT_DESCRIPTION, arxiv } from './arxiv.node.js'
import { isArxivIdList, paperText, parseArxivFeed, type TArxivPaper } from './arxiv-feed'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))
const pdfParse = lazyImport(() => import('pdf-parse'))

/** arXiv's API and PDFs; `ARXIV_BASE_URL` points both elsewhere (a mirror, a test double). */
const arxivBase = () => (process.env.ARXIV_BASE_URL ?? '').replace(/\/+$/, '')

function searchUrl(query: string, topK: number, maxQuery: number): string {
  const url = new URL(`${arxivBase() || 'http://export.arxiv.org'}/api/query`)
  if (isArxivIdList(query)) url.searchParams.set('id_list', query.trim().split(/\s+/).join(','))
  else {
    url.searchParams.set('search_query', `all:${query.replace(/[:-]/g, '').slice(0, maxQuery)}`)
    url.searchParams.set('sortBy', 'relevance')
    url.searchParams.set('sortOrder', 'descending')
  }
  url.searchParams.set('max_results', String(topK))
  return url.toString()
}

/** The paper's PDF text, downloaded through the outbound guard. */
async function fullText(ctx: TNodeContext, paper: TArxivPaper, signal: AbortSignal): Promise<string> {
  const id = paper.id.replace(/^https?:\/\/arxiv\.org\/abs\//, '')
  const res = await ctx.fetch(`${arxivBase() || 'https://arxiv.org'}/pdf/${id}.pdf`, { signal })
  if (!res.ok) throw new Error(`arXiv answered HTTP ${res.status} for the PDF of ${id}`)
  const data = await readBody(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail' })
  const { PDFParse } = await pdfParse()
  const parser = new PDFParse({ data })
  try {
    return (await parser.getText()).pages.map((p) => p.text).join('\n\n')
  } finally {
    await parser.destroy()
  }
}

async function paperBody(ctx: TNodeContext, paper: TArxivPaper, signal: AbortSignal): Promise<string> {
  if (!getBoolean(ctx, 'loadFullContent')) return `Summary: ${paper.summary}`
  try {
    return `Summary: ${paper.summary}\n\nFull Content:\n${await fullText(ctx, paper, signal)}`
  } catch (e) {
    if (!getBoolean(ctx, 'continueOnFailure')) throw e
    return `Summary: ${paper.summary}\n\n[Could not load the full content: ${e instanceof Error ? e.message : String(e)}]`
  }
}

/** Searches arXiv's API (Atom) through the outbound guard; each paper's summary or PDF text. */
export default defineRuntime(arxiv, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicTool } = await langchainCoreTools()
    const topK = getNumber(ctx, 'topKResults', 3)
    const maxQuery = getNumber(ctx, 'maxQueryLength', 300)
    const maxChars = getNumber(ctx, 'docContentCharsMax', 10000)
    return new DynamicTool({
      name: toolName(getString(ctx, 'arxivName'), 'arxiv_search'),
      description: getString(ctx, 'arxivDescription') || ARXIV_DEFAULT_DESCRIPTION,
      func: async (query: string, _run, config) => {
        const signal = config?.signal ?? ctx.signal
        const res = await ctx.fetch(searchUrl(query, topK, maxQuery), { signal })
        const xml = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail' })
        if (!res.ok) throw new Error(`arXiv answered HTTP ${res.status}`)
        const papers = parseArxivFeed(xml)
        if (papers.length === 0) return 'No good arXiv result was found'
        const texts: string[] = []
        for (const paper of papers) texts.push(paperText(paper, await paperBody(ctx, paper, signal)))
        const all = texts.join('\n\n')
        return maxChars > 0 ? all.slice(0, maxChars) : all
      },
    })
  },
})
