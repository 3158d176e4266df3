import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { randomUUID } from 'node:crypto'
import { ErrorCodes, LeadMessages, type TLead, type TLeadBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import type { DB } from '../../db/schema'
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error'
import { chatflowExists } from '../chatflows/chatflows.repository'
import { findFlowAccess } from '../prediction/flow-access.repository'
import { loadFlowSettings } from '../flow-config/flow-settings'
import { checkAllowedOrigin, checkRateLimit } from '../flow-config/public-guards'
import { insertLead, listLeadsOfFlow } from './leads.repository'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().-]{5,30}$/
/** Without a flow rate limit, a visitor may still leave only this many leads a minute. */
const DEFAULT_LEADS_LIMIT = { limitMax: 10, limitDuration: 60, status: true }

/**
 * The leads form of a public chatbot: the flow must be public (never keyed) with leads on, and each
 * field the form shows is required and checked. Counted against the flow's rate limit (or 10/min).
 */
export async function captureLead(deps: AppDeps, request: FastifyRequest, body: TLeadBody): Promise<TLead> {
  const flow = await findFlowAccess(deps.db, body.chatflowid)
  if (!flow || !flow.isPublic || flow.apikeyid !== null) throw new NotFoundError('Chatflow not found')
  const settings = await loadFlowSettings(deps.db, flow.id)
  if (!settings) throw new NotFoundError('Chatflow not found')
  checkAllowedOrigin(deps, request, settings)
  const leads = settings.chatbot.leads
  if (leads?.status !== true) throw new ForbiddenError(LeadMessages.disabled, ErrorCodes.FeatureDisabled)
  const limited = {
    ...settings,
    api: { ...settings.api, rateLimit: settings.api.rateLimit ?? DEFAULT_LEADS_LIMIT },
  }
  checkRateLimit(deps, request, `leads:${flow.id}`, limited)
  const name = field(leads.name, body.name, LeadMessages.nameRequired)
  const email = field(leads.email, body.email, LeadMessages.emailRequired)
  const phone = field(leads.phone, body.phone, LeadMessages.phoneRequired)
  if (email !== null && !EMAIL.test(email)) throw new ValidationError(LeadMessages.emailInvalid)
  if (phone !== null && !PHONE.test(phone)) throw new ValidationError(LeadMessages.phoneInvalid)
  if (name === null && email === null && phone === null) throw new ValidationError('Leave at least one field')
  return insertLead(
    deps.db,
    { unikId: flow.unikId, flowId: flow.id },
    { chatId: body.chatId ?? randomUUID(), name, email, phone },
  )
}

/** A field the form shows is required; one it does not show is not stored. */
function field(
  isShown: boolean | undefined,
  value: string | undefined,
  requiredMessage: string,
): string | null {
  if (isShown !== true) return null
  if (!value) throw new ValidationError(requiredMessage)
  return value
}

export async function listLeads(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
): Promise<TLead[]> {
  if (!(await chatflowExists(db, target.unikId, target.flowId))) throw new NotFoundError('Chatflow not found')
  return listLeadsOfFlow(db, target)
}
