// The message log: welcome message, lead form, suggested questions and the stored chat.
import { renderLeadForm } from './lead-form'
import { promptButtons, renderMessage } from './message'
import type { ChatActions, ChatState } from './state'

export function fillMessages(s: ChatState, a: ChatActions, container: HTMLElement): void {
  const w = s.theme.chatWindow
  const items: Node[] = [renderMessage(s, a, { role: 'apiMessage', content: w.welcomeMessage }, -1)]
  if (s.needsLead()) items.push(renderLeadForm(s, a))
  const starters = w.starterPrompts.length ? w.starterPrompts : (s.config?.starterPrompts ?? [])
  if (s.record.messages.length === 0 && !s.needsLead() && s.status === 'ready' && starters.length) {
    items.push(promptButtons(a, starters, 'uf-starters', 'Suggested questions'))
  }
  s.record.messages.forEach((m, i) => items.push(renderMessage(s, a, m, i)))
  container.replaceChildren(...items)
}
