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

type FlowNode = {
  id?: string
  data?: { category?: string; inputs?: Record<string, unknown>; inputParams?: unknown[] }
}
type FlowEdge = { source?: string; target?: string; targetHandle?: string }

function listOf<T>(flowData: unknown, key: 'nodes' | 'edges'): T[] {
  if (!flowData || typeof flowData !== 'object' || !(key in flowData)) return []
  const list: unknown = Reflect.get(flowData, key)
  // Nodes and edges are read field by field below, each field checked where it is used.
  return Array.isArray(list) ? list.filter((n: unknown): n is T => Boolean(n && typeof n === 'object')) : []
}

const V2_MODEL_CONFIGS = ['agentModelConfig', 'llmModelConfig', 'conditionAgentModelConfig']

/** A chat model with Allow Image Uploads on (or an Agentflow v2 node whose chosen model has it). */
function allowsImages(node: FlowNode): boolean {
  const inputs = node.data?.inputs ?? {}
  if (inputs.allowImageUploads === true) return true
  return V2_MODEL_CONFIGS.some((key) => {
    const config = inputs[key]
    return Boolean(config && typeof config === 'object' && Reflect.get(config, 'allowImageUploads') === true)
  })
}

/** The file types (`.pdf`, `.txt` …) a node's file input declares. */
function declaredFileTypes(node: FlowNode): string[] {
  for (const param of node.data?.inputParams ?? []) {
    if (!param || typeof param !== 'object') continue
    const fileType: unknown = Reflect.get(param, 'fileType')
    if (Reflect.get(param, 'type') === 'file' && typeof fileType === 'string' && fileType)
      return fileType.split(',').map((t) => t.trim())
  }
  return []
}

/**
 * Chat uploads into a vector store (Flowise's RAG file upload): a vector store node with "File Upload"
 * on takes the types of the document loaders connected to it.
 */
function ragFileTypes(flowData: unknown): string[][] {
  const nodes = listOf<FlowNode>(flowData, 'nodes')
  const edges = listOf<FlowEdge>(flowData, 'edges')
  const store = nodes.find((n) => n.data?.category === 'Vector Stores' && n.data.inputs?.fileUpload === true)
  if (!store?.id) return []
  return edges
    .filter((e) => e.target === store.id && (e.targetHandle ?? '').includes('-input-document-'))
    .map((e) => declaredFileTypes(nodes.find((n) => n.id === e.source) ?? {}))
    .filter((types) => types.length > 0)
}

/** Flowise's size limit of files uploaded into a vector store, in MB. */
const RAG_MAX_UPLOAD_MB = 500

/**
 * What a chat may upload (Flowise's `uploads` block): images when a chat model allows them
 * (`allowImageUploads`), files when the File upload tab is on (its types and size) or a vector store
 * takes chat uploads (its loaders' types), audio when a speech-to-text provider is on.
 */
export function uploadsConfigOf(flowData: unknown, settings: FlowSettings): TUploadsConfig {
  const isImageUploadAllowed = listOf<FlowNode>(flowData, 'nodes').some(allowsImages)
  const files = settings.chatbot.fullFileUpload
  const isFullFileUpload = files?.status === true
  const fileTypes = (files?.allowedUploadFileTypes ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  const rag = isFullFileUpload ? [] : ragFileTypes(flowData)
  return {
    isSpeechToTextEnabled: activeSpeechToText(settings) !== undefined,
    isImageUploadAllowed,
    isRAGFileUploadAllowed: isFullFileUpload || rag.length > 0,
    imgUploadSizeAndTypes: isImageUploadAllowed
      ? [{ fileTypes: IMAGE_TYPES, maxUploadSize: MAX_UPLOAD_SIZE_MB }]
      : [],
    fileUploadSizeAndTypes: isFullFileUpload
      ? [{ fileTypes, maxUploadSize: files?.maxUploadSize ?? MAX_UPLOAD_SIZE_MB }]
      : rag.map((types) => ({ fileTypes: types, maxUploadSize: RAG_MAX_UPLOAD_MB })),
  }
}

// A type pattern: a MIME type (text/plain, image/*, any) or, as a vector store's loaders say, an extension (.pdf).
const matchesType = (file: { name: string; mime: string }, pattern: string) =>
  pattern.startsWith('.')
    ? file.name.toLowerCase().endsWith(pattern.toLowerCase())
    : pattern === file.mime ||
      pattern === '*/*' ||
      pattern === '*' ||
      (pattern.endsWith('/*') && file.mime.startsWith(pattern.slice(0, -1)))

/** Refuses a file of the File upload tab's types or size it does not take (400, 413). */
export function checkUploadedFile(
  file: { name: string; mime: string; size: number },
  rule: { fileTypes: readonly string[]; maxUploadSize: number },
): void {
  if (rule.fileTypes.length > 0 && !rule.fileTypes.some((t) => matchesType(file, t)))
    throw new ValidationError(
      `File type ${file.mime} of "${file.name}" is not allowed (allowed: ${rule.fileTypes.join(', ')})`,
      ErrorCodes.UploadNotAllowed,
    )
  if (file.size > rule.maxUploadSize * MB)
    throw new UploadTooLargeError(`File "${file.name}" is larger than the ${rule.maxUploadSize} MB allowed`)
}

export const uploadsOff = () =>
  new ValidationError('File uploads are not enabled for this chatflow', ErrorCodes.UploadNotAllowed)

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
    if (!rule) throw uploadsOff()
    checkUploadedFile(
      { name: upload.name, mime: upload.mime, size },
      isImage ? { ...rule, fileTypes: [] } : rule,
    )
  }
}
