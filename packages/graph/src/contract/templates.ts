import { z } from 'zod'

/**
 * Templates (the marketplace): community templates ship with Unikflow; "my templates" are saved per unik
 * from a flow or a tool. Field names follow Flowise's marketplace (`badge`, `usecases`, `framework`),
 * so its clients read them.
 */
export const TEMPLATE_TYPE_VALUES = ['Chatflow', 'Agentflow', 'Tool'] as const
export const ZTemplateType = z.enum(TEMPLATE_TYPE_VALUES)
export type TTemplateType = z.infer<typeof ZTemplateType>

export const TEMPLATE_SOURCE_VALUES = ['community', 'custom'] as const
export const ZTemplateSource = z.enum(TEMPLATE_SOURCE_VALUES)
export type TTemplateSource = z.infer<typeof ZTemplateSource>

/** The product's text (docs/product.md#validation). */
export const TEMPLATE_NAME_MANDATORY = 'Template Name is mandatory!'
export const TEMPLATE_NAME_MAX = 255

export const ZTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  usecases: z.array(z.string()),
  tags: z.array(z.string()),
  type: ZTemplateType,
  framework: z.array(z.string()),
  source: ZTemplateSource,
  /**
   * Why running it needs more than a chat-model credential (an outside service, a file, a store of the
   * unik); null when a credential is all it needs.
   */
  requires: z.string().nullable(),
  createdDate: z.string().nullable(),
})
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>

/** A template with its content: the flow's `flowData` (JSON text), or for a Tool the tool's fields as JSON text. */
export const ZTemplate = ZTemplateSummary.extend({ flowData: z.string() })
export type TTemplate = z.infer<typeof ZTemplate>

/** A tool template's `flowData`: what "Use template" creates as a saved tool. */
export const ZTemplateTool = z.object({
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconSrc: z.string().nullable(),
  schema: z.string(),
  func: z.string(),
})
export type TTemplateTool = z.infer<typeof ZTemplateTool>

const ZWord = z.string().trim().min(1).max(64)

/** "Save as template": from a flow of the unik (`chatflowId`) or a saved tool (`toolId`). */
export const ZCustomTemplateCreateBody = z
  .object({
    name: z.string().trim().min(1, TEMPLATE_NAME_MANDATORY).max(TEMPLATE_NAME_MAX),
    description: z.string().trim().max(2000).default(''),
    badge: z.string().trim().max(32).nullable().default(null),
    usecases: z.array(ZWord).max(16).default([]),
    tags: z.array(ZWord).max(16).default([]),
    framework: z.array(ZWord).max(8).default([]),
    chatflowId: z.string().min(1).optional(),
    toolId: z.string().min(1).optional(),
  })
  .refine((b) => (b.chatflowId === undefined) !== (b.toolId === undefined), {
    message: 'Give either chatflowId or toolId',
  })
export type TCustomTemplateCreateBody = z.input<typeof ZCustomTemplateCreateBody>
