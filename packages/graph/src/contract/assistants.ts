import { z } from 'zod'

/** The product's limits for an assistant (docs/product.md#assistants). */
export const ASSISTANT_LIMITS = {
  name: 256,
  description: 512,
  instructions: 32_768,
  tools: 128,
} as const

/** The product's text when a mandatory field of the assistant form is empty. */
export const ASSISTANT_MANDATORY_TEXT = 'Please fill in all mandatory fields'

/** Kinds of assistant, as Flowise names them (`type` column and `?type=` filter). */
export const ASSISTANT_TYPE_VALUES = ['CUSTOM', 'OPENAI', 'AZURE'] as const
export const ZAssistantType = z.enum(ASSISTANT_TYPE_VALUES)
export type TAssistantType = z.infer<typeof ZAssistantType>

/** The chat model of a custom assistant: a chat-model node, its credential and its settings. */
export const ZAssistantChatModel = z.object({
  /** A chat-model node's name (e.g. `chatOpenAI`). */
  name: z.string().trim().min(1).max(100),
  /** A credential id of the unik, of a kind the node accepts. */
  credential: z.string().max(100).optional(),
  modelName: z.string().trim().min(1).max(200),
  temperature: z.number().min(0).max(1).optional(),
  topP: z.number().min(0).max(1).optional(),
  maxTokens: z.number().int().positive().optional(),
  frequencyPenalty: z.number().min(-2).max(2).optional(),
  presencePenalty: z.number().min(-2).max(2).optional(),
  /** Milliseconds, as the nodes take it. */
  timeout: z.number().int().positive().optional(),
  basePath: z.string().trim().max(2048).optional(),
  /** JSON text of extra client options (OpenAI-compatible models). */
  baseOptions: z.string().max(10_000).optional(),
})
export type TAssistantChatModel = z.infer<typeof ZAssistantChatModel>

/** A tool of a custom assistant: one of the unik's saved tools, or a built-in tool node. */
export const ZAssistantTool = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('custom'), toolId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('node'), name: z.string().min(1).max(100) }),
])
export type TAssistantTool = z.infer<typeof ZAssistantTool>

/** What a custom assistant is (Flowise keeps it as JSON text in `details`). */
export const ZCustomAssistantDetails = z.object({
  name: z.string().trim().min(1, ASSISTANT_MANDATORY_TEXT).max(ASSISTANT_LIMITS.name),
  description: z.string().max(ASSISTANT_LIMITS.description).default(''),
  instructions: z.string().max(ASSISTANT_LIMITS.instructions).default(''),
  chatModel: ZAssistantChatModel,
  tools: z.array(ZAssistantTool).max(ASSISTANT_LIMITS.tools).default([]),
  /** Document stores the assistant searches (knowledge): each becomes a search tool. */
  documentStoreIds: z.array(z.string().min(1).max(100)).max(100).default([]),
})
export type TCustomAssistantDetails = z.infer<typeof ZCustomAssistantDetails>
export type TCustomAssistantDetailsInput = z.input<typeof ZCustomAssistantDetails>

/** An assistant, Flowise's shape: `details` is JSON text (ZCustomAssistantDetails for CUSTOM). */
export const ZAssistant = z.object({
  id: z.string(),
  type: ZAssistantType,
  details: z.string(),
  credential: z.string().nullable(),
  iconSrc: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TAssistant = z.infer<typeof ZAssistant>

const ZDetailsText = z.string().min(1, ASSISTANT_MANDATORY_TEXT).max(200_000)
const ZIconSrc = z.string().max(10_000).nullable()

export const ZAssistantCreateBody = z.object({
  /** Custom assistants run here; OpenAI ones live at the provider (Azure ones are not built yet). */
  type: z.enum(['CUSTOM', 'OPENAI']).default('CUSTOM'),
  details: ZDetailsText,
  credential: z.string().max(100).nullable().optional(),
  iconSrc: ZIconSrc.optional(),
})
export type TAssistantCreateBody = z.input<typeof ZAssistantCreateBody>

export const ZAssistantUpdateBody = z.object({
  details: ZDetailsText.optional(),
  credential: z.string().max(100).nullable().optional(),
  iconSrc: ZIconSrc.optional(),
})
export type TAssistantUpdateBody = z.infer<typeof ZAssistantUpdateBody>

export const ZAssistantListQuery = z.object({ type: ZAssistantType.optional() })

/** "Generate instructions": the chosen model writes a system prompt for a task. */
export const ZGenerateInstructionsBody = z.object({
  task: z.string().trim().min(1, ASSISTANT_MANDATORY_TEXT).max(ASSISTANT_LIMITS.instructions),
  chatModel: ZAssistantChatModel,
})
export type TGenerateInstructionsBody = z.infer<typeof ZGenerateInstructionsBody>
export const ZGeneratedInstructions = z.object({ content: z.string() })

/** The chat models and built-in tools a custom assistant can use (node names, labels, credentials). */
export const ZAssistantComponent = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  /** Credential kinds the node accepts; empty when it needs none. */
  credentialNames: z.array(z.string()),
  /** When the credential may stay empty (see `isCredentialRequired`; the Base Path fills `assistantBasePathInputs`). */
  credentialRule: z
    .object({ optional: z.boolean().optional(), optionalWhenSet: z.string().optional() })
    .optional(),
})
export const ZAssistantComponents = z.object({
  chatModels: z.array(ZAssistantComponent),
  tools: z.array(ZAssistantComponent),
})
export type TAssistantComponents = z.infer<typeof ZAssistantComponents>

/** Parses a custom assistant's `details` text; undefined when it is not valid JSON of the right shape. */
export function parseCustomAssistantDetails(text: string): TCustomAssistantDetails | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = ZCustomAssistantDetails.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
