import { defineRuntime } from '../../runtime'
import { callModel } from '../../shared/model-call'
import { getInstance } from '../../shared/read-inputs'
import { createInMemoryVectorStore } from '../../vectorstores/memoryVectorStore/in-memory-vector-store'
import { readPage } from './read-page'
import { WEB_BROWSER_SCHEMA } from './web-browser-schema'
import { webBrowser } from './webBrowser.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))
const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

/** Passages of the page given to the model, and links listed after its answer. */
const PASSAGES = 4
const LINKS = 5

/**
 * Reads a page through the outbound guard, keeps the passages nearest the question (embedded in memory
 * for this call only) and lets the model answer from them; without a question it summarises the page.
 */
export default defineRuntime(webBrowser, {
  kind: 'supply',
  async supply(ctx) {
    const [
      { BaseLanguageModel },
      { Embeddings },
      { DynamicStructuredTool },
      { RecursiveCharacterTextSplitter },
    ] = await Promise.all([
      langchainCoreLanguageModelsBase(),
      langchainCoreEmbeddings(),
      langchainCoreTools(),
      langchainTextsplitters(),
    ])
    const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
    return new DynamicStructuredTool({
      name: 'web-browser',
      description:
        'Reads a web page and answers a question about it, or summarises it when no question is given. ' +
        'Also lists some links of the page.',
      schema: WEB_BROWSER_SCHEMA,
      func: async (args: Record<string, unknown>, _run, config) => {
        const signal = config?.signal ?? ctx.signal
        const url = String(args.url ?? '').trim()
        const question = String(args.question ?? '').trim()
        const page = await readPage(ctx.fetch, url, signal)
        const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 2000, chunkOverlap: 200 })
        const chunks = await splitter.createDocuments([page.text])
        const store = await createInMemoryVectorStore(embeddings)
        await store.addDocuments(chunks)
        const passages = await store.similaritySearch(question || 'summary of the page', PASSAGES)
        const text = passages.map((d) => d.pageContent).join('\n\n')
        const task = question
          ? `Answer this question from the text of the page, or say the page does not tell: ${question}`
          : 'Summarise the text of the page.'
        const answer = await callModel(ctx, model, `Text of ${url}:\n${text}\n\n${task}`, false)
        const links = page.links.slice(0, LINKS)
        return links.length ? `${answer}\n\nRelevant links:\n${links.join('\n')}` : answer
      },
    })
  },
})
