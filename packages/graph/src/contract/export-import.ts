import { z } from 'zod'
import { ZAssistantType } from './assistants'
import { ZChatflowType } from './flows'
import { ZVariableType } from './variables'

/** The five kinds the Export dialog offers (docs/product.md#export-and-import). */
export const EXPORT_KINDS = ['chatflow', 'agentflow', 'tool', 'variable', 'assistant'] as const
export type TExportKind = (typeof EXPORT_KINDS)[number]

/** Further kinds, off unless asked for: document stores (with their chunks, not vectors) and my templates. */
export const EXPORT_EXTRA_KINDS = ['documentStore', 'customTemplate'] as const
export type TExportExtraKind = (typeof EXPORT_EXTRA_KINDS)[number]

export const EXPORT_NEEDS_A_KIND = 'Select at least one kind to export'

export const ZExportBody = z.object({
  chatflow: z.boolean().default(false),
  agentflow: z.boolean().default(false),
  tool: z.boolean().default(false),
  variable: z.boolean().default(false),
  assistant: z.boolean().default(false),
  documentStore: z.boolean().default(false),
  customTemplate: z.boolean().default(false),
})
export type TExportBody = z.input<typeof ZExportBody>

/** A release of a flow in an export file: its number, note, when, and its graph (sanitized as the flow's). */
export const ZExportedRelease = z.object({
  release: z.number().int(),
  note: z.string(),
  releasedAt: z.string(),
  flowData: z.string(),
})
export type TExportedRelease = z.infer<typeof ZExportedRelease>

/**
 * A flow in an export file: Flowise's chatflow entity without the unik, version and editor fields; a
 * flow with releases also carries them, its release setting and its live release.
 */
export const ZExportedFlow = z.object({
  id: z.string(),
  name: z.string(),
  flowData: z.string(),
  type: ZChatflowType,
  isPublic: z.boolean(),
  deployed: z.boolean(),
  category: z.string().nullable(),
  chatbotConfig: z.string().nullable(),
  apiConfig: z.string().nullable(),
  apikeyid: z.string().nullable(),
  speechToText: z.string().nullable(),
  followUpPrompts: z.string().nullable(),
  analytic: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  releaseExplicitly: z.boolean().optional(),
  liveRelease: z.number().int().nullable().optional(),
  releases: z.array(ZExportedRelease).optional(),
})
export type TExportedFlow = z.infer<typeof ZExportedFlow>

export const ZExportedTool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconSrc: z.string().nullable(),
  schema: z.string(),
  func: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TExportedTool = z.infer<typeof ZExportedTool>

export const ZExportedVariable = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  type: ZVariableType,
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TExportedVariable = z.infer<typeof ZExportedVariable>

/** An assistant without its credential (`credential` null, none in `details.chatModel`). */
export const ZExportedAssistant = z.object({
  id: z.string(),
  type: ZAssistantType,
  details: z.string(),
  credential: z.string().nullable(),
  iconSrc: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TExportedAssistant = z.infer<typeof ZExportedAssistant>

/** A document store without files, credentials or vectors; its loaders as JSON text (Flowise's `loaders`). */
export const ZExportedDocumentStore = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  loaders: z.string(),
  embeddingConfig: z.string().nullable(),
  vectorStoreConfig: z.string().nullable(),
  recordManagerConfig: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TExportedDocumentStore = z.infer<typeof ZExportedDocumentStore>

/** A chunk of a document store's loader (`docId`), Flowise's `DocumentStoreFileChunk`. */
export const ZExportedChunk = z.object({
  id: z.string(),
  docId: z.string(),
  storeId: z.string(),
  chunkNo: z.number().int(),
  pageContent: z.string(),
  metadata: z.string(),
})
export type TExportedChunk = z.infer<typeof ZExportedChunk>

export const ZExportedTemplate = z.object({
  id: z.string(),
  name: z.string(),
  flowData: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  usecases: z.array(z.string()),
  tags: z.array(z.string()),
  framework: z.array(z.string()),
  type: z.string(),
  createdDate: z.string(),
})
export type TExportedTemplate = z.infer<typeof ZExportedTemplate>

/** The export file (Flowise 2.0's shape): `FileDefaultName` names the download; extra kinds only when asked. */
export const ZExportBundle = z.object({
  FileDefaultName: z.string(),
  ChatFlow: z.array(ZExportedFlow),
  AgentFlow: z.array(ZExportedFlow),
  Tool: z.array(ZExportedTool),
  Variable: z.array(ZExportedVariable),
  Assistant: z.array(ZExportedAssistant),
  DocumentStore: z.array(ZExportedDocumentStore).optional(),
  DocumentStoreFileChunk: z.array(ZExportedChunk).optional(),
  CustomTemplate: z.array(ZExportedTemplate).optional(),
})
export type TExportBundle = z.infer<typeof ZExportBundle>

const MAX_ITEMS = 5000
const text = (max: number) => z.string().max(max)
const optionalText = (max: number) => text(max).nullish()
const ZDate = z.string().max(100).nullish()

/** A flow as Unikflow and Flowise 2.x/3.x files hold it; unknown fields are ignored. */
export const ZImportFlow = z.looseObject({
  id: text(100).min(1),
  name: text(255).min(1),
  flowData: text(16 * 1024 * 1024),
  type: z.string().max(50).nullish(),
  isPublic: z.boolean().nullish(),
  deployed: z.boolean().nullish(),
  category: optionalText(1000),
  chatbotConfig: optionalText(100_000),
  apiConfig: optionalText(100_000),
  apikeyid: optionalText(100),
  speechToText: optionalText(100_000),
  followUpPrompts: optionalText(100_000),
  analytic: optionalText(100_000),
  createdDate: ZDate,
  updatedDate: ZDate,
  releaseExplicitly: z.boolean().nullish(),
  liveRelease: z.number().int().min(1).nullish(),
  releases: z
    .array(
      z.looseObject({
        release: z.number().int().min(1),
        note: optionalText(2000),
        releasedAt: ZDate,
        flowData: text(16 * 1024 * 1024),
      }),
    )
    .max(1000)
    .nullish(),
})
export type TImportFlow = z.infer<typeof ZImportFlow>

export const ZImportTool = z.looseObject({
  id: text(100).min(1),
  name: text(255).min(1),
  description: text(10_000),
  color: optionalText(100),
  iconSrc: optionalText(10_000),
  schema: optionalText(100_000),
  func: optionalText(1_000_000),
  createdDate: ZDate,
  updatedDate: ZDate,
})
export type TImportTool = z.infer<typeof ZImportTool>

export const ZImportVariable = z.looseObject({
  id: text(100).min(1),
  name: text(255).min(1),
  value: optionalText(100_000),
  type: z.string().max(50).nullish(),
  createdDate: ZDate,
  updatedDate: ZDate,
})
export type TImportVariable = z.infer<typeof ZImportVariable>

export const ZImportAssistant = z.looseObject({
  id: text(100).min(1),
  type: z.string().max(50).nullish(),
  details: text(200_000),
  iconSrc: optionalText(10_000),
  createdDate: ZDate,
  updatedDate: ZDate,
})
export type TImportAssistant = z.infer<typeof ZImportAssistant>

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ITEMS).nullish()

/** Flowise keeps `usecases`/`framework` as JSON text; ours are arrays. */
const ZWords = z.union([z.array(z.string().max(200)).max(50), z.string().max(10_000)]).nullish()

export const ZImportDocumentStore = z.looseObject({
  id: text(100).min(1),
  name: text(255).min(1),
  description: optionalText(10_000),
  loaders: optionalText(1_000_000),
  embeddingConfig: optionalText(100_000),
  vectorStoreConfig: optionalText(100_000),
  recordManagerConfig: optionalText(100_000),
  createdDate: ZDate,
  updatedDate: ZDate,
})
export type TImportDocumentStore = z.infer<typeof ZImportDocumentStore>

export const ZImportChunk = z.looseObject({
  id: text(100).min(1),
  docId: text(100).min(1),
  storeId: text(100).min(1),
  chunkNo: z.number().int().nullish(),
  pageContent: text(1_000_000),
  metadata: z.union([text(100_000), z.record(z.string(), z.unknown())]).nullish(),
})
export type TImportChunk = z.infer<typeof ZImportChunk>

export const ZImportTemplate = z.looseObject({
  id: text(100).min(1),
  name: text(255).min(1),
  flowData: text(16 * 1024 * 1024),
  description: optionalText(10_000),
  badge: optionalText(100),
  usecases: ZWords,
  tags: ZWords,
  framework: ZWords,
  type: z.string().max(50).nullish(),
  createdDate: ZDate,
})
export type TImportTemplate = z.infer<typeof ZImportTemplate>

/**
 * An export file: ours (`ChatFlow`, `AgentFlow`, `Tool`, `Variable`, `Assistant`), or Flowise's 2.x/3.x
 * (`AgentFlowV2`, `AssistantCustom`, `AssistantFlow`, …). Other keys (messages, executions …) are ignored.
 */
export const ZImportFile = z.looseObject({
  ChatFlow: list(ZImportFlow),
  AgentFlow: list(ZImportFlow),
  AgentFlowV2: list(ZImportFlow),
  AssistantFlow: list(ZImportFlow),
  Tool: list(ZImportTool),
  Variable: list(ZImportVariable),
  Assistant: list(ZImportAssistant),
  AssistantCustom: list(ZImportAssistant),
  DocumentStore: list(ZImportDocumentStore),
  DocumentStoreFileChunk: z.array(ZImportChunk).max(200_000).nullish(),
  CustomTemplate: list(ZImportTemplate),
})
export type TImportFile = z.infer<typeof ZImportFile>

export const ZImportResult = z.object({
  chatflow: z.number().int(),
  agentflow: z.number().int(),
  tool: z.number().int(),
  variable: z.number().int(),
  assistant: z.number().int(),
  documentStore: z.number().int(),
  customTemplate: z.number().int(),
  /** What the file held that this unik cannot take (e.g. OpenAI assistants), with the reason. */
  skipped: z.array(z.string()),
  /** Edges kept although their handle matches nothing on its node (older node versions), by flow. */
  warnings: z.array(z.string()).optional(),
})
export type TImportResult = z.infer<typeof ZImportResult>
