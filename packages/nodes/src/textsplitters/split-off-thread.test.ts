import { describe, expect, it } from 'vitest'
import { eventLoopTurns } from '@unikflow/testkit'
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import { Document } from '@langchain/core/documents'
import type { TNodeContext } from '../context'
import { loadNodeRuntime } from '../runtimes'
import { createOffThreadSplitter } from './off-thread-splitter'

const paragraph = 'Unikflow splits long documents into chunks. Each chunk overlaps the next a little.\n\n'
const options = { chunkSize: 200, chunkOverlap: 20 }

describe('splitting big texts off the event loop', () => {
  it('gives the same chunks and line numbers as splitting in this thread', async () => {
    const text = paragraph.repeat(2_000)
    const metadata = { source: 'a.txt', loc: { pageNumber: 3 } }
    const here = await new RecursiveCharacterTextSplitter(options).createDocuments([text], [metadata])
    const offThread = await (await createOffThreadSplitter(options)).createDocuments([text], [metadata])
    expect(offThread.length).toBe(here.length)
    expect(offThread.map((d) => [d.pageContent, d.metadata])).toEqual(
      here.map((d) => [d.pageContent, d.metadata]),
    )
  })

  it('the Recursive Character Text Splitter node splits an 8 MB document without holding the event loop', async () => {
    const module = await loadNodeRuntime('recursiveCharacterTextSplitter')
    if (module?.runtime.kind !== 'supply') throw new Error('expected a supplying runtime')
    const ctx = { inputs: { chunkSize: 200, chunkOverlap: 20 } } as unknown as TNodeContext
    const splitter = (await module.runtime.supply(ctx)) as RecursiveCharacterTextSplitter
    await splitter.splitText(paragraph.repeat(2_000)) // the worker is started and warm
    const doc = new Document({ pageContent: paragraph.repeat(100_000), metadata: { source: 'big.txt' } })
    const { result, turns } = await eventLoopTurns(() => splitter.splitDocuments([doc]))
    expect(result.length).toBeGreaterThan(40_000)
    expect(result[0]?.metadata).toMatchObject({ source: 'big.txt' })
    expect(turns).toBeGreaterThanOrEqual(3)
  })
})
