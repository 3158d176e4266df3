import { z } from 'zod'
import { ZNodeDescriptor } from '../schema/node-descriptor'

/** Kinds of flow, as Flowise names them (`type` column and `?type=` filter). */
export const ChatflowTypes = {
  Chatflow: 'CHATFLOW',
  Agentflow: 'AGENTFLOW',
  MultiAgent: 'MULTIAGENT',
  /** The flow a custom assistant runs as (same id as the assistant; composed on save, not edited). */
  Assistant: 'ASSISTANT',
} as const
export type TChatflowType = (typeof ChatflowTypes)[keyof typeof ChatflowTypes]
export const CHATFLOW_TYPE_VALUES = [
  'CHATFLOW',
  'AGENTFLOW',
  'MULTIAGENT',
  'ASSISTANT',
] as const satisfies readonly TChatflowType[]
export const ZChatflowType = z.enum(CHATFLOW_TYPE_VALUES)

export const CHATFLOW_NAME_MAX = 255
/** The product's text (docs/product.md#validation). */
export const CHATFLOW_NAME_REQUIRED = 'Chatflow name required'
/** `flowData` of a flow created without one. */
export const EMPTY_FLOW_DATA = '{"nodes":[],"edges":[],"viewport":{"x":0,"y":0,"zoom":1}}'

/** Presence: the canvas sends a heartbeat this often; a viewer silent for longer than the TTL is gone. */
export const PRESENCE_HEARTBEAT_MS = 10_000
export const PRESENCE_TTL_MS = 30_000

const ZChatflowName = z.string().trim().min(1, CHATFLOW_NAME_REQUIRED).max(CHATFLOW_NAME_MAX)

/** A flow in a list: everything but `flowData` (and the chatbot config), to keep lists light. */
export const ZChatflowSummary = z.object({
  id: z.string(),
  unikId: z.string(),
  name: z.string(),
  type: ZChatflowType,
  isPublic: z.boolean(),
  deployed: z.boolean(),
  /** Tags the way Flowise stores them: `'a;b;c'`. */
  category: z.string().nullable(),
  /** Incremented by every update; an update naming an older one answers 409 FLOW_VERSION_CONFLICT. */
  version: z.number().int(),
  nodeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Id of the user who saved it last (null once that account is deleted). */
  updatedBy: z.string().nullable(),
})
export type TChatflowSummary = z.infer<typeof ZChatflowSummary>

export const ZChatflow = ZChatflowSummary.extend({
  /** The graph `{ nodes, edges, viewport }` as a JSON string, as in Flowise. */
  flowData: z.string(),
  /** Chatbot settings as a JSON string, as in Flowise. */
  chatbotConfig: z.string().nullable(),
  /** API settings as a JSON string (see ZFlowApiConfig: which overrides callers may send). */
  apiConfig: z.string().nullable(),
  apikeyid: z.string().nullable(),
  /** Speech to text settings as a JSON string (ZSpeechToTextConfig), as in Flowise. */
  speechToText: z.string().nullable(),
  /** Follow-up prompts provider settings as a JSON string (ZFollowUpPromptsConfig). */
  followUpPrompts: z.string().nullable(),
  /** Chatflow analysis settings as a JSON string (ZAnalyticConfig). */
  analytic: z.string().nullable(),
})
export type TChatflow = z.infer<typeof ZChatflow>

/**
 * Something a save kept but reports: an edge whose handle matches nothing on its node (a handle of an
 * older node version no migration knows). The edge is stored as sent; the canvas shows these as a notice.
 */
export const ZFlowSaveWarning = z.object({
  code: z.string(),
  message: z.string(),
  edgeId: z.string().optional(),
  nodeId: z.string().optional(),
  handle: z.string().optional(),
})
export type TFlowSaveWarning = z.infer<typeof ZFlowSaveWarning>

/** The answer to a save (create, update): the flow, and `warnings` when the save kept something it reports. */
export const ZChatflowSaved = ZChatflow.extend({ warnings: z.array(ZFlowSaveWarning).optional() })
export type TChatflowSaved = z.infer<typeof ZChatflowSaved>

export const ZChatflowListQuery = z.object({
  search: z.string().optional(),
  type: ZChatflowType.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type TChatflowListQuery = z.input<typeof ZChatflowListQuery>

export const ZChatflowList = z.object({
  items: z.array(ZChatflowSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type TChatflowList = z.infer<typeof ZChatflowList>

const ZCategory = z.string().max(1000).nullable()
const ZChatbotConfig = z.string().max(100_000).nullable()
const ZApiConfigText = z.string().max(100_000).nullable()
const ZConfigText = z.string().max(100_000).nullable()
/** The flow's configuration tabs (JSON text each, checked on save; see flow-config.ts). */
const configFields = {
  chatbotConfig: ZChatbotConfig.optional(),
  apiConfig: ZApiConfigText.optional(),
  speechToText: ZConfigText.optional(),
  followUpPrompts: ZConfigText.optional(),
  analytic: ZConfigText.optional(),
}

export const ZChatflowCreateBody = z.object({
  name: ZChatflowName,
  flowData: z.string().optional(),
  type: ZChatflowType.optional(),
  isPublic: z.boolean().optional(),
  deployed: z.boolean().optional(),
  category: ZCategory.optional(),
  ...configFields,
})
export type TChatflowCreateBody = z.infer<typeof ZChatflowCreateBody>

/** Every field but `version` is optional; `version` is the one the client loaded (see ZChatflow). */
export const ZChatflowUpdateBody = z.object({
  version: z.number().int().min(1),
  name: ZChatflowName.optional(),
  flowData: z.string().optional(),
  type: ZChatflowType.optional(),
  isPublic: z.boolean().optional(),
  deployed: z.boolean().optional(),
  category: ZCategory.optional(),
  ...configFields,
  /**
   * Id of an API key of the same unik (null removes it). A keyed flow answers only to that key and
   * cannot be public: setting a key together with `isPublic: true`, or on a flow that stays public,
   * is refused with 409 FLOW_HAS_API_KEY.
   */
  apikeyid: z.string().min(1).nullable().optional(),
})
export type TChatflowUpdateBody = z.infer<typeof ZChatflowUpdateBody>

/** `details` of a 409 FLOW_VERSION_CONFLICT: enough for "reload or overwrite" (overwrite = resend with `currentVersion`). */
export const ZFlowVersionConflictDetails = z.object({
  currentVersion: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.object({ userId: z.string(), email: z.string() }).nullable(),
})
export type TFlowVersionConflictDetails = z.infer<typeof ZFlowVersionConflictDetails>

export const ZFlowViewer = z.object({ userId: z.string(), email: z.string(), since: z.string() })
export type TFlowViewer = z.infer<typeof ZFlowViewer>
/** Everyone (the caller included) with the flow open, first arrival first. */
export const ZFlowPresence = z.object({ viewers: z.array(ZFlowViewer) })
export type TFlowPresence = z.infer<typeof ZFlowPresence>

export const ZNodeLoadMethodBody = z.object({
  loadMethod: z.string().min(1),
  /** The node's current inputs (a loader may depend on them). */
  inputs: z.record(z.string(), z.unknown()).optional(),
  /** Id of the credential chosen on the node. */
  credential: z.string().optional(),
  /**
   * The nodes of the flow being edited (name and inputs) as the canvas holds them, unsaved edits
   * included; Agentflow v2 loaders read them (the state keys Start declares).
   */
  flowNodes: z
    .array(z.object({ name: z.string(), inputs: z.record(z.string(), z.unknown()).optional() }))
    .max(500)
    .optional(),
  /**
   * The saved flow being edited: without `flowNodes`, the loaders that read the flow read this one's
   * stored nodes (unik-scoped route only, a flow of that unik).
   */
  flowId: z.string().min(1).max(100).optional(),
})
export type TNodeLoadMethodBody = z.infer<typeof ZNodeLoadMethodBody>

export const ZNodeOption = z.object({
  label: z.string(),
  name: z.string(),
  description: z.string().optional(),
})
export type TNodeOption = z.infer<typeof ZNodeOption>

/** A kind of credential (its form fields) as `GET /components-credentials` lists it. No values, no secrets. */
export const ZComponentCredential = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string().optional(),
  inputs: z.array(ZNodeDescriptor.shape.inputs.element),
})
export type TComponentCredential = z.infer<typeof ZComponentCredential>
