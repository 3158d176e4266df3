import { z } from 'zod'

/** A message of an OpenAI chat completion request; content parts are reduced to their text. */
export const ZOpenAIChatMessage = z
  .object({
    role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
    content: z
      .union([
        z.string(),
        z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()),
        z.null(),
      ])
      .optional(),
  })
  .loose()

/** `POST /openai/:flowId/chat/completions`: the last user message is the question, earlier ones the history. */
export const ZOpenAIChatRequest = z
  .object({
    model: z.string().optional(),
    messages: z.array(ZOpenAIChatMessage).min(1),
    stream: z.boolean().optional(),
    /** Becomes the chat id (a conversation). */
    user: z.string().max(200).optional(),
  })
  .loose()
export type TOpenAIChatRequest = z.infer<typeof ZOpenAIChatRequest>

export const ZOpenAIChatCompletion = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string() }),
      finish_reason: z.literal('stop'),
    }),
  ),
  usage: z.object({
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    total_tokens: z.number().int(),
  }),
})
export type TOpenAIChatCompletion = z.infer<typeof ZOpenAIChatCompletion>

export const ZOpenAIModelList = z.object({
  object: z.literal('list'),
  data: z.array(
    z.object({ id: z.string(), object: z.literal('model'), created: z.number().int(), owned_by: z.string() }),
  ),
})
