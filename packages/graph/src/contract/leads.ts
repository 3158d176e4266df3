import { z } from 'zod'

export const LEAD_FIELD_MAX = 320

/**
 * `POST /leads` (public, from the chatbot's leads form or a published AR/3D quiz page). Which fields a
 * chatbot requires is the flow's leads config. A page may name the flow in the query (`?chatflowid=`).
 */
export const ZLeadBody = z.object({
  chatflowid: z.string().min(1).optional(),
  chatId: z.string().min(1).max(200).optional(),
  name: z.string().trim().max(LEAD_FIELD_MAX).optional(),
  email: z.string().trim().max(LEAD_FIELD_MAX).optional(),
  phone: z.string().trim().max(64).optional(),
  /** Points scored in a published AR/3D quiz (its page sends them with the lead). */
  points: z.number().int().min(-100_000).max(100_000).optional(),
})
export type TLeadBody = z.infer<typeof ZLeadBody>

export const ZLead = z.object({
  id: z.string(),
  chatflowid: z.string(),
  chatId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  points: z.number().int().nullable(),
  createdDate: z.string(),
})
export type TLead = z.infer<typeof ZLead>

export const ZLeadQuery = z.object({ chatflowid: z.string().min(1).max(200).optional() })

export const ZLeadListQuery = z.object({ format: z.enum(['json', 'csv']).default('json') })

export const LeadMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  disabled: 'Leads are not enabled for this chatbot',
} as const
