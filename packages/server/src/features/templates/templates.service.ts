import type { Kysely } from 'kysely'
import {
  ChatflowTypes,
  parseFlowData,
  sanitizeFlowForExport,
  type TTemplate,
  type TTemplateSummary,
  type TTemplateTool,
  type TTemplateType,
  type ZCustomTemplateCreateBody,
} from '@unikflow/graph'
import type { z } from 'zod'
import type { DB } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { getChatflow } from '../chatflows/chatflows.service'
import { getTool } from '../tools/tools.service'
import { findCommunityTemplate } from './community-templates'
import {
  deleteCustomTemplate,
  findCustomTemplate,
  insertCustomTemplate,
  listCustomTemplates,
} from './templates.repository'

export { listCustomTemplates }

/** A community template by its id, else one of the unik's own. */
export async function getTemplate(db: Kysely<DB>, unikId: string, id: string): Promise<TTemplate> {
  const found = (await findCommunityTemplate(id)) ?? (await findCustomTemplate(db, unikId, id))
  if (!found) throw new NotFoundError('Template not found')
  return found
}

const templateTypeOf = (flowType: string): TTemplateType | undefined =>
  flowType === ChatflowTypes.Chatflow
    ? 'Chatflow'
    : flowType === ChatflowTypes.Agentflow || flowType === ChatflowTypes.MultiAgent
      ? 'Agentflow'
      : undefined

/** What a template keeps of a flow: its graph without credentials, passwords or uploaded files. */
async function flowContent(db: Kysely<DB>, unikId: string, chatflowId: string) {
  const flow = await getChatflow(db, { unikId, id: chatflowId })
  const type = templateTypeOf(flow.type)
  if (!type) throw new ValidationError('Only chatflows and agentflows can be saved as templates')
  const parsed = parseFlowData(flow.flowData)
  if (!parsed.ok) throw new ValidationError('The flow cannot be read')
  return { type, flowData: JSON.stringify(sanitizeFlowForExport(parsed.value)) }
}

async function toolContent(db: Kysely<DB>, unikId: string, toolId: string) {
  const { name, description, color, iconSrc, schema, func } = await getTool(db, unikId, toolId)
  const tool: TTemplateTool = { name, description, color, iconSrc, schema, func }
  return { type: 'Tool' as const, flowData: JSON.stringify(tool) }
}

/** "Save as template" of a flow or a saved tool of the unik. */
export async function saveCustomTemplate(
  db: Kysely<DB>,
  input: { unikId: string; userId: string; body: z.output<typeof ZCustomTemplateCreateBody> },
): Promise<TTemplateSummary> {
  const { body, unikId } = input
  const content =
    body.chatflowId !== undefined
      ? await flowContent(db, unikId, body.chatflowId)
      : await toolContent(db, unikId, body.toolId ?? '')
  return insertCustomTemplate(db, unikId, input.userId, {
    name: body.name,
    description: body.description,
    badge: body.badge,
    usecases: body.usecases,
    tags: body.tags,
    framework: body.framework.length > 0 ? body.framework : content.type === 'Tool' ? [] : ['LangChain'],
    ...content,
  })
}

export async function removeCustomTemplate(db: Kysely<DB>, unikId: string, id: string): Promise<void> {
  if (!(await deleteCustomTemplate(db, unikId, id))) throw new NotFoundError('Template not found')
}
