import { z } from 'zod'

/** One output: a plain anchor, or one choice inside an `options` anchor. `type` is `A | B | C`. */
// Flowise's agentflow v2 writes numeric names and no type; they are read as strings so such files still open.
const ZName = z.union([z.string(), z.number()]).transform(String)

export const ZOutputOption = z.looseObject({
  id: z.string(),
  name: ZName,
  label: ZName.optional(),
  description: z.string().optional(),
  type: z.string().default(''),
  isAnchor: z.boolean().optional(),
  hidden: z.boolean().optional(),
})
export type TOutputOption = z.infer<typeof ZOutputOption>

/** Several outputs grouped into one anchor; `default` names the choice used until the user picks one. */
export const ZOptionsOutputAnchor = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  label: z.string().optional(),
  description: z.string().optional(),
  type: z.literal('options'),
  options: z.array(ZOutputOption),
  default: z.string().optional(),
})
export type TOptionsOutputAnchor = z.infer<typeof ZOptionsOutputAnchor>

export const ZOutputAnchor = z.union([ZOptionsOutputAnchor, ZOutputOption])
export type TOutputAnchor = z.infer<typeof ZOutputAnchor>

export function isOptionsOutputAnchor(anchor: TOutputAnchor): anchor is TOptionsOutputAnchor {
  return anchor.type === 'options' && 'options' in anchor && Array.isArray(anchor.options)
}
