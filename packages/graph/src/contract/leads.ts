import { z } from 'zod'

export const LEAD_FIELD_MAX = 320

/** `POST /leads` (public, from the chatbot's leads form). Which fields are required is the flow's leads config. */
export const ZLeadBody = z.object({
  chatflowid: z.string().min(1),
  chatId: z.string().min(1).max(200).optional(),
  name: z.string().trim().max(LEAD_FIELD_MAX).optional(),
  email: z.string().trim().max(LEAD_FIELD_MAX).optional(),
  phone: z.string().trim().max(64).optional(),
})
export type TLeadBody = z.infer<typeof ZLeadBody>

export const ZLead = z.object({
  id: z.string(),
  chatflowid: z.string(),
  chatId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdDate: z.string(),
})
export type TLead = z.infer<typeof ZLead>

export const ZLeadListQuery = z.object({ format: z.enum(['json', 'csv']).default('json') })

export const LeadMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  disabled: 'Leads are not enabled for this chatbot',
} as const
