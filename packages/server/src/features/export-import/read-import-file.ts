import {
  ChatflowTypes,
  parseCustomAssistantDetails,
  TOOL_NAME_INVALID,
  TOOL_NAME_PATTERN,
  VARIABLE_NAME_INVALID,
  VARIABLE_NAME_PATTERN,
  type TChatflowType,
  type TCustomAssistantDetails,
  type TExportedTool,
  type TExportedVariable,
  type TImportFile,
  type TImportFlow,
} from '@unikflow/graph'
import { z } from 'zod'
import { ValidationError } from '../../errors/app-error'

/** A flow of the file with the type it will have here. */
export interface FileFlow {
  item: TImportFlow
  type: TChatflowType
  kind: 'chatflow' | 'agentflow'
  createdDate: string
  updatedDate: string
}

export interface FileAssistant {
  id: string
  details: TCustomAssistantDetails
  /** `details` as the file has it: stored as it was, but for a new name and rewritten tool ids. */
  raw: Record<string, unknown>
  iconSrc: string | null
  createdDate: string
  updatedDate: string
}

/** What an import file holds, in Unikflow's terms, before ids and names are fitted to the unik. */
export interface ImportContent {
  flows: FileFlow[]
  tools: TExportedTool[]
  variables: TExportedVariable[]
  assistants: FileAssistant[]
  stores: NonNullable<TImportFile['DocumentStore']>
  chunks: NonNullable<TImportFile['DocumentStoreFileChunk']>
  templates: NonNullable<TImportFile['CustomTemplate']>
  skipped: string[]
}

/** A date of the file as ISO text, or `fallback` when it has none (or not a date). */
function isoDate(value: string | null | undefined, fallback: string): string {
  const time = value ? Date.parse(value) : NaN
  return Number.isNaN(time) ? fallback : new Date(time).toISOString()
}

const AGENT_TYPES: readonly string[] = [ChatflowTypes.Agentflow, ChatflowTypes.MultiAgent]

function agentType(type: string | null | undefined, fallback: TChatflowType): TChatflowType {
  if (type === ChatflowTypes.Agentflow) return ChatflowTypes.Agentflow
  if (type === ChatflowTypes.MultiAgent) return ChatflowTypes.MultiAgent
  return fallback
}

function readTool(tool: NonNullable<TImportFile['Tool']>[number], now: string): TExportedTool {
  if (!TOOL_NAME_PATTERN.test(tool.name))
    throw new ValidationError(`Tool "${tool.name}": ${TOOL_NAME_INVALID}`)
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    color: tool.color ?? '',
    iconSrc: tool.iconSrc ?? null,
    schema: tool.schema ?? '[]',
    func: tool.func ?? '',
    createdDate: isoDate(tool.createdDate, now),
    updatedDate: isoDate(tool.updatedDate, now),
  }
}

function readVariable(
  variable: NonNullable<TImportFile['Variable']>[number],
  now: string,
): TExportedVariable {
  if (!VARIABLE_NAME_PATTERN.test(variable.name))
    throw new ValidationError(`Variable "${variable.name}": ${VARIABLE_NAME_INVALID}`)
  return {
    id: variable.id,
    name: variable.name,
    value: variable.value ?? '',
    type: variable.type === 'runtime' ? 'runtime' : 'static',
    createdDate: isoDate(variable.createdDate, now),
    updatedDate: isoDate(variable.updatedDate, now),
  }
}

/**
 * Reads our export file or a Flowise 2.x/3.x one: `ChatFlow` → chatflows, `AgentFlow` (Flowise 2.x
 * multi-agent, or ours) and `AgentFlowV2` → agent flows, `Assistant`/`AssistantCustom` → custom
 * assistants whose details we can read (their `AssistantFlow` is composed again here); an
 * `AssistantFlow` without such an assistant comes in as a chatflow. OpenAI/Azure assistants are skipped.
 */
export function readImportFile(file: TImportFile, now: string): ImportContent {
  const skipped: string[] = []
  const assistants: FileAssistant[] = []
  for (const item of [...(file.Assistant ?? []), ...(file.AssistantCustom ?? [])]) {
    const details = parseCustomAssistantDetails(item.details)
    if ((item.type ?? 'CUSTOM') !== 'CUSTOM' || !details) {
      skipped.push(`Assistant ${item.id}: only custom assistants in Unikflow's form can be imported`)
      continue
    }
    assistants.push({
      id: item.id,
      details,
      raw: z.record(z.string(), z.unknown()).parse(JSON.parse(item.details)),
      iconSrc: item.iconSrc ?? null,
      createdDate: isoDate(item.createdDate, now),
      updatedDate: isoDate(item.updatedDate, now),
    })
  }
  const assistantIds = new Set(assistants.map((a) => a.id))
  const flows: FileFlow[] = []
  const add = (item: TImportFlow, type: TChatflowType) =>
    flows.push({
      item,
      type,
      kind: type === ChatflowTypes.Chatflow ? 'chatflow' : 'agentflow',
      createdDate: isoDate(item.createdDate, now),
      updatedDate: isoDate(item.updatedDate, now),
    })
  for (const item of file.ChatFlow ?? [])
    add(
      item,
      AGENT_TYPES.includes(item.type ?? '') ? agentType(item.type, ChatflowTypes.Agentflow) : 'CHATFLOW',
    )
  for (const item of file.AgentFlow ?? []) add(item, agentType(item.type, ChatflowTypes.MultiAgent))
  for (const item of file.AgentFlowV2 ?? []) add(item, ChatflowTypes.Agentflow)
  for (const item of file.AssistantFlow ?? [])
    if (!assistantIds.has(item.id)) add(item, ChatflowTypes.Chatflow)
  return {
    flows,
    tools: (file.Tool ?? []).map((t) => readTool(t, now)),
    variables: (file.Variable ?? []).map((v) => readVariable(v, now)),
    assistants,
    stores: file.DocumentStore ?? [],
    chunks: file.DocumentStoreFileChunk ?? [],
    templates: file.CustomTemplate ?? [],
    skipped,
  }
}

/** `name`, else `name (1)`, `name (2)` … — the first one `taken` does not hold (then taken). */
export function freeName(name: string, taken: Set<string>, suffix = (n: number) => ` (${n})`): string {
  let candidate = name
  for (let n = 1; taken.has(candidate); n++) candidate = `${name}${suffix(n)}`
  taken.add(candidate)
  return candidate
}
