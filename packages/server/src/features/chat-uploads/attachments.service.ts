import type { FastifyBaseLogger } from 'fastify'
import { MAX_UPLOAD_SIZE_MB, type TAttachment } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { checkUploadedFile, uploadsOff } from '../flow-config/uploads'
import type { PredictionFlow } from '../prediction/prediction-flow'
import { saveChatUploads, type ChatUpload } from './chat-uploads.repository'
import { fileText } from './file-text'

/** The File upload tab's types as a list (empty: any type). */
export function fullUploadTypes(flow: Pick<PredictionFlow, 'settings'>): string[] {
  return (flow.settings.chatbot.fullFileUpload?.allowedUploadFileTypes ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
}

export const isFullFileUpload = (flow: Pick<PredictionFlow, 'settings'>) =>
  flow.settings.chatbot.fullFileUpload?.status === true

/** Refuses files of a flow whose File upload tab is off, or of a type or size it does not take. */
export function checkFullUploads(
  flow: Pick<PredictionFlow, 'settings'>,
  files: readonly { name: string; mime: string; size: number }[],
): void {
  if (!isFullFileUpload(flow)) throw uploadsOff()
  const rule = {
    fileTypes: fullUploadTypes(flow),
    maxUploadSize: flow.settings.chatbot.fullFileUpload?.maxUploadSize ?? MAX_UPLOAD_SIZE_MB,
  }
  for (const file of files) checkUploadedFile(file, rule)
}

/**
 * Flowise's `POST /attachments/:flowId/:chatId` (the widget with the File upload tab on): the files are
 * kept with the chat and answered with their text, which the widget then sends with the question
 * (`file:full` uploads); with `base64` the content is the file itself.
 */
export async function createAttachments(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: {
    flow: PredictionFlow
    chatId: string
    files: readonly ChatUpload[]
    base64: boolean
    log: FastifyBaseLogger
  },
): Promise<TAttachment[]> {
  const { flow } = input
  checkFullUploads(
    flow,
    input.files.map((f) => ({ name: f.name, mime: f.mime, size: f.data.length })),
  )
  const scope = { unikId: flow.unikId, log: input.log }
  const answers: TAttachment[] = []
  for (const file of input.files) {
    const content = input.base64 ? file.data.toString('base64') : await fileText(deps, scope, file)
    answers.push({ name: file.name, mimeType: file.mime, size: file.data.length, content })
  }
  await saveChatUploads(deps.db, { unikId: flow.unikId, flowId: flow.id, chatId: input.chatId }, input.files)
  return answers
}
