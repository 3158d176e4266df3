import { z } from 'zod'

export const API_KEY_NAME_MAX = 200

/** A flow using a key (the API keys page's usage column). */
export const ZApiKeyUsage = z.object({
  id: z.string(),
  flowName: z.string(),
  category: z.string().nullable(),
  updatedDate: z.string(),
})

/** A key as listed: never the key itself after creation, only `abcd…wxyz`. */
export const ZApiKey = z.object({
  id: z.string(),
  keyName: z.string(),
  /** First and last four characters, e.g. `abcd…wxyz`. */
  maskedKey: z.string(),
  createdAt: z.string(),
  /** Flows whose `apikeyid` is this key. */
  chatFlows: z.array(ZApiKeyUsage),
})
export type TApiKey = z.infer<typeof ZApiKey>

/** The create answer: the only time the full key is shown (it is stored as a hash). */
export const ZApiKeyCreated = ZApiKey.extend({ apiKey: z.string() })
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>

const ZKeyName = z.string().trim().min(1, 'Key name is required').max(API_KEY_NAME_MAX)
export const ZApiKeyCreateBody = z.object({ keyName: ZKeyName })
export type TApiKeyCreateBody = z.infer<typeof ZApiKeyCreateBody>
export const ZApiKeyUpdateBody = z.object({ keyName: ZKeyName })

/**
 * Import modes: `addNew` adds keys whose name is new and skips the others; `replaceIfExist` also
 * replaces the value of same-named keys; `errorIfExist` refuses the whole file if any name exists.
 * Flowise's names are accepted too: ignoreIfExist = addNew, overwriteIfExist = replaceIfExist, and
 * replaceAll (delete every key of the unik, then add the file's).
 */
export const API_KEY_IMPORT_MODES = [
  'addNew',
  'replaceIfExist',
  'errorIfExist',
  'ignoreIfExist',
  'overwriteIfExist',
  'replaceAll',
] as const
export const ZApiKeyImportBody = z.object({
  importMode: z.enum(API_KEY_IMPORT_MODES).default('addNew'),
  /** Flowise's api.json: a `data:application/json;base64,…` URL, or the JSON text itself. */
  jsonFile: z.string().min(1).max(5_000_000),
})
export type TApiKeyImportBody = z.input<typeof ZApiKeyImportBody>

/** One entry of Flowise's api.json (the key is plaintext there; we store only its hash). */
export const ZApiKeyFileEntry = z
  .object({
    keyName: ZKeyName,
    apiKey: z.string().min(8, 'apiKey must be at least 8 characters').max(500),
    id: z.string().max(200).optional(),
    createdAt: z.string().optional(),
  })
  .loose()
export const ZApiKeyImportResult = z.object({
  added: z.number().int(),
  replaced: z.number().int(),
  skipped: z.number().int(),
  keys: z.array(ZApiKey),
})
export type TApiKeyImportResult = z.infer<typeof ZApiKeyImportResult>

/** docs/product.md#roles-and-access: a keyed flow is for API callers only. */
export const FLOW_KEY_PUBLIC_CONFLICT =
  'A flow with an API key cannot be public: remove the API key first (embedding and sharing do not send keys)'
