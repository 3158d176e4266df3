import type { Kysely } from 'kysely'
import {
  ChatflowTypes,
  EXPORT_NEEDS_A_KIND,
  parseFlowData,
  sanitizeFlowForExport,
  type TAssistant,
  type TExportBody,
  type TExportBundle,
  type TExportedAssistant,
  type TExportedFlow,
  type TExportedTool,
  type TExportedVariable,
  type TTool,
  type TVariable,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { ValidationError } from '../../errors/app-error'
import { listAssistantsOfUnik } from '../assistants/assistants.repository'
import { listToolsOfUnik } from '../tools/tools.repository'
import { listVariablesOfUnik } from '../variables/variables.repository'
import { listFlowsForExport } from './export-import.repository'
import { exportStores, exportTemplates } from './stores-and-templates'

/**
 * Runs one step of the export under the product's wrapping name: a failure is logged as
 * `exportImport.<step> - <reason>` and answers 500 'Internal Server Error' (docs/product.md#export-and-import).
 */
function wrapped<T>(step: string, run: () => T): T {
  try {
    return run()
  } catch (e) {
    throw new Error(`exportImport.${step} - ${e instanceof Error ? e.message : String(e)}`, { cause: e })
  }
}

/** The graph without passwords, files, folders, credential references and editor state. */
export function sanitizeChatflow(flow: TExportedFlow): TExportedFlow {
  return wrapped('sanitizeChatflow', () => {
    const releases = flow.releases?.map((r) => ({ ...r, flowData: sanitizedGraph(r.flowData, flow.id) }))
    return {
      ...flow,
      flowData: sanitizedGraph(flow.flowData, flow.id),
      ...(releases ? { releases } : {}),
    }
  })
}

function sanitizedGraph(flowData: string, flowId: string): string {
  const parsed = parseFlowData(flowData)
  if (!parsed.ok) throw new Error(`flow ${flowId}: ${parsed.error.map((i) => i.message).join('; ')}`)
  return JSON.stringify(sanitizeFlowForExport(parsed.value))
}

export function sanitizeTool(tool: TTool): TExportedTool {
  return wrapped('sanitizeTool', () => ({
    id: tool.id,
    name: tool.name,
    description: tool.description,
    color: tool.color,
    iconSrc: tool.iconSrc,
    schema: tool.schema,
    func: tool.func,
    createdDate: tool.createdDate,
    updatedDate: tool.updatedDate,
  }))
}

export function sanitizeVariable(variable: TVariable): TExportedVariable {
  return wrapped('sanitizeVariable', () => ({ ...variable }))
}

/** No credential: neither the assistant's nor the one its chat model names. */
export function sanitizeAssistant(assistant: TAssistant): TExportedAssistant {
  return wrapped('sanitizeAssistant', () => {
    const details: unknown = JSON.parse(assistant.details)
    if (details && typeof details === 'object' && 'chatModel' in details) {
      const model = details.chatModel
      if (model && typeof model === 'object' && 'credential' in model)
        Reflect.deleteProperty(model, 'credential')
    }
    return { ...assistant, credential: null, details: JSON.stringify(details) }
  })
}

/** `ExportData-2026-11-26.json`: the download's name, chosen here so every client names it alike. */
function fileDefaultName(now: Date): string {
  return `ExportData-${now.toISOString().slice(0, 10)}.json`
}

/** The chosen kinds of the unik's content, sanitized. Assistant flows travel as their assistants. */
export async function exportData(
  db: Kysely<DB>,
  unikId: string,
  flags: Required<TExportBody>,
  now = new Date(),
): Promise<TExportBundle> {
  if (!Object.values(flags).some(Boolean)) throw new ValidationError(EXPORT_NEEDS_A_KIND)
  const [chatflows, agentflows, tools, variables, assistants, stores, templates] = await Promise.all([
    listFlowsForExport(db, unikId, flags.chatflow ? [ChatflowTypes.Chatflow] : []),
    listFlowsForExport(
      db,
      unikId,
      flags.agentflow ? [ChatflowTypes.Agentflow, ChatflowTypes.MultiAgent] : [],
    ),
    flags.tool ? listToolsOfUnik(db, unikId) : [],
    flags.variable ? listVariablesOfUnik(db, unikId) : [],
    flags.assistant ? listAssistantsOfUnik(db, unikId, 'CUSTOM') : [],
    flags.documentStore ? exportStores(db, unikId) : undefined,
    flags.customTemplate ? exportTemplates(db, unikId) : undefined,
  ])
  const byCreation = <T extends { createdDate: string; name?: string; id: string }>(a: T, b: T) =>
    a.createdDate.localeCompare(b.createdDate) || (a.name ?? '').localeCompare(b.name ?? '')
  return wrapped('exportData', () => ({
    FileDefaultName: fileDefaultName(now),
    ChatFlow: chatflows.map(sanitizeChatflow),
    AgentFlow: agentflows.map(sanitizeChatflow),
    Tool: tools.map(sanitizeTool).sort(byCreation),
    Variable: variables.map(sanitizeVariable).sort(byCreation),
    Assistant: assistants.map(sanitizeAssistant).sort(byCreation),
    ...(stores ?? {}),
    ...(templates ? { CustomTemplate: templates } : {}),
  }))
}
