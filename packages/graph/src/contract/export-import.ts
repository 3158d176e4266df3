import { z } from 'zod'
import { ZAssistantType } from './assistants'
import { ZChatflowType } from './flows'
import { ZVariableType } from './variables'

/** The five kinds the Export dialog offers (docs/product.md#export-and-import). */
export const EXPORT_KINDS = ['chatflow', 'agentflow', 'tool', 'variable', 'assistant'] as const
export type TExportKind = (typeof EXPORT_KINDS)[number]

export const EXPORT_NEEDS_A_KIND = 'Select at least one kind to export'

export const ZExportBody = z.object({
  chatflow: z.boolean().default(false),
  agentflow: z.boolean().default(false),
  tool: z.boolean().default(false),
  variable: z.boolean().default(false),
  assistant: z.boolean().default(false),
})
export type TExportBody = z.input<typeof ZExportBody>

/** A flow in an export file: Flowise's chatflow entity without the unik, version and editor fields. */
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

/** The export file (Flowise 2.0's shape): `FileDefaultName` names the download. */
export const ZExportBundle = z.object({
  FileDefaultName: z.string(),
  ChatFlow: z.array(ZExportedFlow),
  AgentFlow: z.array(ZExportedFlow),
  Tool: z.array(ZExportedTool),
  Variable: z.array(ZExportedVariable),
  Assistant: z.array(ZExportedAssistant),
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
})
export type TImportFile = z.infer<typeof ZImportFile>

export const ZImportResult = z.object({
  chatflow: z.number().int(),
  agentflow: z.number().int(),
  tool: z.number().int(),
  variable: z.number().int(),
  assistant: z.number().int(),
  /** What the file held that this unik cannot take (e.g. OpenAI assistants), with the reason. */
  skipped: z.array(z.string()),
})
export type TImportResult = z.infer<typeof ZImportResult>
