/** What the flow lets the canvas chat send besides text (Flowise's `uploads` block, read client-side). */
export interface ChatCapabilities {
  /** A chat model with 'Allow Image Uploads' on. */
  images: boolean
  /** The File upload tab is on; `fileTypes` empty means any type. */
  files: boolean
  fileTypes: string[]
  /** A speech-to-text provider is switched on: the mic is shown. */
  audio: boolean
}

/** The parts of a stored chatflow this reads (every field optional: older servers lack some). */
export interface ChatflowSettingsSource {
  flowData: string
  chatbotConfig?: string | null
  speechToText?: string | null
}

export const IMAGE_UPLOAD_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp']

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {}
  } catch {
    return {}
  }
}

const isOn = (value: unknown) =>
  typeof value === 'object' && value !== null && 'status' in value && value.status === true

function nodesAllowImages(flowData: string): boolean {
  const nodes = parseObject(flowData).nodes
  if (!Array.isArray(nodes)) return false
  return nodes.some((node: unknown) => {
    if (typeof node !== 'object' || node === null || !('data' in node)) return false
    const data: unknown = node.data
    if (typeof data !== 'object' || data === null || !('inputs' in data)) return false
    const inputs: unknown = data.inputs
    return typeof inputs === 'object' && inputs !== null && 'allowImageUploads' in inputs
      ? inputs.allowImageUploads === true
      : false
  })
}

export function chatCapabilitiesOf(flow: ChatflowSettingsSource): ChatCapabilities {
  const fileUpload = parseObject(flow.chatbotConfig).fullFileUpload
  const files = isOn(fileUpload)
  const typesText =
    typeof fileUpload === 'object' && fileUpload !== null && 'allowedUploadFileTypes' in fileUpload
      ? fileUpload.allowedUploadFileTypes
      : ''
  const fileTypes =
    files && typeof typesText === 'string'
      ? typesText
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : []
  return {
    images: nodesAllowImages(flow.flowData),
    files,
    fileTypes,
    audio: Object.values(parseObject(flow.speechToText)).some(isOn),
  }
}

/** The file picker's `accept`: the image types and/or the flow's file types (empty: anything). */
export function uploadAccept(caps: ChatCapabilities): string {
  if (caps.files && caps.fileTypes.length === 0) return ''
  return [...(caps.images ? IMAGE_UPLOAD_TYPES : []), ...(caps.files ? caps.fileTypes : [])].join(',')
}
