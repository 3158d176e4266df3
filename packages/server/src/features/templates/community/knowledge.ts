import type { RecipeNode, TemplateRecipe } from '../template-recipe'

// Answers from documents: a loader (or a document store), a splitter, embeddings and a vector store feed a
// retrieval chain. Local hash embeddings need no provider, so these run with a chat-model credential only.

const ABOUT_ACME =
  'Acme Rockets makes small reusable rockets for weather research.\n\n' +
  'Opening hours: Monday to Friday, 9:00 to 17:00 (UTC). Support answers by email at help@acme.example ' +
  'within one working day.\n\n' +
  'Returns: a rocket can be returned within 30 days if it has not been launched. Launched rockets are ' +
  'repaired at cost.\n\n' +
  'Shipping: rockets ship from Lisbon; delivery in the EU takes 3 to 5 working days.'

const model = {
  type: 'chatOpenAI',
  at: [2, 1],
  inputs: { modelName: 'gpt-4o-mini', temperature: 0 },
} as const
const splitter = {
  type: 'recursiveCharacterTextSplitter',
  at: [0, 0],
  inputs: { chunkSize: 500, chunkOverlap: 50 },
} as const
const embeddings = { type: 'localHashEmbeddings', at: [1, 1] } as const
const store = { type: 'memoryVectorStore', at: [2, 0], inputs: { topK: 3 } } as const

function overDocuments(
  fields: Omit<TemplateRecipe, 'nodes' | 'edges' | 'type' | 'framework'>,
  loader: RecipeNode,
  chain: RecipeNode,
  withMemory: boolean,
): TemplateRecipe {
  return {
    ...fields,
    type: 'Chatflow',
    framework: ['LangChain'],
    nodes: {
      splitter,
      loader,
      embeddings,
      store,
      model,
      chain,
      ...(withMemory ? { memory: { type: 'bufferMemory', at: [3, 1] } } : {}),
    },
    edges: [
      ['splitter', 'loader.textSplitter'],
      ['loader:document', 'store.document'],
      ['embeddings', 'store.embeddings'],
      ['store:retriever', 'chain.vectorStoreRetriever'],
      ['model', 'chain.model'],
      ...(withMemory ? ([['memory', 'chain.memory']] as const) : []),
    ],
  }
}

const conversationalChain: RecipeNode = {
  type: 'conversationalRetrievalQAChain',
  at: [3, 0],
  inputs: { returnSourceDocuments: true },
}

export const knowledgeTemplates: TemplateRecipe[] = [
  overDocuments(
    {
      id: 'qa-over-text',
      name: 'Q&A over Your Text',
      description:
        'Paste your own text (an FAQ, a policy) and ask questions about it; no embeddings provider needed.',
      badge: 'POPULAR',
      usecases: ['Documents QnA'],
      tags: ['OpenAI', 'RAG', 'Local embeddings'],
    },
    { type: 'plainText', at: [1, 0], inputs: { text: ABOUT_ACME } },
    { type: 'retrievalQAChain', at: [3, 0] },
    false,
  ),
  overDocuments(
    {
      id: 'conversational-rag',
      name: 'Conversational RAG with Sources',
      description: 'A chat over your text that remembers follow-up questions and shows the source passages.',
      usecases: ['Documents QnA', 'Chatbot'],
      tags: ['OpenAI', 'RAG', 'Memory'],
    },
    { type: 'plainText', at: [1, 0], inputs: { text: ABOUT_ACME, metadata: '{"source":"acme-faq"}' } },
    conversationalChain,
    true,
  ),
  overDocuments(
    {
      id: 'chat-with-web-page',
      name: 'Chat with a Web Page',
      description:
        'Loads a web page (and the pages it links to), then answers questions about it with sources.',
      usecases: ['Documents QnA', 'Research'],
      tags: ['OpenAI', 'RAG', 'Web'],
      requires: 'Fetches the web page set in the Cheerio Web Scraper node (through the outbound guard).',
    },
    { type: 'cheerioWebScraper', at: [1, 0], inputs: { url: 'https://example.com', limit: 5 } },
    conversationalChain,
    true,
  ),
  overDocuments(
    {
      id: 'chat-with-pdf',
      name: 'Chat with a PDF',
      description: 'Upload a PDF into the PDF File node and ask questions about it, page sources included.',
      usecases: ['Documents QnA'],
      tags: ['OpenAI', 'RAG', 'PDF'],
      requires: 'A PDF file uploaded in the PDF File node.',
    },
    { type: 'pdfFile', at: [1, 0] },
    conversationalChain,
    true,
  ),
]

/** The knowledge half's own store: vectors upserted once in Document Stores, read by any number of flows. */
export const documentStoreRag: TemplateRecipe = {
  id: 'rag-document-store',
  name: 'RAG over a Document Store',
  description: 'Answers from a document store of your unik (its upserted vectors), with source documents.',
  badge: 'NEW',
  usecases: ['Documents QnA', 'Chatbot'],
  tags: ['OpenAI', 'RAG', 'Document Store'],
  type: 'Chatflow',
  framework: ['LangChain'],
  requires: 'A document store of the unik with upserted vectors, picked in the Document Store (Vector) node.',
  nodes: {
    store: { type: 'documentStoreVS', at: [0, 0], inputs: { topK: 4 } },
    model: { ...model, at: [0, 1] },
    memory: { type: 'bufferMemory', at: [0, 2] },
    chain: { ...conversationalChain, at: [1, 0] },
  },
  edges: [
    ['store', 'chain.vectorStoreRetriever'],
    ['model', 'chain.model'],
    ['memory', 'chain.memory'],
  ],
}
