import {
  createNode,
  getAllOutputHandles,
  type TFlowData,
  type TFlowEdge,
  type TFlowNode,
} from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { readFlowiseFixtures } from '@unikflow/testkit/fixtures'

function node(name: string, x: number, existing: TFlowNode[]): TFlowNode {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(`no node ${name}`)
  const created = createNode(descriptor, { x, y: 100 }, existing)
  existing.push(created)
  return created
}

function edge(source: TFlowNode, target: TFlowNode, input: string): TFlowEdge {
  const sourceHandle = getAllOutputHandles(source.data)[0]?.id
  const targetHandle = target.data.inputAnchors.find((a) => a.name === input)?.id
  if (!sourceHandle || !targetHandle) throw new Error(`cannot connect ${source.id} → ${target.id}.${input}`)
  return { id: `${source.id}-${target.id}`, source: source.id, sourceHandle, target: target.id, targetHandle }
}

/** Prompt Template → LLM Chain ← ChatOpenAI, built from the real descriptors. */
export function sampleFlow(): TFlowData {
  const nodes: TFlowNode[] = []
  const prompt = node('promptTemplate', 0, nodes)
  const model = node('chatOpenAI', 400, nodes)
  const chain = node('llmChain', 800, nodes)
  return {
    nodes,
    edges: [edge(prompt, chain, 'prompt'), edge(model, chain, 'model')],
    viewport: { x: 0, y: 0, zoom: 1 },
  }
}

/** The Flowise exports in testkit: file name → parsed JSON (a marketplace template: `flowData` plus metadata). */
export const loadFlowiseFixtures = readFlowiseFixtures

/**
 * Plain Text → a vector store node (In-Memory unless named, with `storeInputs`) ← Local Hash Embeddings:
 * a flow the vector upsert API can run.
 */
export function vectorStoreFlow(
  text: string,
  storeName = 'memoryVectorStore',
  storeInputs: Record<string, unknown> = {},
): TFlowData {
  const nodes: TFlowNode[] = []
  const loader = node('plainText', 0, nodes)
  loader.data.inputs = { ...loader.data.inputs, text }
  const embeddings = node('localHashEmbeddings', 0, nodes)
  const store = node(storeName, 400, nodes)
  store.data.inputs = {
    ...store.data.inputs,
    ...storeInputs,
    document: [`{{${loader.id}.data.instance}}`],
    embeddings: `{{${embeddings.id}.data.instance}}`,
  }
  return {
    nodes,
    edges: [edge(loader, store, 'document'), edge(embeddings, store, 'embeddings')],
    viewport: { x: 0, y: 0, zoom: 1 },
  }
}

/** Text File loader → a vector store (with local embeddings): it stores the files a request sends. */
export function fileUploadStoreFlow(
  storeName = 'memoryVectorStore',
  storeInputs: Record<string, unknown> = {},
): TFlowData {
  const nodes: TFlowNode[] = []
  const loader = node('textFile', 0, nodes)
  const embeddings = node('localHashEmbeddings', 0, nodes)
  const store = node(storeName, 400, nodes)
  store.data.inputs = {
    ...store.data.inputs,
    ...storeInputs,
    document: [`{{${loader.id}.data.instance}}`],
    embeddings: `{{${embeddings.id}.data.instance}}`,
  }
  return {
    nodes,
    edges: [edge(loader, store, 'document'), edge(embeddings, store, 'embeddings')],
    viewport: { x: 0, y: 0, zoom: 1 },
  }
}

/** A Document Store (Vector) node searching the store `storeId` (what a flow upsert embeds). */
export function documentStoreVectorFlow(storeId: string): TFlowData {
  const nodes: TFlowNode[] = []
  const store = node('documentStoreVS', 0, nodes)
  store.data.inputs = { ...store.data.inputs, selectedStore: storeId }
  return { nodes, edges: [], viewport: { x: 0, y: 0, zoom: 1 } }
}

/**
 * Text File loader → a vector store (`storeName`, with `storeInputs`; its credential `storeCredential`)
 * ← OpenAI Embeddings, the store's retriever → Retrieval QA Chain ← ChatOpenAI: a RAG flow whose model
 * and embeddings use the credential `openAiCredential`.
 */
export function ragUploadFlow(options: {
  storeName: string
  storeInputs: Record<string, unknown>
  storeCredential: string
  openAiCredential: string
}): TFlowData {
  const nodes: TFlowNode[] = []
  const loader = node('textFile', 0, nodes)
  const embeddings = node('openAIEmbeddings', 0, nodes)
  const store = node(options.storeName, 400, nodes)
  const model = node('chatOpenAI', 400, nodes)
  const chain = node('retrievalQAChain', 800, nodes)
  embeddings.data.credential = options.openAiCredential
  model.data.credential = options.openAiCredential
  store.data.credential = options.storeCredential
  store.data.inputs = {
    ...store.data.inputs,
    ...options.storeInputs,
    document: [`{{${loader.id}.data.instance}}`],
    embeddings: `{{${embeddings.id}.data.instance}}`,
  }
  chain.data.inputs = {
    ...chain.data.inputs,
    model: `{{${model.id}.data.instance}}`,
    vectorStoreRetriever: `{{${store.id}.data.instance}}`,
  }
  return {
    nodes,
    edges: [
      edge(loader, store, 'document'),
      edge(embeddings, store, 'embeddings'),
      edge(store, chain, 'vectorStoreRetriever'),
      edge(model, chain, 'model'),
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  }
}

/** A Vectara node alone, with a file in its File input (`file`: Flowise's data URL) and its credential. */
export function vectaraFileFlow(file: string, credential: string): TFlowData {
  const nodes: TFlowNode[] = []
  const store = node('vectara', 0, nodes)
  store.data.credential = credential
  store.data.inputs = { ...store.data.inputs, file }
  return { nodes, edges: [], viewport: { x: 0, y: 0, zoom: 1 } }
}
