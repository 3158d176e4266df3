import { describe, expect, it } from 'vitest'
import { ZCustomAssistantDetails, type TAssistant } from '@unikflow/graph'
import {
  checkAssistantForm,
  detailsFromForm,
  emptyAssistantForm,
  formFromAssistant,
  isFormValid,
} from './assistant-form'

const filled = () => ({
  ...emptyAssistantForm(),
  name: 'Helper',
  modelNode: 'chatOpenAI',
  credential: 'cred-1',
  modelName: 'gpt-4o-mini',
  tools: [{ kind: 'node' as const, name: 'calculator' }],
})

describe('assistant form', () => {
  it('lists empty mandatory fields, limits and ranges as the server checks them', () => {
    const empty = checkAssistantForm(emptyAssistantForm(), true)
    expect(empty.missing).toEqual(['name', 'modelNode', 'modelName', 'credential'])
    expect(checkAssistantForm({ ...filled(), credential: '' }, false).missing).toEqual([])
    const bad = checkAssistantForm(
      {
        ...filled(),
        name: 'n'.repeat(257),
        temperature: '1.5',
        maxTokens: '2.5',
        baseOptions: '{x',
        tools: Array.from({ length: 129 }, () => ({ kind: 'node' as const, name: 'calculator' })),
      },
      true,
    )
    expect(bad.problems).toEqual({
      name: { key: 'maxLength', max: 256 },
      temperature: { key: 'range', min: 0, max: 1 },
      maxTokens: { key: 'integer' },
      baseOptions: { key: 'invalidJson' },
    })
    expect(bad.tooManyTools).toBe(true)
    expect(isFormValid(checkAssistantForm({ ...filled(), name: 'n'.repeat(256) }, true))).toBe(true)
  })

  it('turns the form into details the contract accepts, and back', () => {
    const details = detailsFromForm({ ...filled(), temperature: '0.3', timeout: '' })
    expect(ZCustomAssistantDetails.parse(details).chatModel).toEqual({
      name: 'chatOpenAI',
      modelName: 'gpt-4o-mini',
      credential: 'cred-1',
      temperature: 0.3,
    })
    const assistant: TAssistant = {
      id: 'a',
      type: 'CUSTOM',
      details: JSON.stringify(details),
      credential: null,
      iconSrc: null,
      createdDate: '',
      updatedDate: '',
    }
    expect(formFromAssistant(assistant)).toMatchObject({ name: 'Helper', temperature: '0.3', timeout: '' })
    expect(formFromAssistant({ ...assistant, details: '{' })).toBeUndefined()
  })
})
