import type { BaseMessage } from '@langchain/core/messages'
import type { TNodeContext, TUpload } from '../context'
import { getBoolean, getString } from './read-inputs'
import { lazyImport } from './lazy-import'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/** Chat models whose node has "Allow Image Uploads" on, with the detail their images are sent at. */
const visionModels = new WeakMap<object, string>()

/**
 * Marks the model a chat model node supplies as one that sees the chat's images, when the node's
 * "Allow Image Uploads" is on (the chains, agents and Agentflow v2 nodes then send them with the question).
 */
export function withImageUploads<T extends object>(ctx: TNodeContext, model: T): T {
  if (getBoolean(ctx, 'allowImageUploads'))
    visionModels.set(model, getString(ctx, 'imageResolution') || 'low')
  return model
}

const isImage = (u: TUpload) => u.mime.startsWith('image/') && u.data.length > 0

/** An upload as an image URL: a link as given, bytes as a `data:` URL. */
function imageUrlOf(u: TUpload): string {
  if (u.type === 'url' || u.data.startsWith('data:')) return u.data
  return `data:${u.mime};base64,${u.data}`
}

/** The chat's images as OpenAI-style content parts, when the model sees them (none otherwise). */
export function imagePartsFor(ctx: Pick<TNodeContext, 'uploads'>, model: object) {
  const detail = visionModels.get(model)
  if (detail === undefined) return []
  return ctx.uploads
    .filter(isImage)
    .map((u) => ({ type: 'image_url' as const, image_url: { url: imageUrlOf(u), detail } }))
}

/**
 * The messages with the chat's images added to the last human message (text first, then the images),
 * when the model sees images and the chat sent some; else the messages as they are.
 */
export async function withImages(
  ctx: Pick<TNodeContext, 'uploads'>,
  model: object,
  messages: BaseMessage[],
): Promise<BaseMessage[]> {
  const parts = imagePartsFor(ctx, model)
  if (parts.length === 0) return messages
  const { HumanMessage } = await langchainCoreMessages()
  const last = messages.findLastIndex((m) => HumanMessage.isInstance(m))
  const human = messages[last]
  if (!human) return [...messages, new HumanMessage({ content: parts })]
  const text =
    typeof human.content === 'string' ? [{ type: 'text' as const, text: human.content }] : human.content
  const copy = [...messages]
  copy[last] = new HumanMessage({ content: [...text, ...parts] })
  return copy
}
