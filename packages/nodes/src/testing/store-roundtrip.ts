import { runFlow } from '@unikflow/engine'
import { buildFlow, type TNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { THREE_DOCS } from './three-docs-store'
import { isSearchable, type TSearchable, type TStoreDoc } from './vector-doubles'

type TRetriever = { invoke(query: string): Promise<TStoreDoc[]> }

const isRetriever = (v: unknown): v is TRetriever =>
  typeof v === 'object' && v !== null && 'invoke' in v && typeof v.invoke === 'function'

type TStoreRun = {
  /** The node's inputs besides its document and embeddings. */
  inputs: Record<string, unknown>
  /** The credential's values (the node gets it as `cred-store`). */
  credential?: Record<string, string>
  /** Hosts the outbound guard lets through (default loopback). */
  allow?: string[]
  fileWorkspace?: string
}

/**
 * A vector store node of one test file's harness, run up to itself with Local Hash Embeddings (32
 * dimensions): `upsert` writes the three documents of `THREE_DOCS` and hands back the store, `retriever`
 * hands back the node's retriever (what a chain reads afterwards), by default without writing.
 */
export function storeRoundtrip(harness: TNodeHarness, name: string) {
  const run = async (o: TStoreRun, output: string, withDocs: boolean) => {
    const loaders: TNodeSpec[] = withDocs
      ? THREE_DOCS.map((d, i) => ({
          id: `t${i}`,
          name: 'plainText',
          output: 'document',
          inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
        }))
      : []
    const result = await runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: buildFlow([
        ...loaders,
        { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
        {
          id: 'v',
          name,
          ...(o.credential ? { credential: 'cred-store' } : {}),
          output,
          inputs: {
            ...o.inputs,
            ...(withDocs ? { document: loaders.map((l) => `{{${l.id}.data.instance}}`) } : {}),
            embeddings: '{{e.data.instance}}',
          },
        },
      ]),
      question: '',
      stopNodeId: 'v',
      services: harness.services({
        allowPrivateHosts: o.allow ?? ['127.0.0.1'],
        ...(o.credential ? { credentials: { 'cred-store': o.credential } } : {}),
        ...(o.fileWorkspace ? { fileWorkspace: o.fileWorkspace } : {}),
      }),
    })
    return result.instance
  }
  return {
    async upsert(o: TStoreRun): Promise<TSearchable> {
      const instance = await run(o, 'vectorStore', true)
      if (!isSearchable(instance)) throw new Error(`${name} supplied no vector store`)
      return instance
    },
    /** The node's retriever; `withDocs` writes the three documents first (a retriever-only node). */
    async retriever(o: TStoreRun, withDocs = false): Promise<TRetriever> {
      const instance = await run(o, 'retriever', withDocs)
      if (!isRetriever(instance)) throw new Error(`${name} supplied no retriever`)
      return instance
    },
  }
}

/** The text of the best hit for the shipping document's own text. */
export const SHIPPING = 'Shipping to Europe takes a week.'
