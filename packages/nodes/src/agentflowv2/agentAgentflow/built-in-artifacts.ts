import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import { isRecord, STORED_FILE_PREFIX } from '@unikflow/graph'
import type { TArtifact, TFileAnnotation } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import type { TAgentflowContext } from '../shared/v2-runtime'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

type TRecord = Record<string, unknown>

const records = (v: unknown): TRecord[] => (Array.isArray(v) ? v.filter(isRecord) : [])
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The images the chat draws, by file extension: their artifact type (Flowise's). Other files are offered to download. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
}
const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
  html: 'text/html',
  md: 'text/markdown',
  py: 'text/x-python',
}

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/** A provider's file name as a name kept with the chat: no folders, no control characters, not too long. */
export function keptFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').replace(/^\.+/, '')
  return clean.slice(-200) || 'file'
}

export type TBuiltInFiles = { artifacts: TArtifact[]; fileAnnotations: TFileAnnotation[] }

/** Keeps a file with the chat; false when there is no store or the file is larger than a chat upload may be. */
export async function keep(
  ctx: TAgentflowContext,
  name: string,
  mime: string,
  data: Uint8Array,
): Promise<boolean> {
  const store = ctx.chatFiles
  if (!store) return false
  if (data.length > store.maxBytes) {
    ctx.logger.warn('A file the model made is larger than a chat file may be; it is not kept', {
      name,
      bytes: data.length,
    })
    return false
  }
  await store.save({ name, mime, data })
  return true
}

/** An image OpenAI's `image_generation` tool made (`result` is its base64). */
async function keepGeneratedImage(ctx: TAgentflowContext, item: TRecord, files: TBuiltInFiles) {
  const base64 = str(item.result)
  if (!base64) return
  // OpenAI's formats; anything else is kept as the PNG it most likely is.
  const asked = str(item.output_format).toLowerCase()
  const format = ['png', 'jpeg', 'webp'].includes(asked) ? asked : 'png'
  const id = str(item.id).replace(/[^\w-]/g, '') || String(Date.now())
  const name = `generated_image_${id}.${format}`
  const kept = await keep(ctx, name, MIME_TYPES[format] ?? 'image/png', Buffer.from(base64, 'base64'))
  if (kept) files.artifacts.push({ type: format, data: STORED_FILE_PREFIX + name })
}

/** Where a file of an OpenAI container is read: the model's own key, base URL and (guarded, timed) fetch. */
async function containerFileReader(model: BaseChatModel) {
  const { ChatOpenAI } = await langchainOpenai()
  if (!(model instanceof ChatOpenAI)) return undefined
  const apiKey = typeof model.apiKey === 'string' ? model.apiKey : undefined
  const base = (model.clientConfig.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '')
  const fetchFile = model.clientConfig.fetch ?? fetch
  return async (containerId: string, fileId: string, signal: AbortSignal) => {
    const url = `${base}/containers/${encodeURIComponent(containerId)}/files/${encodeURIComponent(fileId)}/content`
    const res = await fetchFile(url, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal,
    })
    if (!res.ok) throw new Error(`OpenAI answered ${res.status} for the container file ${fileId}`)
    return new Uint8Array(await res.arrayBuffer())
  }
}

/** A file the code interpreter wrote, cited in the answer: an image is shown, another file offered. */
async function keepContainerFile(
  ctx: TAgentflowContext,
  read: NonNullable<Awaited<ReturnType<typeof containerFileReader>>>,
  citation: TRecord,
  files: TBuiltInFiles,
) {
  const name = keptFileName(str(citation.filename))
  const extension = extensionOf(name)
  const data = await read(str(citation.container_id), str(citation.file_id), ctx.signal)
  if (!(await keep(ctx, name, MIME_TYPES[extension] ?? 'application/octet-stream', data))) return
  const type = IMAGE_TYPES[extension]
  if (type) files.artifacts.push({ type, data: STORED_FILE_PREFIX + name })
  else files.fileAnnotations.push({ filePath: STORED_FILE_PREFIX + name, fileName: name })
}

/** The `container_file_citation` annotations of a Responses API output's messages. */
function containerCitations(output: readonly TRecord[]): TRecord[] {
  return output
    .filter((item) => item.type === 'message')
    .flatMap((item) => records(item.content))
    .flatMap((part) => records(part.annotations))
    .filter((a) => a.type === 'container_file_citation' && str(a.file_id) && str(a.filename))
}

/**
 * The images and files OpenAI's built-in tools made in one reply, kept with the chat as Flowise keeps
 * them: each `image_generation_call`'s image, and each file of the code interpreter's container that
 * the answer cites (downloaded with the model's key). Images become artifacts, other files annotations.
 */
export async function builtInFiles(
  ctx: TAgentflowContext,
  model: BaseChatModel,
  reply: BaseMessage,
): Promise<TBuiltInFiles> {
  const files: TBuiltInFiles = { artifacts: [], fileAnnotations: [] }
  const output = records(isRecord(reply.response_metadata) ? reply.response_metadata.output : undefined)
  for (const item of output)
    if (item.type === 'image_generation_call') await keepGeneratedImage(ctx, item, files)
  const citations = containerCitations(output)
  const read = citations.length > 0 && ctx.chatFiles ? await containerFileReader(model) : undefined
  if (!read) return files
  for (const citation of citations)
    await keepContainerFile(ctx, read, citation, files).catch((e: unknown) =>
      // The answer stands without the file (as in Flowise); the log says which one was missing.
      ctx.logger.warn('A file of the code interpreter could not be kept', {
        file: str(citation.filename),
        error: e instanceof Error ? e.message : String(e),
      }),
    )
  return files
}
