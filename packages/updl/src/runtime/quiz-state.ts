import type { TLocalPageData } from '../pages/page-data'
import type { TAnswer, TScene } from '../scene-types'

/** What the visitor typed into the lead form (fields the page does not ask for stay empty). */
export type TLead = { readonly name: string; readonly email: string; readonly phone: string }

/** The lead's POST: not yet, under way, answered with 2xx, or refused / unreachable. */
type TLeadPosting = 'pending' | 'sent' | 'failed' | null

/**
 * The quiz's state. `index`: the shown scene (`LEAD_FORM` before the first, `RESULTS` at the end);
 * `answered`: the ids of the answers chosen since the last (re)start.
 */
export type TQuizState = {
  readonly index: number
  readonly points: number
  readonly lead: TLead | null
  readonly answered: readonly string[]
  readonly posted: TLeadPosting
}

export const LEAD_FORM = -2
export const RESULTS = -1

export const initialQuizState: TQuizState = {
  index: LEAD_FORM,
  points: 0,
  lead: null,
  answered: [],
  posted: null,
}

/** The scene shown at `index` (the results scene at `RESULTS`; none on the lead form or past the end). */
export function sceneAt(page: TLocalPageData, index: number): TScene | undefined {
  return index === RESULTS ? page.results : page.scenes[index]
}

/** A quiz with any lead field asks for it before the first scene. */
export function asksLead(page: TLocalPageData): boolean {
  return page.kind === 'quiz' && (page.lead.name || page.lead.email || page.lead.phone)
}

/** The scene after `index` in play order, or the results after the last. */
export function nextIndex(page: TLocalPageData, index: number): number {
  return index + 1 < page.scenes.length ? index + 1 : RESULTS
}

/** The answer `id` of the question shown now, if the shown scene has a question with that answer. */
export function answerOf(page: TLocalPageData, state: TQuizState, id: string): TAnswer | undefined {
  const question = page.scenes[state.index]?.question
  return question?.answers.find((a) => a.id === id)
}

/** The state once `answer` is chosen: its points added, its id kept (the caller moves on to the next scene). */
export function withAnswer(state: TQuizState, answer: TAnswer): TQuizState {
  return { ...state, points: state.points + answer.points, answered: [...state.answered, answer.id] }
}

/** Restart: points and answers cleared and the lead may be sent again; the visitor's lead is kept. */
export function restarted(state: TQuizState): TQuizState {
  return { ...state, points: 0, answered: [], posted: null }
}

/** Whether the results should POST the lead now: there is a URL and a lead, not sent since the last start. */
export function shouldPostLead(
  page: TLocalPageData,
  state: TQuizState,
): state is TQuizState & { lead: TLead } {
  return !!page.leadsUrl && !!state.lead && !state.posted
}

/** The body POSTed to the page's `leadsUrl`. */
export function leadPayload(lead: TLead, points: number) {
  return { name: lead.name, email: lead.email, phone: lead.phone, points }
}

/** `{key}` placeholders replaced by `values` (unknown keys by nothing). */
export function formatText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => (key in values ? String(values[key]) : ''))
}

/** The HUD's texts for `state`: the question's number of all (quiz questions) and the points, if shown. */
export function hudTexts(page: TLocalPageData, state: TQuizState): { testId: string; text: string }[] {
  const out: { testId: string; text: string }[] = []
  const scene = page.scenes[state.index]
  if (page.kind !== 'quiz') return out
  if (scene?.question) {
    const questions = page.scenes.filter((s) => !!s.question)
    const n = questions.indexOf(scene) + 1
    out.push({ testId: 'uf-progress', text: formatText(page.texts.questionOf, { n, m: questions.length }) })
  }
  if (page.showPoints && state.index >= 0)
    out.push({ testId: 'uf-points', text: formatText(page.texts.points, { p: state.points }) })
  return out
}
