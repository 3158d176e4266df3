import type { FastifyBaseLogger } from 'fastify'
import { parseFlowDataOrEmpty } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { checkUploads, uploadsConfigOf } from '../flow-config/uploads'
import type { PredictionFlow } from '../prediction/prediction-flow'
import { checkFullUploads, isFullFileUpload } from './attachments.service'
import { saveChatUploads, type ChatUpload } from './chat-uploads.repository'
import { fileText } from './file-text'

/** An upload of a prediction body (Flowise's shape: `data` is base64, a `data:` URL, a link or, for `file:full`, text). */
export type BodyUpload = { name: string; mime: string; data: string; type: string }
/** An upload the engine gets (images for vision models, files for loader nodes, audio for speech to text). */
export type RunUpload = { name: string; mime: string; data: string; type: 'file' | 'audio' | 'url' }
/** What the chat message keeps of an upload (Flowise's names; never its data). */
export type UploadRecord = { name: string; mime: string; type: string; size?: number; data?: string }

export interface ChatFiles {
  /** For the engine: files, images and links (not the File upload tab's files, whose text goes with the question). */
  files: RunUpload[]
  audio: RunUpload[]
  /** The File upload tab's files as `<doc name='…'>text</doc>` blocks, to put before the question. */
  documents: string
  records: UploadRecord[]
}

const bytesOf = (data: string) => Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64')
const isImage = (u: BodyUpload) => u.mime.startsWith('image/')
const docBlock = (name: string, text: string) => `<doc name='${name.replace(/'/g, '')}'>${text}</doc>\n\n`

/**
 * Sorts a turn's uploads as Flowise does: `file:full` text (from `/attachments`) and, with the File upload
 * tab on, other files that are not images become documents before the question; images, other files and
 * audio go to the run. Files sent with bytes are kept with the chat (`GET /get-upload-file`). Checks the
 * flow's upload settings (400, 413) before anything is kept.
 */
export async function prepareChatFiles(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: { flow: PredictionFlow; chatId: string; uploads: readonly BodyUpload[]; log: FastifyBaseLogger },
): Promise<ChatFiles> {
  const { flow, uploads } = input
  const full = isFullFileUpload(flow)
  const texts = uploads.filter((u) => u.type === 'file:full')
  const asDocuments = uploads.filter(
    (u) => full && (u.type === 'file' || u.type === 'file:rag') && !isImage(u),
  )
  const run = uploads.filter((u) => u.type !== 'file:full' && !asDocuments.includes(u))
  if (texts.length > 0) checkFullUploads(flow, [])
  if (asDocuments.length > 0)
    checkFullUploads(
      flow,
      asDocuments.map((u) => ({ name: u.name, mime: u.mime, size: bytesOf(u.data).length })),
    )
  const runFiles = run.filter((u) => u.type !== 'audio')
  if (runFiles.length > 0)
    checkUploads(runFiles, uploadsConfigOf(parseFlowDataOrEmpty(flow.flowData), flow.settings))

  const kept: ChatUpload[] = [...asDocuments, ...runFiles.filter((u) => u.type !== 'url')].map((u) => ({
    name: u.name,
    mime: u.mime,
    data: bytesOf(u.data),
  }))
  const scope = { unikId: flow.unikId, log: input.log }
  let documents = texts.map((u) => docBlock(u.name, u.data)).join('')
  for (const file of kept.slice(0, asDocuments.length))
    documents += docBlock(file.name, await fileText(deps, scope, file))
  await saveChatUploads(deps.db, { unikId: flow.unikId, flowId: flow.id, chatId: input.chatId }, kept)

  const toRun = (u: BodyUpload): RunUpload => ({
    name: u.name,
    mime: u.mime,
    data: u.data,
    type: u.type === 'audio' || u.type === 'url' ? u.type : 'file',
  })
  return {
    files: runFiles.map(toRun),
    audio: run.filter((u) => u.type === 'audio').map(toRun),
    documents,
    records: uploads.map((u) => recordOf(u, asDocuments.includes(u))),
  }
}

function recordOf(u: BodyUpload, asDocument: boolean): UploadRecord {
  if (u.type === 'url') return { name: u.name, mime: u.mime, type: 'url', data: u.data }
  if (u.type === 'file:full' || asDocument) return { name: u.name, mime: u.mime, type: 'stored-file:full' }
  return {
    name: u.name,
    mime: u.mime,
    type: u.type === 'audio' ? 'audio' : 'stored-file',
    size: bytesOf(u.data).length,
  }
}
