import { z } from 'zod'

/**
 * What a secret field of a stored credential reads as in every answer (Flowise's own placeholder, so
 * its clients work). Sent back unchanged on update it means "keep the stored value".
 */
export const REDACTED_CREDENTIAL_VALUE = '_FLOWISE_BLANK_07167752-1a71-43b1-bf8f-4f32252165db'

export const CREDENTIAL_NAME_MAX = 255

/** Field values of a credential form: text, numbers and switches. */
export const ZCredentialData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
export type TCredentialData = z.infer<typeof ZCredentialData>

/** A credential in a list (Flowise's shape): never any field value. */
export const ZCredentialSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The kind (`GET /components-credentials` name), e.g. `openAIApi`. */
  credentialName: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TCredentialSummary = z.infer<typeof ZCredentialSummary>

/** One credential: secret fields read as REDACTED_CREDENTIAL_VALUE, the others (base URLs …) as stored. */
export const ZCredential = ZCredentialSummary.extend({ plainDataObj: ZCredentialData })
export type TCredential = z.infer<typeof ZCredential>

const ZName = z.string().trim().min(1, 'Credential name required').max(CREDENTIAL_NAME_MAX)

export const ZCredentialCreateBody = z.object({
  name: ZName,
  credentialName: z.string().min(1),
  plainDataObj: ZCredentialData.default({}),
})
export type TCredentialCreateBody = z.input<typeof ZCredentialCreateBody>

/** Fields left out keep their value; a secret sent as REDACTED_CREDENTIAL_VALUE keeps its value. */
export const ZCredentialUpdateBody = z.object({
  name: ZName.optional(),
  credentialName: z.string().min(1).optional(),
  plainDataObj: ZCredentialData.optional(),
})
export type TCredentialUpdateBody = z.infer<typeof ZCredentialUpdateBody>

/** `?credentialName=a&credentialName=b` (the canvas credential selector asks for the kinds a node accepts). */
export const ZCredentialListQuery = z.object({
  credentialName: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
})
export type TCredentialListQuery = z.input<typeof ZCredentialListQuery>
