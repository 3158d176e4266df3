import { z } from 'zod'
import { ZInputDefinition, type TInputDefinition } from '@unikflow/graph'

/** A kind of credential a node can use: the fields of its form. Values are stored encrypted by the server. */
export const ZCredentialDefinition = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  label: z.string().min(1),
  description: z.string().optional(),
  inputs: z.array(ZInputDefinition),
})
export type TCredentialDefinition = z.infer<typeof ZCredentialDefinition>

/** A field whose value is kept sealed (keys, passwords). */
export const secret = (
  name: string,
  label: string,
  extra: Partial<TInputDefinition> = {},
): TInputDefinition => ({
  label,
  name,
  type: 'password',
  ...extra,
})

/** A plain text field. */
export const text = (
  name: string,
  label: string,
  extra: Partial<TInputDefinition> = {},
): TInputDefinition => ({
  label,
  name,
  type: 'string',
  ...extra,
})
