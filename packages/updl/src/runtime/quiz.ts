import type { TLocalPageData } from '../pages/page-data'
import { clear, el, requiredElement } from './dom'
import {
  answerOf,
  asksLead,
  formatText,
  hudTexts,
  initialQuizState,
  LEAD_FORM,
  leadPayload,
  nextIndex,
  restarted,
  RESULTS,
  sceneAt,
  shouldPostLead,
  withAnswer,
  type TLead,
  type TQuizState,
} from './quiz-state'
import type { TCreateView, TView } from './view'

/** What tests read through `window.unikQuiz`: answer like a click, a copy of the state, the view. */
export type TQuizHandle = { answer(id: string): void; state(): TQuizState; view: TView }

declare global {
  interface Window {
    unikQuiz?: TQuizHandle
  }
}

type TQuiz = {
  readonly page: TLocalPageData
  readonly hud: HTMLElement
  readonly panel: HTMLElement
  readonly view: TView
  state: TQuizState
}

/**
 * The quiz over the technology's view: the HUD (progress, points), the panel (texts, the question with
 * its answer buttons, next, the lead form, the results with restart) and the lead's POST. A `single`
 * page shows its one scene; a quiz with lead fields asks for them first.
 */
export function startQuiz(page: TLocalPageData, createView: TCreateView): TQuizHandle {
  let quiz: TQuiz | null = null
  const answer = (id: string) => {
    if (quiz) choose(quiz, id)
  }
  const view = createView({ answer })
  quiz = {
    page,
    hud: requiredElement('uf-hud'),
    panel: requiredElement('uf-panel'),
    view,
    state: initialQuizState,
  }
  const started = quiz
  const handle: TQuizHandle = { answer, state: () => structuredCopy(started.state), view }
  window.unikQuiz = handle
  if (asksLead(page)) showLeadForm(quiz)
  else show(quiz, 0)
  return handle
}

function structuredCopy(state: TQuizState): TQuizState {
  return JSON.parse(JSON.stringify(state)) as TQuizState
}

function choose(quiz: TQuiz, id: string): void {
  const chosen = answerOf(quiz.page, quiz.state, id)
  if (!chosen) return
  quiz.state = withAnswer(quiz.state, chosen)
  show(quiz, nextIndex(quiz.page, quiz.state.index))
}

function renderHud(quiz: TQuiz): void {
  clear(quiz.hud)
  for (const item of hudTexts(quiz.page, quiz.state))
    quiz.hud.appendChild(el('span', { 'data-testid': item.testId }, item.text))
  quiz.hud.hidden = !quiz.hud.firstChild
}

function button(label: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', { type: 'button', 'data-testid': testId }, label)
  b.addEventListener('click', onClick)
  return b
}

/** Shows scene `index` (or the results) in the view, the HUD and the panel. */
function show(quiz: TQuiz, index: number): void {
  const { page, panel } = quiz
  const t = page.texts
  quiz.state = { ...quiz.state, index }
  quiz.view.show(index)
  renderHud(quiz)
  clear(panel)
  const scene = sceneAt(page, index)
  if (index === RESULTS) {
    panel.appendChild(el('h2', {}, t.results))
    if (page.kind === 'quiz')
      panel.appendChild(
        el('p', { 'data-testid': 'uf-result-points' }, formatText(t.yourPoints, { p: quiz.state.points })),
      )
  }
  for (const text of scene?.texts ?? []) panel.appendChild(el('p', { class: 'uf-text' }, text))
  if (index === RESULTS) {
    const status = el('p', { 'data-testid': 'uf-lead-status' })
    panel.appendChild(status)
    postLead(quiz, status)
    panel.appendChild(button(t.restart, 'uf-restart', () => restart(quiz)))
  } else if (scene?.question) {
    panel.appendChild(el('p', { class: 'uf-question', 'data-testid': 'uf-question' }, scene.question.text))
    panel.appendChild(el('p', { class: 'uf-hint' }, t.chooseAnswer))
    const list = el('div', { class: 'uf-answers' })
    for (const a of scene.question.answers) {
      const b = button(a.text, 'uf-answer', () => choose(quiz, a.id))
      b.setAttribute('data-answer', a.id)
      list.appendChild(b)
    }
    panel.appendChild(list)
  } else if (page.kind === 'quiz') {
    panel.appendChild(button(t.next, 'uf-next', () => show(quiz, nextIndex(page, quiz.state.index))))
  }
  if (page.ar) panel.appendChild(el('p', { class: 'uf-hint' }, t.pointAtMarker))
  panel.hidden = !panel.firstChild
}

/** POSTs the lead with the points once per run of the quiz; `status` tells the visitor how it went. */
function postLead(quiz: TQuiz, status: HTMLElement): void {
  const { page, state } = quiz
  if (!shouldPostLead(page, state) || !page.leadsUrl) return
  quiz.state = { ...state, posted: 'pending' }
  const settle = (ok: boolean) => {
    quiz.state = { ...quiz.state, posted: ok ? 'sent' : 'failed' }
    status.textContent = ok ? page.texts.leadSent : page.texts.leadFailed
  }
  fetch(page.leadsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(leadPayload(state.lead, state.points)),
  }).then(
    (res) => settle(res.ok),
    () => settle(false),
  )
}

function restart(quiz: TQuiz): void {
  quiz.state = restarted(quiz.state)
  show(quiz, 0)
}

const LEAD_INPUTS = [
  ['name', 'text', 'name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const

/** The lead form before the first scene: the page's fields, all required; submitting starts the quiz. */
function showLeadForm(quiz: TQuiz): void {
  const { page, panel } = quiz
  quiz.state = { ...quiz.state, index: LEAD_FORM }
  quiz.view.show(LEAD_FORM)
  renderHud(quiz)
  clear(panel)
  const form = el('form', { 'data-testid': 'uf-lead-form' })
  form.appendChild(el('h2', {}, page.texts.leadTitle))
  for (const [name, type, autocomplete] of LEAD_INPUTS) {
    if (!page.lead[name]) continue
    const label = el('label', {}, page.texts[name])
    label.appendChild(el('input', { name, type, autocomplete, required: 'required', maxlength: '200' }))
    form.appendChild(label)
  }
  form.appendChild(el('button', { type: 'submit', 'data-testid': 'uf-start' }, page.texts.start))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    quiz.state = { ...quiz.state, lead: leadOfForm(form) }
    show(quiz, 0)
  })
  panel.appendChild(form)
  panel.hidden = false
}

function leadOfForm(form: HTMLFormElement): TLead {
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value.trim() : ''
  }
  return { name: value('name'), email: value('email'), phone: value('phone') }
}
