import { z } from 'zod'

/** One choice of an `options` / `multiOptions` param. */
export const ZInputOption = z.looseObject({
  name: z.string(),
  label: z.string().optional(),
  description: z.string().optional(),
})
export type TInputOption = z.infer<typeof ZInputOption>

/** `{ otherInputName: value | value[] }`: the input is shown (or hidden) when another input has one of these values. */
export const ZDisplayCondition = z.record(z.string(), z.unknown())
export type TDisplayCondition = z.infer<typeof ZDisplayCondition>

/**
 * An input as stored on a node (`inputParams` and `inputAnchors` share it). Loose: Flowise writes UI
 * hints (`step`, `warning`, `fileType`, `datagrid`, `display` …) that we keep without interpreting.
 */
export const ZInputParam = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  label: z.string().optional(),
  type: z.string(),
  description: z.string().optional(),
  default: z.unknown().optional(),
  optional: z.unknown().optional(),
  list: z.boolean().optional(),
  additionalParams: z.boolean().optional(),
  acceptVariable: z.boolean().optional(),
  options: z.unknown().optional(),
  show: ZDisplayCondition.optional(),
  hide: ZDisplayCondition.optional(),
  rows: z.number().optional(),
  placeholder: z.string().optional(),
  tabIdentifier: z.string().optional(),
  tabs: z.array(z.looseObject({ name: z.string(), type: z.string() })).optional(),
  loadMethod: z.unknown().optional(),
  credentialNames: z.array(z.string()).optional(),
  /** A credential param: not needed once this input has a value (see `isCredentialRequired`). */
  optionalWhenSet: z.string().optional(),
  hidden: z.boolean().optional(),
  /** A secret value in a plain editor (see `isSecretInput`). */
  secret: z.boolean().optional(),
})
export type TInputParam = z.infer<typeof ZInputParam>

const ZArrayFields = z.array(ZInputParam)

/**
 * The fields of each row of an Agentflow v2 `array` input (`input.array`, declared like inputs; a field
 * may itself be an `array`, or carry `loadConfig`). Empty when the input declares none or they are malformed.
 */
export function arrayFieldsOf(input: TInputParam): TInputParam[] {
  const parsed = ZArrayFields.safeParse(input.array)
  return parsed.success ? parsed.data : []
}
