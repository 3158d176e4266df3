import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAttachment, ZUploadFileQuery } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { sendRaw } from '../../http/send-raw'
import { authorizeFlowReaderFor, requireFlow } from '../../plugins/policies'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import { publicFlowGates } from '../prediction/prediction.routes'
import { createAttachments } from './attachments.service'
import { findChatUpload, type ChatUpload } from './chat-uploads.repository'

const tags = ['attachments']
const FILE_LIMITS = { fileSize: 20 * 1024 * 1024, files: 10, fields: 10 }
/** Shown in the page (an image); anything else is downloaded, so an uploaded page never runs on our origin. */
const INLINE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/webp'])

async function readFiles(request: FastifyRequest): Promise<{ files: ChatUpload[]; base64: boolean }> {
  if (!request.isMultipart()) throw new ValidationError('Send the files as multipart/form-data')
  const files: ChatUpload[] = []
  let base64 = false
  for await (const part of request.parts()) {
    if (part.type === 'file')
      files.push({ name: part.filename, mime: part.mimetype, data: await part.toBuffer() })
    else if (part.fieldname === 'base64') base64 = part.value === 'true'
  }
  if (files.length === 0) throw new ValidationError('No files were sent')
  return { files, base64 }
}

/** `inline` or `attachment` with the file's name, readable by every browser (RFC 6266 / 5987). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Flowise's chat file endpoints: `POST /attachments/:flowId/:chatId` (the File upload tab: files kept
 * with the chat, answered with their text) and `GET /get-upload-file` (a chat's file again, for chats
 * reopened with their images).
 */
export const chatUploadsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: FILE_LIMITS })
  app.post(
    '/attachments/:flowId/:chatId',
    {
      config: { policy: 'flowApi' },
      preValidation: publicFlowGates(deps),
      schema: {
        tags,
        summary: "Upload a chat's files for the model to read (public flows, or with the flow's API key)",
        params: z.object({ flowId: z.string().min(1), chatId: z.string().min(1).max(200) }),
        response: { 200: z.array(ZAttachment), ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => {
      const access = requireFlow(request)
      const { files, base64 } = await readFiles(request)
      // The widget chats with the live release: its File upload settings are that release's.
      const flow = await loadPredictionFlow(deps.db, { unikId: access.unikId, flowId: access.id }, 'live')
      return createAttachments(deps, { flow, chatId: request.params.chatId, files, base64, log: request.log })
    },
  )

  app.get(
    '/get-upload-file',
    {
      // The flow is named in the query: authorizeFlowReaderFor checks it (flow API access, or a member).
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A file a chat sent (public flows, the flow's API key, or members of its unik)",
        querystring: ZUploadFileQuery,
        response: { 200: z.unknown(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { chatflowId, chatId, fileName, download } = request.query
      const flow = await authorizeFlowReaderFor(deps, request, chatflowId)
      const file = await findChatUpload(deps.db, { unikId: flow.unikId, flowId: flow.id, chatId }, fileName)
      if (!file) throw new NotFoundError('File not found')
      const inline = download !== 'true' && INLINE_TYPES.has(file.mime)
      reply.header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
      reply.header('cache-control', 'private, max-age=3600')
      return sendRaw(reply, inline ? file.mime : 'application/octet-stream', file.data)
    },
  )
}
