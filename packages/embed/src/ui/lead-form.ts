// The form asking for contact details before the chat starts (when the flow collects leads).
import type { Api } from '../api'
import { checkLead, type LeadField } from '../leads'
import { h } from './dom'
import type { ChatActions, ChatState } from './state'

interface Field {
  key: LeadField
  label: string
  type: string
  autocomplete: string
}

export function renderLeadForm(s: ChatState, a: ChatActions): HTMLElement {
  const leads = s.config?.leads
  const fields: Field[] = []
  if (leads?.name) fields.push({ key: 'name', label: 'Name', type: 'text', autocomplete: 'name' })
  if (leads?.email) fields.push({ key: 'email', label: 'Email', type: 'email', autocomplete: 'email' })
  if (leads?.phone) fields.push({ key: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel' })
  const inputs = new Map<string, HTMLInputElement>()
  const shown = s.leadErrors
  const form = h(
    'form',
    { class: 'uf-form', 'aria-label': leads?.title ?? 'Contact details', novalidate: true },
    h('h3', null, leads?.title ?? ''),
    fields.map((f) => {
      const input = h('input', {
        type: f.type,
        name: f.key,
        autocomplete: f.autocomplete,
        'aria-invalid': shown[f.key] ? 'true' : undefined,
      })
      inputs.set(f.key, input)
      return h(
        'label',
        null,
        f.label,
        input,
        shown[f.key] ? h('span', { class: 'uf-err', role: 'alert' }, shown[f.key]) : null,
      )
    }),
    shown.form ? h('div', { class: 'uf-alert', role: 'alert' }, shown.form) : null,
    h('div', { class: 'uf-form-actions' }, h('button', { class: 'uf-btn', type: 'submit' }, 'Submit')),
  )
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    const { values, errors } = checkLead(
      Array.from(inputs, ([key, input]): [string, string] => [key, input.value]),
    )
    s.leadErrors = errors
    if (Object.keys(errors).length) {
      a.renderMessages()
      return
    }
    void a.submitLead(values)
  })
  return form
}

/** Sends the lead; once kept, the chat opens with the flow's thank-you message. */
export async function submitLead(
  s: ChatState,
  api: Api,
  values: Record<string, string>,
): Promise<'kept' | 'failed' | undefined> {
  const leads = s.config?.leads
  if (!leads) return undefined
  try {
    await api.lead({ chatId: s.record.chatId, ...values })
  } catch {
    s.leadErrors = { form: s.theme.chatWindow.errorMessage }
    return 'failed'
  }
  s.leadErrors = {}
  s.record.lead = values
  s.record.messages.push({
    role: 'apiMessage',
    content: leads.successMessage,
    date: new Date().toISOString(),
  })
  s.save()
  return 'kept'
}
