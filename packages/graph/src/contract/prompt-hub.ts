import { z } from 'zod'

/**
 * The prompt hub: a catalogue of ready prompts (bundled with Unikflow, plus a remote hub when
 * PROMPT_HUB_URL is set and reachable). "Load" fills a Prompt Template (`template`) or a Chat Prompt
 * Template (`systemMessage` + `humanMessage`) node.
 */
export const ZHubPromptKind = z.enum(['prompt', 'chat'])
export type THubPromptKind = z.infer<typeof ZHubPromptKind>

export const ZHubPrompt = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  tags: z.array(z.string().max(64)).max(20).default([]),
  kind: ZHubPromptKind,
  /** `prompt`: the template text with {variables}. */
  template: z.string().max(100_000).default(''),
  /** `chat`: the system and human messages. */
  systemMessage: z.string().max(100_000).default(''),
  humanMessage: z.string().max(100_000).default(''),
})
export type THubPrompt = z.infer<typeof ZHubPrompt>

export const ZHubPromptWithSource = ZHubPrompt.extend({ source: z.enum(['bundled', 'remote']) })
export type THubPromptWithSource = z.infer<typeof ZHubPromptWithSource>

export const HUB_REMOTE_STATES = ['off', 'ok', 'unreachable'] as const
export const ZPromptHubList = z.object({
  prompts: z.array(ZHubPromptWithSource),
  /** `off`: no remote hub configured; `unreachable`: configured, but it did not answer a valid list. */
  remote: z.enum(HUB_REMOTE_STATES),
})
export type TPromptHubList = z.infer<typeof ZPromptHubList>
