import { describe, expect, it } from 'vitest'
import type { THubPrompt } from '@unikflow/graph'
import { filterPrompts, promptInputs } from './prompt-hub-fit'

const p = (over: Partial<THubPrompt>): THubPrompt => ({
  id: 'x',
  name: 'X',
  description: '',
  tags: [],
  kind: 'prompt',
  template: '',
  systemMessage: '',
  humanMessage: '',
  ...over,
})

describe('prompt hub on a node', () => {
  const list = [
    p({ id: 'a', name: 'Translator', tags: ['Translation'], template: 'Translate {question}' }),
    p({ id: 'b', name: 'Code review', description: 'finds bugs', tags: ['Coding'] }),
    p({ id: 'c', name: 'Tutor', kind: 'chat', systemMessage: 'You teach', humanMessage: '{input}' }),
  ]

  it('offers the kind the node takes, by words of the search and by tag', () => {
    expect(filterPrompts(list, 'prompt', '', '').map((x) => x.id)).toEqual(['a', 'b'])
    expect(filterPrompts(list, 'chat', '', '').map((x) => x.id)).toEqual(['c'])
    expect(filterPrompts(list, 'prompt', 'BUGS code', '').map((x) => x.id)).toEqual(['b'])
    expect(filterPrompts(list, 'prompt', '', 'Translation').map((x) => x.id)).toEqual(['a'])
  })

  it('fills the template of a Prompt Template, the two messages of a Chat Prompt Template', () => {
    expect(promptInputs(list[0] ?? p({}))).toEqual({ template: 'Translate {question}' })
    expect(promptInputs(list[2] ?? p({}))).toEqual({
      systemMessagePrompt: 'You teach',
      humanMessagePrompt: '{input}',
    })
  })
})
