import { ErrorCodes, MAX_UPLOAD_SIZE_MB, type TUploadsConfig } from '@unikflow/graph'
import { AppError, ValidationError } from '../../errors/app-error'
import { activeSpeechToText, type FlowSettings } from './flow-settings'

const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp']
const MB = 1024 * 1024

export class UploadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, ErrorCodes.UploadTooLarge, message)
  }
}

function nodesOf(flowData: unknown): { data?: { inputs?: Record<string, unknown> } }[] {
  if (!flowData || typeof flowData !== 'object' || !('nodes' in flowData) || !Array.isArray(flowData.nodes))
    return []
  return flowData.nodes.filter((n: unknown): n is { data?: { inputs?: Record<string, unknown> } } =>
    Boolean(n && typeof n === 'object'),
  )
}

/**
 * What a chat may upload (Flowise's `uploads` block): images when a chat model allows them
 * (`allowImageUploads`), files when the File upload tab is on (its types and size), audio when a
 * speech-to-text provider is on.
 */
export function uploadsConfigOf(flowData: unknown, settings: FlowSettings): TUploadsConfig {
  const isImageUploadAllowed = nodesOf(flowData).some((n) => n.data?.inputs?.allowImageUploads === true)
  const files = settings.chatbot.fullFileUpload
  const isRAGFileUploadAllowed = files?.status === true
  const fileTypes = (files?.allowedUploadFileTypes ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  return {
    isSpeechToTextEnabled: activeSpeechToText(settings) !== undefined,
    isImageUploadAllowed,
    isRAGFileUploadAllowed,
    imgUploadSizeAndTypes: isImageUploadAllowed
      ? [{ fileTypes: IMAGE_TYPES, maxUploadSize: MAX_UPLOAD_SIZE_MB }]
      : [],
    fileUploadSizeAndTypes: isRAGFileUploadAllowed
      ? [{ fileTypes, maxUploadSize: files?.maxUploadSize ?? MAX_UPLOAD_SIZE_MB }]
      : [],
  }
}

const matchesType = (mime: string, pattern: string) =>
  pattern === mime || pattern === '*/*' || (pattern.endsWith('/*') && mime.startsWith(pattern.slice(0, -1)))

/** Refuses files the flow's settings do not accept: 400 for a type (or uploads off), 413 for a size. */
export function checkUploads(
  uploads: readonly { name: string; mime: string; type: string; data: string }[],
  config: TUploadsConfig,
): void {
  for (const upload of uploads) {
    if (upload.type === 'audio' || upload.type === 'url') continue
    const size = Buffer.byteLength(upload.data.replace(/^data:[^,]*,/, ''), 'base64')
    const isImage = config.isImageUploadAllowed && IMAGE_TYPES.includes(upload.mime)
    const rule = isImage ? config.imgUploadSizeAndTypes[0] : config.fileUploadSizeAndTypes[0]
    if (!rule)
      throw new ValidationError('File uploads are not enabled for this chatflow', ErrorCodes.UploadNotAllowed)
    if (!isImage && rule.fileTypes.length > 0 && !rule.fileTypes.some((t) => matchesType(upload.mime, t)))
      throw new ValidationError(
        `File type ${upload.mime} of "${upload.name}" is not allowed (allowed: ${rule.fileTypes.join(', ')})`,
        ErrorCodes.UploadNotAllowed,
      )
    if (size > rule.maxUploadSize * MB)
      throw new UploadTooLargeError(
        `File "${upload.name}" is larger than the ${rule.maxUploadSize} MB allowed`,
      )
  }
}
