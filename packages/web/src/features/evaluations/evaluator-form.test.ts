import { describe, expect, it } from 'vitest'
import { ZEvaluator } from '@unikflow/graph'
import { emptyEvaluatorForm, evaluatorsOf, formOf, formProblem } from './evaluator-form'

describe('evaluator form', () => {
  it('starts with a contains check of the expected output', () => {
    const form = emptyEvaluatorForm()
    expect(evaluatorsOf(form, (c) => c)).toEqual([
      { id: 'contains', name: 'contains', type: 'text', operator: 'contains', value: '' },
    ])
  })

  it('sends every switched-on evaluator in a shape the server accepts', () => {
    const form = emptyEvaluatorForm()
    for (const key of Object.keys(form.on)) form.on[key as keyof typeof form.on] = true
    form.judge = { ...form.judge, credentialId: 'cred', rubric: 'Names the city' }
    const evaluators = evaluatorsOf(form, (c) => `Check ${c}`)
    expect(evaluators.map((e) => e.id)).toEqual(Object.keys(form.on))
    for (const e of evaluators) expect(ZEvaluator.safeParse(e).success, e.id).toBe(true)
    expect(evaluators.find((e) => e.id === 'judge')).toMatchObject({
      model: { nodeName: 'chatOpenAI', credentialId: 'cred', inputs: { modelName: 'gpt-4o-mini' } },
      threshold: 7,
    })
  })

  it('says what is missing', () => {
    const form = emptyEvaluatorForm()
    form.on.contains = false
    expect(formProblem(form)).toBe('noEvaluator')
    form.on.judge = true
    expect(formProblem(form)).toBe('noRubric')
    form.judge.rubric = 'x'
    expect(formProblem(form)).toBeUndefined()
  })

  it('shows the evaluators of an earlier run again, the same ones sent', () => {
    const form = emptyEvaluatorForm()
    for (const key of Object.keys(form.on)) form.on[key as keyof typeof form.on] = true
    form.text = { contains: 'Paris', notContains: 'Rome', regex: '^A' }
    form.judge = { ...form.judge, credentialId: 'cred', rubric: 'Names the city', threshold: '6' }
    form.maxLatencyMs = '900'
    form.code = 'return true'
    const sent = evaluatorsOf(form, (c) => c).map((e) => ZEvaluator.parse(e))
    const again = formOf(sent)
    expect(again.extra).toEqual([])
    expect(evaluatorsOf(again, (c) => c).map((e) => ZEvaluator.parse(e))).toEqual(sent)
  })

  it('keeps what its fields cannot show, and sends it as it was', () => {
    const fromApi = [
      { id: 'contains', name: 'Case', type: 'text', operator: 'contains', value: 'A', caseSensitive: true },
      {
        id: 'contains-2',
        name: 'Plain',
        type: 'text',
        operator: 'contains',
        value: 'b',
        caseSensitive: false,
      },
      { id: 'tokens', name: 'Tokens', type: 'numeric', metric: 'tokens', max: 500 },
    ].map((e) => ZEvaluator.parse(e))
    const form = formOf(fromApi)
    expect(form.on.contains).toBe(true)
    expect(form.text.contains).toBe('b')
    expect(form.extra.map((e) => e.name)).toEqual(['Case', 'Tokens'])
    expect(formProblem(form)).toBeUndefined()
    const sent = evaluatorsOf(form, (c) => c)
    expect(sent.map((e) => e.id)).toEqual(['contains', 'kept-contains', 'tokens'])
    expect(sent[1]).toMatchObject({ name: 'Case', caseSensitive: true })
    expect(formProblem({ ...form, on: { ...form.on, contains: false }, extra: [] })).toBe('noEvaluator')
  })
})
