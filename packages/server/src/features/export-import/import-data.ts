import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ChatflowTypes, type TImportFile, type TImportResult } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { AppError, ValidationError } from '../../errors/app-error'
import { composeAssistantFlow } from '../assistants/assistant-flow'
import { checkRuntimeVariable, type RuntimeVariableAccess } from '../variables/variables.service'
import { insertChatflow, type NewChatflow } from '../chatflows/chatflows.repository'
import { toStoredFlowData, type StoredFlowData } from '../chatflows/flow-data'
import { sealFlowSecrets } from '../flow-secrets/flow-secrets'
import type { Keyring } from '../secrets/keyring'
import { recordFlowVersion } from '../flow-versions/flow-versions.repository'
import {
  apiKeyIdsOfUnik,
  flowNamesOfUnik,
  insertImportedAssistant,
  insertImportedTool,
  insertImportedVariable,
  takenIds,
  toolIdsOfUnik,
  toolNamesOfUnik,
  variableNamesOfUnik,
} from './export-import.repository'
import { freeName, readImportFile, type FileFlow, type ImportContent } from './read-import-file'
import { checkReleases, insertImportedReleases, type StoredRelease } from './import-releases'
import { importStores, importTemplates } from './stores-and-templates'

type Replace = (text: string) => string

/** Old id → new id for every id of the file that is taken (in any unik, or earlier in the file). */
async function planIds(db: Kysely<DB>, content: ImportContent): Promise<Map<string, string>> {
  const map = new Map<string, string>()
  const fit = (ids: string[], taken: Set<string>) => {
    for (const id of ids) {
      if (taken.has(id) || map.has(id)) map.set(id, randomUUID())
      taken.add(id)
    }
  }
  const flowIds = content.flows.map((f) => f.item.id)
  const assistantIds = content.assistants.map((a) => a.id)
  // An assistant's flow has the assistant's id, so its id must be free in both tables.
  const flowTaken = await takenIds(db, 'chat_flows', [...flowIds, ...assistantIds])
  fit(flowIds, flowTaken)
  const assistantTaken = await takenIds(db, 'assistants', assistantIds)
  fit(assistantIds, new Set([...assistantTaken, ...flowTaken]))
  fit(
    content.tools.map((t) => t.id),
    await takenIds(
      db,
      'tools',
      content.tools.map((t) => t.id),
    ),
  )
  // Flows name the stores they read by id: a store keeps its id unless taken, and the flows follow.
  fit(
    content.stores.map((s) => s.id),
    await takenIds(
      db,
      'document_stores',
      content.stores.map((s) => s.id),
    ),
  )
  fit(
    content.variables.map((v) => v.id),
    await takenIds(
      db,
      'variables',
      content.variables.map((v) => v.id),
    ),
  )
  return map
}

/** Ids shorter than this are never replaced inside texts: "1" would hit every digit 1 of a flow. */
const MIN_REWRITTEN_ID = 16

/** Rewrites every reference to a replaced id (ids are UUIDs, so plain text replacement is exact). */
function idReplacer(map: Map<string, string>): Replace {
  const long = [...map].filter(([from]) => from.length >= MIN_REWRITTEN_ID)
  return (text) => {
    let out = text
    for (const [from, to] of long) out = out.split(from).join(to)
    return out
  }
}

/** `$vars.name` of a renamed variable → `$vars.newName`. */
function varsReplacer(renamed: Map<string, string>): Replace {
  return (text) => {
    let out = text
    for (const [from, to] of renamed)
      out = out.replace(new RegExp(`\\$vars\\.${from}\\b`, 'g'), `$vars.${to}`)
    return out
  }
}

/** Each flow checked like a save, its secret inputs (a Flowise file's headers, MCP configs) sealed. */
async function checkFlows(
  flows: FileFlow[],
  seal: { keyring: Keyring; unikId: string },
): Promise<CheckedFlows> {
  const stored: CheckedFlows = []
  for (const { item, type } of flows) {
    try {
      const checked = await toStoredFlowData(item.flowData, { allowCycles: type !== ChatflowTypes.Chatflow })
      const json = await sealFlowSecrets(seal.keyring, { unikId: seal.unikId, flowData: checked.json })
      stored.push({ ...checked, json, releases: await checkReleases(item, type, seal) })
    } catch (e) {
      if (e instanceof AppError) throw new ValidationError(`Flow "${item.name}": ${e.message}`)
      throw e
    }
  }
  return stored
}

/** What every step of one import shares: the transaction, the target unik and the id map. */
type ImportTarget = {
  trx: Kysely<DB>
  unikId: string
  userId: string
  now: string
  newId: (id: string) => string
  // An imported flow starts its version history like a flow created on the canvas.
  insertFlow: (flow: NewChatflow) => Promise<unknown>
}

type CheckedFlows = Array<StoredFlowData & { releases: StoredRelease[] }>

function isEmpty(content: ImportContent): boolean {
  return (
    !content.flows.length &&
    !content.tools.length &&
    !content.variables.length &&
    !content.assistants.length &&
    !content.stores.length &&
    !content.templates.length
  )
}

async function importTools(t: ImportTarget, content: ImportContent): Promise<void> {
  const toolNames = await toolNamesOfUnik(t.trx, t.unikId)
  for (const tool of content.tools)
    await insertImportedTool(t.trx, t.unikId, {
      ...tool,
      id: t.newId(tool.id),
      name: freeName(tool.name, toolNames, (n) => `_${n}`),
    })
}

/** Inserts the variables; returns the rewrite of `$vars.` references to the ones renamed. */
async function importVariables(
  t: ImportTarget,
  content: ImportContent,
  access: RuntimeVariableAccess,
): Promise<Replace> {
  const variableNames = await variableNamesOfUnik(t.trx, t.unikId)
  const renamedVariables = new Map<string, string>()
  for (const variable of content.variables) {
    const name = freeName(variable.name, variableNames, (n) => `_${n}`)
    if (name !== variable.name) renamedVariables.set(variable.name, name)
    checkRuntimeVariable(access, { name, type: variable.type })
    await insertImportedVariable(t.trx, t.unikId, { ...variable, id: t.newId(variable.id), name })
  }
  return varsReplacer(renamedVariables)
}

async function importFlows(
  t: ImportTarget,
  content: ImportContent,
  stored: CheckedFlows,
  rewrite: Replace,
  flowNames: Set<string>,
): Promise<void> {
  const keys = await apiKeyIdsOfUnik(t.trx, t.unikId)
  for (const [i, { item, type, createdDate, updatedDate }] of content.flows.entries()) {
    const data = stored[i]
    if (!data) continue
    const apikeyid = item.apikeyid && keys.has(item.apikeyid) ? item.apikeyid : null
    await t.insertFlow({
      id: t.newId(item.id),
      name: freeName(item.name, flowNames),
      flowData: rewrite(data.json),
      nodeCount: data.nodeCount,
      type,
      isPublic: (item.isPublic ?? false) && apikeyid === null,
      deployed: item.deployed ?? false,
      category: item.category ?? null,
      chatbotConfig: item.chatbotConfig ?? null,
      apiConfig: item.apiConfig ?? null,
      apikeyid,
      speechToText: item.speechToText ?? null,
      followUpPrompts: item.followUpPrompts ?? null,
      analytic: item.analytic ?? null,
      createdDate,
      updatedDate,
    })
    const target = { unikId: t.unikId, flowId: t.newId(item.id), userId: t.userId, now: t.now }
    await insertImportedReleases(t.trx, target, item, data.releases, rewrite)
  }
}

async function importAssistants(
  t: ImportTarget,
  content: ImportContent,
  flowNames: Set<string>,
): Promise<void> {
  const toolIds = await toolIdsOfUnik(t.trx, t.unikId)
  for (const assistant of content.assistants) {
    const id = t.newId(assistant.id)
    const details = {
      ...assistant.details,
      name: freeName(assistant.details.name, flowNames),
      // Tools of the file's unik that came neither with the file nor exist here are left out.
      tools: assistant.details.tools
        .map((tool) => (tool.kind === 'custom' ? { ...tool, toolId: t.newId(tool.toolId) } : tool))
        .filter((tool) => tool.kind !== 'custom' || toolIds.has(tool.toolId)),
    }
    const flow = await composeAssistantFlow(details)
    const dates = { createdDate: assistant.createdDate, updatedDate: assistant.updatedDate }
    const raw = {
      ...assistant.raw,
      name: details.name,
      ...('tools' in assistant.raw && { tools: details.tools }),
      // Knowledge is chosen again, like the credential: the stores must be upserted here first.
      ...('documentStoreIds' in assistant.raw && { documentStoreIds: [] }),
    }
    await insertImportedAssistant(t.trx, t.unikId, {
      id,
      type: 'CUSTOM',
      details: JSON.stringify(raw),
      credential: null,
      iconSrc: assistant.iconSrc,
      ...dates,
    })
    await t.insertFlow({
      id,
      name: details.name,
      ...flow,
      type: ChatflowTypes.Assistant,
      isPublic: false,
      deployed: false,
      category: null,
      chatbotConfig: null,
      apiConfig: null,
      apikeyid: null,
      speechToText: null,
      followUpPrompts: null,
      analytic: null,
      ...dates,
    })
  }
}

/**
 * Imports an export file (ours or Flowise's) into the unik in one transaction: nothing is kept when
 * any part fails. Taken ids get new ones (references rewritten), taken names get " (1)" (tool and
 * variable names, which must stay identifiers, get "_1"; `$vars.` references follow).
 */
export async function importData(
  db: Kysely<DB>,
  access: RuntimeVariableAccess,
  input: { unikId: string; userId: string; file: TImportFile; keyring: Keyring },
): Promise<TImportResult> {
  const { unikId, userId } = input
  const now = new Date().toISOString()
  const content = readImportFile(input.file, now)
  if (isEmpty(content))
    throw new ValidationError('The file holds no flows, tools, variables or assistants to import')
  const stored = await checkFlows(content.flows, { keyring: input.keyring, unikId })
  return db.transaction().execute(async (trx) => {
    const idMap = await planIds(trx, content)
    const ids = idReplacer(idMap)
    const newId = (id: string) => idMap.get(id) ?? id
    const insertFlow = async (flow: NewChatflow) =>
      recordFlowVersion(trx, await insertChatflow(trx, unikId, userId, flow), userId)
    const target: ImportTarget = { trx, unikId, userId, now, newId, insertFlow }
    await importTools(target, content)
    const vars = await importVariables(target, content, access)
    const flowNames = await flowNamesOfUnik(trx, unikId)
    await importFlows(target, content, stored, (text) => vars(ids(text)), flowNames)
    await importAssistants(target, content, flowNames)
    const documentStore = await importStores(trx, unikId, content.stores, content.chunks, newId)
    const customTemplate = await importTemplates(trx, { unikId, userId }, content.templates)
    const count = (kind: FileFlow['kind']) => content.flows.filter((f) => f.kind === kind).length
    const warnings = content.flows.flatMap(({ item }, i) =>
      (stored[i]?.warnings ?? []).map((w) => `Flow "${item.name}": ${w.message}`),
    )
    return {
      chatflow: count('chatflow'),
      agentflow: count('agentflow'),
      tool: content.tools.length,
      variable: content.variables.length,
      assistant: content.assistants.length,
      documentStore,
      customTemplate,
      skipped: content.skipped,
      ...(warnings.length > 0 && { warnings }),
    }
  })
}
