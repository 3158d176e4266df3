import { describe, expect, it } from 'vitest'
import { ZOpenAIAssistantDetails, type TAssistant } from '@unikflow/graph'
import {
  checkOpenAIForm,
  emptyOpenAIForm,
  isOpenAIFormValid,
  openAIDetailsFromForm,
  openAIFormFromAssistant,
  openAIFormFromRemote,
} from './openai-assistant-form'

const file = { id: 'file_1', filename: 'a.csv', bytes: 3 }

describe('OpenAI assistant form', () => {
  it('asks for name, model and credential, and checks limits and ranges as the server does', () => {
    const empty = checkOpenAIForm({ ...emptyOpenAIForm(), model: ' ' })
    expect(empty.missing).toEqual(['name', 'model', 'credential'])
    const bad = checkOpenAIForm({
      ...emptyOpenAIForm(),
      name: 'n'.repeat(257),
      credential: 'c',
      temperature: '1.5',
      topP: '-1',
    })
    expect(bad.missing).toEqual([])
    expect(bad.problems).toEqual({
      name: { key: 'maxLength', max: 256 },
      temperature: { key: 'range', min: 0, max: 1 },
      topP: { key: 'range', min: 0, max: 1 },
    })
    expect(isOpenAIFormValid(checkOpenAIForm({ ...emptyOpenAIForm(), name: 'A', credential: 'c' }))).toBe(
      true,
    )
  })

  it('round-trips through the details the server accepts; files of a tool that is off are dropped', () => {
    const form = {
      ...emptyOpenAIForm(),
      name: ' Analyst ',
      credential: 'cred-1',
      codeInterpreter: true,
      codeInterpreterFiles: [file],
      fileSearch: false,
      fileSearchFiles: [file],
      functionToolIds: ['tool-1'],
    }
    const details = openAIDetailsFromForm(form)
    expect(details).toMatchObject({ name: 'Analyst', codeInterpreterFiles: [file], fileSearchFiles: [] })
    const parsed = ZOpenAIAssistantDetails.parse(details)
    const assistant: TAssistant = {
      id: 'a',
      type: 'OPENAI',
      details: JSON.stringify({ ...parsed, openaiId: 'asst_1' }),
      credential: 'cred-1',
      iconSrc: null,
      createdDate: '',
      updatedDate: '',
    }
    expect(openAIFormFromAssistant(assistant)).toEqual({ ...form, name: 'Analyst', fileSearchFiles: [] })
    expect(openAIFormFromAssistant({ ...assistant, details: '{' })).toBeUndefined()
  })

  it("a loaded assistant keeps the provider's id, so saving updates that assistant", () => {
    const remote = {
      id: 'asst_9',
      name: 'Old',
      description: '',
      model: 'gpt-4o',
      instructions: 'Hi',
      topP: 0.5,
      codeInterpreter: false,
      fileSearch: true,
    }
    const form = openAIFormFromRemote(remote, 'cred-2')
    expect(form).toMatchObject({ credential: 'cred-2', topP: '0.5', temperature: '', fileSearch: true })
    expect(openAIDetailsFromForm(form)).toMatchObject({ openaiId: 'asst_9', model: 'gpt-4o', topP: 0.5 })
  })
})
