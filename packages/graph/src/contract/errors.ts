import { z } from 'zod'

/**
 * Error codes survive the round trip: the server sends `code`, the client picks an i18n string by it.
 * `message` carries the spec's exact English text for the user-facing ones.
 */
export const ErrorCodes = {
  Validation: 'VALIDATION',
  EmailPasswordRequired: 'EMAIL_PASSWORD_REQUIRED',
  InvalidEmail: 'INVALID_EMAIL',
  WeakPassword: 'WEAK_PASSWORD',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  UserExists: 'USER_EXISTS',
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  /** The public chatbot page of a flow that is not public (404 like an unknown one, the page says why). */
  ChatbotPrivate: 'CHATBOT_PRIVATE',
  Conflict: 'CONFLICT',
  FlowVersionConflict: 'FLOW_VERSION_CONFLICT',
  LastOwner: 'LAST_OWNER',
  SelfAction: 'SELF_ACTION',
  LastSuperAdmin: 'LAST_SUPER_ADMIN',
  AlreadyMember: 'ALREADY_MEMBER',
  OverrideNotAllowed: 'OVERRIDE_NOT_ALLOWED',
  /** A run failed through a bug of ours (500); the node is in `details`. */
  FlowRunFailed: 'FLOW_RUN_FAILED',
  /** The flow cannot run as built (unknown node, no or several endings, a cycle, a node's settings): 422. */
  FlowInvalid: 'FLOW_INVALID',
  /** A model or other provider failed or answered something unusable: 502. */
  UpstreamFailed: 'UPSTREAM_FAILED',
  /** A provider did not answer in time: 504. */
  RunTimeout: 'RUN_TIMEOUT',
  /** Queue mode: the worker running the answer stopped (it crashed or was killed) before it finished: 503. */
  RunInterrupted: 'RUN_INTERRUPTED',
  InvalidJson: 'INVALID_JSON',
  /** A runtime variable names one of Unikflow's own settings (details.name): never readable. */
  RuntimeVariableOwnSetting: 'RUNTIME_VARIABLE_OWN_SETTING',
  /** A runtime variable names a secret-looking variable the operator did not list exactly (details.name). */
  RuntimeVariableSecret: 'RUNTIME_VARIABLE_SECRET',
  /** A runtime variable names a variable UNIKFLOW_RUNTIME_VARIABLES does not list (details.name). */
  RuntimeVariableNotListed: 'RUNTIME_VARIABLE_NOT_LISTED',
  /** A flow with an API key cannot be public (and a public flow cannot take a key). */
  FlowHasApiKey: 'FLOW_HAS_API_KEY',
  /** An import or create met an API key that already exists (name or value). */
  ApiKeyExists: 'API_KEY_EXISTS',
  /** A public request came from an Origin the flow's allowed domains do not list. */
  OriginNotAllowed: 'ORIGIN_NOT_ALLOWED',
  /** The flow's rate limit (messages per duration, per client IP) is used up. */
  RateLimited: 'RATE_LIMITED',
  /** A file the flow's upload settings do not accept (type, or uploads off). */
  UploadNotAllowed: 'UPLOAD_NOT_ALLOWED',
  UploadTooLarge: 'UPLOAD_TOO_LARGE',
  /** A feature switched off in the flow's configuration (feedback, leads …). */
  FeatureDisabled: 'FEATURE_DISABLED',
  /** Registration is switched off, needs an invitation, or the address is not allowed. */
  RegistrationClosed: 'REGISTRATION_CLOSED',
  InviteRequired: 'INVITE_REQUIRED',
  InviteInvalid: 'INVITE_INVALID',
  EmailDomainNotAllowed: 'EMAIL_DOMAIN_NOT_ALLOWED',
  /** A document given to a document store cannot be read (wrong type, corrupt, empty). */
  DocumentInvalid: 'DOCUMENT_INVALID',
  /** A document store cannot do this in its current state (processing or upserting already). */
  DocumentStoreBusy: 'DOCUMENT_STORE_BUSY',
  /** The vector store cannot be used (pgvector not installed on the PostgreSQL server): 503. */
  VectorStoreUnavailable: 'VECTOR_STORE_UNAVAILABLE',
  /** The disk or database is full (507 'Storage is full'). */
  StorageFull: 'STORAGE_FULL',
  /** A form's mandatory field is empty ('Please fill in all mandatory fields'). */
  MandatoryFields: 'MANDATORY_FIELDS',
  /** Publishing a scene technology for a flow without UPDL nodes (422). */
  NoUpdlNodes: 'NO_UPDL_NODES',
  /** The flow's UPDL nodes do not make a scene (wiring issues in `details.issues`): 422. */
  SceneInvalid: 'SCENE_INVALID',
  /** A save of an Agentflow v2 holding more than one Start node (400; the ids in the message). */
  TooManyStartNodes: 'TOO_MANY_START_NODES',
  /** A request to `/webhook/:flowId` of a flow whose Start is not a webhook trigger (404). */
  NotAWebhook: 'NOT_A_WEBHOOK',
  /** A webhook request with another HTTP method than its Start takes (405). */
  WebhookMethodNotAllowed: 'WEBHOOK_METHOD_NOT_ALLOWED',
  /** A webhook request whose body has another Content-Type than its Start takes (415). */
  WebhookContentType: 'WEBHOOK_CONTENT_TYPE',
  /** A webhook request without the valid signature its Start requires (401). */
  WebhookSignature: 'WEBHOOK_SIGNATURE',
  /** A webhook request without the headers, fields or parameters its Start requires (400). */
  WebhookRequestInvalid: 'WEBHOOK_REQUEST_INVALID',
  Internal: 'INTERNAL',
} as const
export type TErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes]

/** The spec's exact texts (docs/product.md#validation) for auth failures. */
export const AuthMessages = {
  EMAIL_PASSWORD_REQUIRED: 'Email and password are required',
  INVALID_EMAIL: 'Invalid email format',
  WEAK_PASSWORD: 'Password does not meet requirements',
  INVALID_CREDENTIALS: 'Invalid login credentials',
  USER_EXISTS: 'User already registered',
  EMAIL_NOT_CONFIRMED: 'Email not confirmed',
} as const

export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  /** Machine-readable context of some errors (e.g. FLOW_VERSION_CONFLICT: current version, who saved it). */
  details: z.record(z.string(), z.unknown()).optional(),
})
export type TErrorBody = z.infer<typeof ZErrorBody>
