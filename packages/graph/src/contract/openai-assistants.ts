import { z } from 'zod'
import { ASSISTANT_LIMITS, ASSISTANT_MANDATORY_TEXT } from './assistants'

/** The credential kind an OpenAI assistant uses (its key, and the base URL of any compatible server). */
export const OPENAI_ASSISTANT_CREDENTIAL = 'openAIApi'

/** A file uploaded to the provider for an assistant (`purpose: assistants`). */
export const ZOpenAIAssistantFile = z.object({
  id: z.string().min(1).max(200),
  filename: z.string().max(500),
  bytes: z.number().int().nonnegative(),
})
export type TOpenAIAssistantFile = z.infer<typeof ZOpenAIAssistantFile>

/**
 * What an OpenAI assistant is (`details` JSON text of an OPENAI row). `openaiId` and `vectorStoreId`
 * are the provider's ids, set by the server when it creates them; the rest is the form.
 */
export const ZOpenAIAssistantDetails = z.object({
  name: z.string().trim().min(1, ASSISTANT_MANDATORY_TEXT).max(ASSISTANT_LIMITS.name),
  description: z.string().max(ASSISTANT_LIMITS.description).default(''),
  model: z.string().trim().min(1, ASSISTANT_MANDATORY_TEXT).max(200),
  instructions: z.string().max(ASSISTANT_LIMITS.instructions).default(''),
  temperature: z.number().min(0).max(1).optional(),
  topP: z.number().min(0).max(1).optional(),
  codeInterpreter: z.boolean().default(false),
  fileSearch: z.boolean().default(false),
  /** Saved custom tools of the unik, offered as functions; the server runs them in the sandbox. */
  functionToolIds: z.array(z.string().min(1).max(100)).max(ASSISTANT_LIMITS.tools).default([]),
  codeInterpreterFiles: z.array(ZOpenAIAssistantFile).max(20).default([]),
  fileSearchFiles: z.array(ZOpenAIAssistantFile).max(500).default([]),
  openaiId: z.string().max(200).optional(),
  vectorStoreId: z.string().max(200).optional(),
})
export type TOpenAIAssistantDetails = z.infer<typeof ZOpenAIAssistantDetails>
export type TOpenAIAssistantDetailsInput = z.input<typeof ZOpenAIAssistantDetails>

/** Files to upload for an assistant (base64, or a `data:` URL), with the credential to upload them with. */
export const ZOpenAIFileUploadBody = z.object({
  credential: z.string().min(1, ASSISTANT_MANDATORY_TEXT).max(100),
  files: z
    .array(z.object({ name: z.string().trim().min(1).max(255), data: z.string().min(1) }))
    .min(1)
    .max(20),
})
export type TOpenAIFileUploadBody = z.infer<typeof ZOpenAIFileUploadBody>
export const ZOpenAIFileUploadResult = z.array(ZOpenAIAssistantFile)

/** One turn with an OpenAI assistant: the thread continues when its id is sent back. */
export const ZOpenAIAssistantChatBody = z.object({
  question: z.string().trim().min(1).max(100_000),
  threadId: z.string().min(1).max(200).optional(),
})
export type TOpenAIAssistantChatBody = z.infer<typeof ZOpenAIAssistantChatBody>
export const ZOpenAIAssistantChatAnswer = z.object({
  text: z.string(),
  threadId: z.string(),
  usedTools: z.array(z.object({ tool: z.string(), toolInput: z.unknown(), toolOutput: z.string() })),
})
export type TOpenAIAssistantChatAnswer = z.infer<typeof ZOpenAIAssistantChatAnswer>

/** "Load": the assistants the credential's account already has, to bring one into the unik. */
export const ZOpenAIRemoteQuery = z.object({ credential: z.string().min(1).max(100) })
export const ZOpenAIRemoteAssistant = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  model: z.string(),
  instructions: z.string(),
  temperature: z.number().optional(),
  topP: z.number().optional(),
  codeInterpreter: z.boolean(),
  fileSearch: z.boolean(),
})
export type TOpenAIRemoteAssistant = z.infer<typeof ZOpenAIRemoteAssistant>
export const ZOpenAIRemoteAssistants = z.array(ZOpenAIRemoteAssistant)

/** `DELETE …/assistants/:id?isDeleteBoth=true` also deletes an OpenAI assistant at the provider. */
export const ZAssistantDeleteQuery = z.object({
  isDeleteBoth: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
})
