import { z } from 'zod'

/** Flowise's rule for tool names (a model calls the tool by it). */
export const TOOL_NAME_PATTERN = /^[a-z0-9_]+$/
export const TOOL_NAME_INVALID = 'Invalid tool name: use lowercase letters, digits and underscores only'

/** One input of a saved tool, as Flowise's tool dialog stores it in `schema` (a JSON string of these). */
export const ZToolProperty = z.object({
  property: z.string().min(1),
  type: z.string().min(1),
  description: z.string().default(''),
  required: z.boolean().default(false),
})
export type TToolProperty = z.infer<typeof ZToolProperty>

/** A saved tool, Flowise's shape; Custom Tool nodes run `func` in the sandbox. */
export const ZTool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconSrc: z.string().nullable(),
  /** JSON text: an array of ZToolProperty. */
  schema: z.string(),
  func: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TTool = z.infer<typeof ZTool>

const ZName = z
  .string()
  .trim()
  .min(1, 'Tool name required')
  .max(255)
  .regex(TOOL_NAME_PATTERN, TOOL_NAME_INVALID)
const ZFields = {
  description: z.string().trim().min(1, 'Tool description required').max(10_000),
  color: z.string().max(100),
  iconSrc: z.string().max(10_000).nullable(),
  schema: z.string().max(100_000),
  func: z.string().max(1_000_000),
}

export const ZToolCreateBody = z.object({
  name: ZName,
  description: ZFields.description,
  color: ZFields.color.optional(),
  iconSrc: ZFields.iconSrc.optional(),
  schema: ZFields.schema.default('[]'),
  func: ZFields.func.default(''),
})
export type TToolCreateBody = z.input<typeof ZToolCreateBody>

export const ZToolUpdateBody = z.object({
  name: ZName.optional(),
  description: ZFields.description.optional(),
  color: ZFields.color.optional(),
  iconSrc: ZFields.iconSrc.optional(),
  schema: ZFields.schema.optional(),
  func: ZFields.func.optional(),
})
export type TToolUpdateBody = z.infer<typeof ZToolUpdateBody>
