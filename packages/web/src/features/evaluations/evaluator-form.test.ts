import { describe, expect, it } from 'vitest'
import { ZEvaluator } from '@unikflow/graph'
import { emptyEvaluatorForm, evaluatorsOf, formProblem } from './evaluator-form'

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
})
