import { z } from 'zod'

/**
 * `static`: the stored value. `runtime`: read at run time from the server's environment variable with
 * the variable's `name` (Flowise's rule: `process.env[name]`); `value` is then only a note.
 */
export const VARIABLE_TYPE_VALUES = ['static', 'runtime'] as const
export const ZVariableType = z.enum(VARIABLE_TYPE_VALUES)
export type TVariableType = z.infer<typeof ZVariableType>

/** Used as `$vars.<name>` in flows: a JavaScript identifier. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/
export const VARIABLE_NAME_INVALID =
  'Variable name must start with a letter or _ and contain only letters, digits and _'

export const ZVariable = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  type: ZVariableType,
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TVariable = z.infer<typeof ZVariable>

const ZName = z
  .string()
  .trim()
  .min(1, 'Variable name required')
  .max(255)
  .regex(VARIABLE_NAME_PATTERN, VARIABLE_NAME_INVALID)

export const ZVariableCreateBody = z.object({
  name: ZName,
  value: z.string().max(100_000).default(''),
  type: ZVariableType.default('static'),
})
export type TVariableCreateBody = z.input<typeof ZVariableCreateBody>

export const ZVariableUpdateBody = z.object({
  name: ZName.optional(),
  value: z.string().max(100_000).optional(),
  type: ZVariableType.optional(),
})
export type TVariableUpdateBody = z.infer<typeof ZVariableUpdateBody>
