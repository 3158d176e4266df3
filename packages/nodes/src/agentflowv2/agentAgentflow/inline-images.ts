import type { BaseMessage } from '@langchain/core/messages'
import { isRecord, STORED_FILE_PREFIX } from '@unikflow/graph'
import type { TArtifact } from '../../context'
import type { TAgentflowContext } from '../shared/v2-runtime'
import { keep } from './built-in-artifacts'

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The images the chat draws, by their MIME type: the file's extension and the artifact's type. */
const DRAWN: Record<string, { extension: string; type: string; mime: string }> = {
  'image/png': { extension: 'png', type: 'png', mime: 'image/png' },
  'image/jpeg': { extension: 'jpg', type: 'jpeg', mime: 'image/jpeg' },
  'image/jpg': { extension: 'jpg', type: 'jpeg', mime: 'image/jpeg' },
  'image/gif': { extension: 'gif', type: 'gif', mime: 'image/gif' },
  'image/webp': { extension: 'webp', type: 'webp', mime: 'image/webp' },
}

/** An image part of an answer as LangChain's Gemini client gives it: `{ type: 'inlineData', inlineData }`. */
function inlineImage(part: unknown): { mimeType: string; data: string } | undefined {
  if (!isRecord(part) || part.type !== 'inlineData' || !isRecord(part.inlineData)) return undefined
  const mimeType = str(part.inlineData.mimeType).toLowerCase()
  const data = str(part.inlineData.data)
  return mimeType.startsWith('image/') && data ? { mimeType, data } : undefined
}

/**
 * The images a Gemini model answered with (`inlineData` parts: an image model's pictures, the charts its
 * code execution drew), kept with the chat as the images OpenAI's tools make are kept
 * (`gemini_generated_image_<time>_<n>.<extension>`, the same size limit) and returned as artifacts. The
 * parts are then taken out of the reply, kept or not, so their base64 reaches neither the conversation
 * the agent goes on with nor the run's record.
 */
export async function keepInlineImages(ctx: TAgentflowContext, reply: BaseMessage): Promise<TArtifact[]> {
  if (!Array.isArray(reply.content)) return []
  const images = reply.content.map(inlineImage)
  if (!images.some(Boolean)) return []
  reply.content = reply.content.filter((_, i) => !images[i])
  const artifacts: TArtifact[] = []
  const time = Date.now()
  for (const [i, image] of images.filter((m) => m !== undefined).entries()) {
    const drawn = DRAWN[image.mimeType]
    if (!drawn) {
      ctx.logger.warn('The model answered with an image the chat cannot show; it is not kept', {
        mime: image.mimeType,
      })
      continue
    }
    const name = `gemini_generated_image_${time}_${i + 1}.${drawn.extension}`
    if (await keep(ctx, name, drawn.mime, Buffer.from(image.data, 'base64')))
      artifacts.push({ type: drawn.type, data: STORED_FILE_PREFIX + name })
  }
  return artifacts
}
