// How long three heavy operations hold the event loop (the tests only check that they yield at all): a text
// split of 8 MB through the Recursive Character Text Splitter node (off-thread), counting the tokens of long
// CJK and one-letter texts, and a Faiss scan of 60,000 vectors. Target: no stall over 100 ms.
import { longestStall } from '@unikflow/testkit'
import type { TNodeContext } from '../../packages/nodes/src/index'
import { loadNodeRuntime } from '../../packages/nodes/src/runtimes'
import { countTokens } from '../../packages/nodes/src/shared/local-tokenizer'
import { FlatIndex } from '../../packages/nodes/src/vectorstores/faiss/faiss-flat-index'
import type { Report } from './report'

const paragraph = 'Unikflow splits long documents into chunks. Each chunk overlaps the next a little.\n\n'

async function splitStall(): Promise<number> {
  const module = await loadNodeRuntime('recursiveCharacterTextSplitter')
  if (module?.runtime.kind !== 'supply') throw new Error('expected a supplying runtime')
  // The splitter reads only its own inputs from the context.
  const ctx = { inputs: { chunkSize: 200, chunkOverlap: 20 } } as unknown as TNodeContext
  // A LangChain text splitter: the node supplies one.
  const splitter = (await module.runtime.supply(ctx)) as { splitText(text: string): Promise<string[]> }
  await splitter.splitText(paragraph.repeat(2_000))
  return (await longestStall(() => splitter.splitText(paragraph.repeat(100_000)))).stallMs
}

async function tokenStall(): Promise<number> {
  await countTokens('warm up the ranks')
  const { stallMs } = await longestStall(async () => {
    await countTokens('我们今天讨论的是人工智能如何改变世界以及未来的发展方向'.repeat(1_000))
    await countTokens('z'.repeat(100_000))
  })
  return stallMs
}

async function faissStall(): Promise<number> {
  const d = 384
  const data = new Float32Array(60_000 * d)
  for (let i = 0; i < data.length; i++) data[i] = (i % 97) / 97
  const index = new FlatIndex(d, 'l2', data)
  const query = Array.from({ length: d }, (_, j) => (j % 97) / 97)
  await index.search(query, 1)
  return (await longestStall(() => index.search(query, 3))).stallMs
}

export async function benchEventLoop(table: Report): Promise<void> {
  table.add('longest event-loop stall: splitting 8 MB of text', await splitStall(), 'ms', 100)
  table.add('longest event-loop stall: counting tokens of long texts', await tokenStall(), 'ms', 100)
  table.add('longest event-loop stall: Faiss scan of 60,000 vectors', await faissStall(), 'ms', 100)
}
