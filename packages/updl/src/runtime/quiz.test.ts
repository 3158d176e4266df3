// @vitest-environment jsdom
/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TLocalPageData } from '../pages/page-data'
import { QUIZ_TEXTS } from '../pages/quiz-texts'
import type { TSceneIR } from '../scene-types'
import { sampleQuiz } from '../testing/sample-scene'
import { startQuiz } from './quiz'
import type { TView } from './view'

/** A real HTTP server the lead is POSTed to: answers `status` and keeps what it was sent. */
let server: Server
let leadsUrl = ''
let status = 201
const received: unknown[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({
        method: req.method,
        type: req.headers['content-type'],
        body: JSON.parse(body) as unknown,
      })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  leadsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  document.body.innerHTML =
    '<canvas id="uf-view"></canvas><div id="uf-hud" hidden></div><div id="uf-panel" hidden></div>'
  received.length = 0
  status = 201
})

function page(
  scene: TSceneIR = sampleQuiz({ hostile: '<b>x</b>' }),
  extra: Partial<TLocalPageData> = {},
): TLocalPageData {
  return { ...scene, language: 'en', texts: QUIZ_TEXTS.en, leadsUrl, ar: false, markerUrl: null, ...extra }
}

/** The technology's part, as the quiz sees it: the scenes it was told to show. */
function recordingView(shown: number[]): TView {
  return { show: (index) => shown.push(index), objects: () => [], screenPosition: () => null }
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent)
const panel = () => document.getElementById('uf-panel')!
const hud = () => document.getElementById('uf-hud')!

function fillLead(name: string, email: string): void {
  const form = byTestId('uf-lead-form') as HTMLFormElement
  ;(form.elements.namedItem('name') as HTMLInputElement).value = `  ${name} `
  ;(form.elements.namedItem('email') as HTMLInputElement).value = email
  form.dispatchEvent(new Event('submit', { cancelable: true }))
}

const clickAnswer = (text: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="uf-answer"]'))
    .find((b) => b.textContent === text)!
    .click()

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('quiz runtime in a document', () => {
  it('asks for the lead first: the page fields only, required, and nothing drawn behind', () => {
    const shown: number[] = []
    startQuiz(page(), () => recordingView(shown))
    expect(shown).toEqual([-2])
    const inputs = Array.from(document.querySelectorAll('input')).map((i) => [i.name, i.type, i.required])
    expect(inputs).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
    ])
    expect(hud().hidden).toBe(true)
    expect(panel().hidden).toBe(false)
  })

  it('plays the questions by buttons and 3D clicks, scores them and POSTs the lead with the points', async () => {
    const shown: number[] = []
    const quiz = startQuiz(page(), () => recordingView(shown))
    fillLead('Ann', 'ann@example.test')
    expect(shown).toEqual([-2, 0])
    expect(byTestId('uf-question')?.textContent).toBe('Capital of France? <b>x</b>')
    expect(panel().querySelector('b')).toBeNull()
    expect(texts('[data-testid="uf-answer"]')).toEqual(['Paris', 'Rome'])
    expect(texts('#uf-hud span')).toEqual(['Question 1 of 2', 'Points: 0'])
    clickAnswer('Rome')
    expect(texts('#uf-hud span')).toEqual(['Question 2 of 2', 'Points: -5'])
    quiz.answer('a1') // not an answer of the question shown now: ignored
    expect(quiz.state()).toMatchObject({ index: 1, points: -5, answered: ['a2'] })
    quiz.answer('b1') // as the view does when the answer's object is clicked
    expect(shown).toEqual([-2, 0, 1, -1])
    expect(byTestId('uf-result-points')?.textContent).toBe('Your points: 95')
    expect(hud().hidden).toBe(true)
    await until(() => byTestId('uf-lead-status')?.textContent === QUIZ_TEXTS.en.leadSent)
    expect(received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { name: 'Ann', email: 'ann@example.test', phone: '', points: 95 },
      },
    ])
    expect(quiz.state()).toMatchObject({ posted: 'sent', answered: ['a2', 'b1'] })
    expect(window.unikQuiz?.state()).toEqual(quiz.state())
  })

  it('restarts from the first scene with no points and sends the next result too', async () => {
    const quiz = startQuiz(page(), () => recordingView([]))
    fillLead('Ann', 'ann@example.test')
    clickAnswer('Paris')
    clickAnswer('5')
    await until(() => received.length === 1)
    byTestId('uf-restart')!.click()
    expect(quiz.state()).toMatchObject({ index: 0, points: 0, answered: [], posted: null })
    expect(texts('#uf-hud span')).toEqual(['Question 1 of 2', 'Points: 0'])
    clickAnswer('Rome')
    clickAnswer('4')
    await until(() => received.length === 2)
    expect(received[1]).toMatchObject({ body: { name: 'Ann', points: 95 } })
  })

  it('tells the visitor when the lead could not be sent', async () => {
    status = 500
    const quiz = startQuiz(page(), () => recordingView([]))
    fillLead('Ann', 'ann@example.test')
    clickAnswer('Paris')
    clickAnswer('4')
    await until(() => quiz.state().posted === 'failed')
    expect(byTestId('uf-lead-status')?.textContent).toBe(QUIZ_TEXTS.en.leadFailed)
  })

  it('without lead fields starts at the first scene and POSTs nothing', async () => {
    const scene = { ...sampleQuiz(), lead: { name: false, email: false, phone: false } }
    const shown: number[] = []
    startQuiz(page(scene), () => recordingView(shown))
    expect(shown).toEqual([0])
    expect(byTestId('uf-lead-form')).toBeNull()
    clickAnswer('Paris')
    clickAnswer('4')
    expect(byTestId('uf-lead-status')?.textContent).toBe('')
    await new Promise((r) => setTimeout(r, 50))
    expect(received).toEqual([])
  })

  it('a scene without a question offers Next; the results show their texts', () => {
    const quiz = sampleQuiz()
    const intro = { ...quiz.scenes[1]!, id: 'intro', texts: ['Hello'], question: undefined }
    const results = { ...quiz.scenes[1]!, id: 'end', texts: ['Bye'], question: undefined }
    const shown: number[] = []
    startQuiz(
      page({ ...quiz, lead: { name: false, email: false, phone: false }, scenes: [intro], results }),
      () => recordingView(shown),
    )
    expect(texts('#uf-panel .uf-text')).toEqual(['Hello'])
    byTestId('uf-next')!.click()
    expect(shown).toEqual([0, -1])
    expect(texts('#uf-panel .uf-text')).toEqual(['Bye'])
    expect(byTestId('uf-restart')).not.toBeNull()
  })

  it('a single scene shows its texts only, and AR pages tell to point at the marker', () => {
    const scene: TSceneIR = {
      ...sampleQuiz(),
      kind: 'single',
      scenes: [{ ...sampleQuiz().scenes[1]!, question: undefined, texts: ['Look'] }],
    }
    startQuiz(page(scene, { ar: true }), () => recordingView([]))
    expect(texts('#uf-panel p')).toEqual(['Look', QUIZ_TEXTS.en.pointAtMarker])
    expect(byTestId('uf-next')).toBeNull()
    expect(hud().hidden).toBe(true)
  })
})
