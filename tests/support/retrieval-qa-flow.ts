// A Conversational Retrieval QA chatflow built from the real catalogue: a text file split, embedded by
// OpenAI embeddings into a vector store (in-memory unless told), answered by ChatOpenAI — both models on
// testkit's fake server.
import { createNode, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { connectFirstOutput } from './generate-flow'

function add(flow: TFlowData, name: string, x: number): { flow: TFlowData; node: TFlowNode } {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(`node type ${name} is not in the catalogue`)
  const node = createNode(descriptor, { x, y: 0 }, flow.nodes)
  return { flow: { ...flow, nodes: [...flow.nodes, node] }, node }
}

function setData(flow: TFlowData, id: string, change: (node: TFlowNode) => TFlowNode): TFlowData {
  return { ...flow, nodes: flow.nodes.map((n) => (n.id === id ? change(n) : n)) }
}

export type TRetrievalQaOptions = {
  /** The vector store node and inputs of its own (Faiss' Base Path); In-Memory by default. */
  readonly store?: { readonly name: string; readonly inputs?: Record<string, unknown> }
  /** The chain's Return Source Documents. */
  readonly returnSourceDocuments?: boolean
  /** The text file's name (its documents' `metadata.source`). */
  readonly fileName?: string
}

export function retrievalQaFlow(
  credentialId: string,
  text: string,
  options: TRetrievalQaOptions = {},
): TFlowData {
  let flow: TFlowData = { nodes: [], edges: [] }
  const step = (name: string, x: number) => {
    const added = add(flow, name, x)
    flow = added.flow
    return added.node
  }
  const splitter = step('recursiveCharacterTextSplitter', 0)
  const file = step('textFile', 420)
  const embeddings = step('openAIEmbeddings', 420)
  const store = step(options.store?.name ?? 'memoryVectorStore', 840)
  const model = step('chatOpenAI', 840)
  const chain = step('conversationalRetrievalQAChain', 1260)
  const data = `data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:${options.fileName ?? 'notes.txt'}`
  flow = setData(flow, file.id, (n) => ({
    ...n,
    data: { ...n.data, inputs: { ...n.data.inputs, txtFile: data } },
  }))
  flow = setData(flow, store.id, (n) => ({
    ...n,
    data: {
      ...n.data,
      inputs: { ...n.data.inputs, ...options.store?.inputs },
      outputs: { output: 'retriever' },
    },
  }))
  if (options.returnSourceDocuments)
    flow = setData(flow, chain.id, (n) => ({
      ...n,
      data: { ...n.data, inputs: { ...n.data.inputs, returnSourceDocuments: true } },
    }))
  for (const id of [embeddings.id, model.id])
    flow = setData(flow, id, (n) => ({ ...n, data: { ...n.data, credential: credentialId } }))
  flow = connectFirstOutput(flow, splitter, file, 'textSplitter')
  flow = connectFirstOutput(flow, file, store, 'document')
  flow = connectFirstOutput(flow, embeddings, store, 'embeddings')
  flow = connectFirstOutput(flow, model, chain, 'model')
  flow = connectFirstOutput(flow, store, chain, 'vectorStoreRetriever')
  return flow
}
