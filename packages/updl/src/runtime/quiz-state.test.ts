import { describe, expect, it } from 'vitest'
import type { TLocalPageData } from '../pages/page-data'
import { QUIZ_TEXTS } from '../pages/quiz-texts'
import type { TSceneIR } from '../scene-types'
import { sampleQuiz } from '../testing/sample-scene'
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
  type TQuizState,
} from './quiz-state'

function localPage(scene: TSceneIR = sampleQuiz(), extra: Partial<TLocalPageData> = {}): TLocalPageData {
  return {
    ...scene,
    language: 'en',
    texts: QUIZ_TEXTS.en,
    leadsUrl: 'https://example.test/leads',
    ar: false,
    markerUrl: null,
    ...extra,
  }
}

const at = (index: number, more: Partial<TQuizState> = {}): TQuizState => ({
  ...initialQuizState,
  index,
  ...more,
})

describe('quiz state: play order', () => {
  const page = localPage()

  it('goes scene by scene, then to the results after the last', () => {
    expect(nextIndex(page, 0)).toBe(1)
    expect(nextIndex(page, 1)).toBe(RESULTS)
    expect(nextIndex(localPage({ ...sampleQuiz(), scenes: [sampleQuiz().scenes[0]!] }), 0)).toBe(RESULTS)
  })

  it('shows the results scene at RESULTS and nothing on the lead form', () => {
    expect(sceneAt(page, 0)?.id).toBe('s1')
    expect(sceneAt(page, RESULTS)).toBe(page.results)
    expect(sceneAt(page, LEAD_FORM)).toBeUndefined()
  })

  it('asks for the lead first only in a quiz with a lead field', () => {
    expect(asksLead(page)).toBe(true)
    expect(asksLead(localPage({ ...sampleQuiz(), lead: { name: false, email: false, phone: true } }))).toBe(
      true,
    )
    expect(asksLead(localPage({ ...sampleQuiz(), lead: { name: false, email: false, phone: false } }))).toBe(
      false,
    )
    expect(asksLead(localPage({ ...sampleQuiz(), kind: 'single' }))).toBe(false)
  })
})

describe('quiz state: answers and points', () => {
  const page = localPage()

  it("finds only the shown question's answers", () => {
    expect(answerOf(page, at(0), 'a2')?.points).toBe(-5)
    expect(answerOf(page, at(0), 'b1')).toBeUndefined()
    expect(answerOf(page, at(1), 'b1')?.points).toBe(100)
    expect(answerOf(page, at(LEAD_FORM), 'a1')).toBeUndefined()
    expect(answerOf(page, at(RESULTS), 'a1')).toBeUndefined()
  })

  it('adds the chosen answers’ points (negative ones subtract) and keeps their ids in order', () => {
    let state = at(0)
    state = withAnswer(state, answerOf(page, state, 'a2')!)
    expect(state).toMatchObject({ points: -5, answered: ['a2'] })
    state = withAnswer({ ...state, index: 1 }, answerOf(page, { ...state, index: 1 }, 'b1')!)
    expect(state).toMatchObject({ points: 95, answered: ['a2', 'b1'] })
  })

  it('restart clears points and answers and allows another lead POST, keeping the lead', () => {
    const lead = { name: 'Ann', email: 'ann@example.test', phone: '' }
    const done = at(RESULTS, { points: 110, answered: ['a1', 'b1'], lead, posted: 'sent' })
    expect(restarted(done)).toEqual({ index: RESULTS, points: 0, answered: [], lead, posted: null })
  })
})

describe('quiz state: the lead', () => {
  const lead = { name: 'Ann', email: 'ann@example.test', phone: '+1 555' }

  it('is POSTed once per run, when the page has a leads URL and the visitor gave a lead', () => {
    const page = localPage()
    expect(shouldPostLead(page, at(RESULTS, { lead }))).toBe(true)
    expect(shouldPostLead(page, at(RESULTS, { lead, posted: 'pending' }))).toBe(false)
    expect(shouldPostLead(page, at(RESULTS, { lead, posted: 'failed' }))).toBe(false)
    expect(shouldPostLead(page, at(RESULTS))).toBe(false)
    expect(shouldPostLead(localPage(sampleQuiz(), { leadsUrl: null }), at(RESULTS, { lead }))).toBe(false)
  })

  it('sends the fields and the points', () => {
    expect(leadPayload(lead, -5)).toEqual({
      name: 'Ann',
      email: 'ann@example.test',
      phone: '+1 555',
      points: -5,
    })
  })
})

describe('quiz state: the HUD', () => {
  it('shows the question number of all and the points during a quiz', () => {
    const page = localPage()
    expect(hudTexts(page, at(0, { points: 10 }))).toEqual([
      { testId: 'uf-progress', text: 'Question 1 of 2' },
      { testId: 'uf-points', text: 'Points: 10' },
    ])
    expect(hudTexts(page, at(1, { points: -5 }))[0]?.text).toBe('Question 2 of 2')
  })

  it('counts only scenes with a question, shows points on the results but nothing on the lead form', () => {
    const quiz = sampleQuiz()
    const intro = { ...quiz.scenes[1]!, id: 'intro', question: undefined }
    const page = localPage({ ...quiz, scenes: [intro, ...quiz.scenes] })
    expect(hudTexts(page, at(0))).toEqual([{ testId: 'uf-points', text: 'Points: 0' }])
    expect(hudTexts(page, at(2))[0]?.text).toBe('Question 2 of 2')
    expect(hudTexts(page, at(RESULTS, { points: 7 }))).toEqual([])
    expect(hudTexts(page, at(LEAD_FORM))).toEqual([])
  })

  it('shows no points when the page hides them, and nothing on a single scene', () => {
    expect(hudTexts(localPage({ ...sampleQuiz(), showPoints: false }), at(0))).toEqual([
      { testId: 'uf-progress', text: 'Question 1 of 2' },
    ])
    expect(hudTexts(localPage({ ...sampleQuiz(), kind: 'single' }), at(0))).toEqual([])
  })

  it('fills {placeholders} in the page language', () => {
    expect(formatText(QUIZ_TEXTS.ru.questionOf, { n: 1, m: 3 })).toBe(
      QUIZ_TEXTS.ru.questionOf.replace('{n}', '1').replace('{m}', '3'),
    )
    expect(formatText('{a}-{b}', { a: 1 })).toBe('1-')
  })
})
