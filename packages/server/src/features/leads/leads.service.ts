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
import { findPublicVersion } from '../publications/public-page.service'
import { insertLead, listLeadsOfFlow } from './leads.repository'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().-]{5,30}$/
/** Without a flow rate limit, a visitor may still leave only this many leads a minute. */
const DEFAULT_LEADS_LIMIT = { limitMax: 10, limitDuration: 60, status: true }

/**
 * A lead from a public chatbot's form or a public AR/3D quiz page. The chatbot: the flow must be public
 * (never keyed) with leads on, and each field the form shows is required and checked. The page: the
 * flow's public publication is an AR/3D one; the fields it sends are checked and its points kept.
 * Both are counted against the flow's rate limit (or 10/min).
 */
export async function captureLead(deps: AppDeps, request: FastifyRequest, body: TLeadBody): Promise<TLead> {
  if (!body.chatflowid) throw new ValidationError('chatflowid is required')
  const flow = await findFlowAccess(deps.db, body.chatflowid)
  const settings = flow && (await loadFlowSettings(deps.db, flow.id))
  if (!flow || !settings) throw new NotFoundError('Chatflow not found')
  const isChatbot = flow.isPublic && flow.apikeyid === null
  const fromPage = (!isChatbot || body.points !== undefined) && (await findPublicVersion(deps, flow.id))
  if (!isChatbot && !fromPage) throw new NotFoundError('Chatflow not found')
  // A served scene page runs sandboxed, so its requests say `Origin: null`: before sandboxing they bore
  // this server's own origin, which the allowed domains always admit. Nothing more is opened by it: a
  // site that wants an opaque origin could frame the public page anyway, and no credentials are involved.
  if (!(fromPage && request.headers.origin === 'null')) checkAllowedOrigin(deps, request, settings)
  const leads = settings.chatbot.leads
  if (!fromPage && leads?.status !== true)
    throw new ForbiddenError(LeadMessages.disabled, ErrorCodes.FeatureDisabled)
  const limited = {
    ...settings,
    api: { ...settings.api, rateLimit: settings.api.rateLimit ?? DEFAULT_LEADS_LIMIT },
  }
  await checkRateLimit(deps, request, `leads:${flow.id}`, limited)
  const name = fromPage ? given(body.name) : field(leads?.name, body.name, LeadMessages.nameRequired)
  const email = fromPage ? given(body.email) : field(leads?.email, body.email, LeadMessages.emailRequired)
  const phone = fromPage ? given(body.phone) : field(leads?.phone, body.phone, LeadMessages.phoneRequired)
  if (email !== null && !EMAIL.test(email)) throw new ValidationError(LeadMessages.emailInvalid)
  if (phone !== null && !PHONE.test(phone)) throw new ValidationError(LeadMessages.phoneInvalid)
  if (name === null && email === null && phone === null) throw new ValidationError('Leave at least one field')
  return insertLead(
    deps.db,
    { unikId: flow.unikId, flowId: flow.id },
    {
      chatId: body.chatId ?? randomUUID(),
      name,
      email,
      phone,
      points: fromPage ? (body.points ?? 0) : null,
    },
  )
}

/** A page sends only the fields its Space asks for; an empty one is not stored. */
const given = (value: string | undefined): string | null => (value ? value : null)

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
