// Entry of the splitting worker thread: recursive character splitting of big texts (megabytes of a
// loaded file) runs here, so the server's event loop keeps answering other requests meanwhile.
import { parentPort } from 'node:worker_threads'
import { packPieces, type TSplitJob, type TSplitPiece, type TSplitReply } from './split-messages'

function linesOf(metadata: Record<string, unknown>): { from: number; to: number } {
  const loc = metadata.loc
  const lines = loc && typeof loc === 'object' && 'lines' in loc ? loc.lines : undefined
  const from = lines && typeof lines === 'object' && 'from' in lines ? Number(lines.from) : 0
  const to = lines && typeof lines === 'object' && 'to' in lines ? Number(lines.to) : 0
  return { from, to }
}

const port = parentPort
if (!port) throw new Error('split-worker.ts runs only as a worker thread')

port.on('message', (job: TSplitJob) => {
  const reply = (message: TSplitReply) =>
    port.postMessage(message, 'layout' in message ? [message.layout.buffer] : [])
  import('@langchain/textsplitters')
    .then(({ RecursiveCharacterTextSplitter }) =>
      new RecursiveCharacterTextSplitter({
        chunkSize: job.options.chunkSize,
        chunkOverlap: job.options.chunkOverlap,
        ...(job.options.separators ? { separators: [...job.options.separators] } : {}),
      }).createDocuments([job.text], [{}], job.headers),
    )
    .then(
      (docs) => {
        const pieces: TSplitPiece[] = docs.map((d) => ({
          pageContent: d.pageContent,
          ...linesOf(d.metadata),
        }))
        reply({ id: job.id, ...packPieces(pieces) })
      },
      (e: unknown) => reply({ id: job.id, error: e instanceof Error ? e.message : String(e) }),
    )
})
