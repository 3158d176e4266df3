import { describe, expect, it } from 'vitest'
import type { TTemplateSummary } from '@unikflow/graph'
import { filterOptions, filterTemplates, NO_FILTERS } from './template-filters'

const item = (over: Partial<TTemplateSummary>): TTemplateSummary => ({
  id: 'x',
  name: 'X',
  description: '',
  badge: null,
  usecases: [],
  tags: [],
  type: 'Chatflow',
  framework: ['LangChain'],
  source: 'community',
  requires: null,
  createdDate: null,
  ...over,
})

const list = [
  item({ id: 'rag', name: 'Chat with a PDF', usecases: ['Documents QnA'], tags: ['RAG'] }),
  item({ id: 'quiz', name: 'AR Quiz', usecases: ['Education'], framework: ['UPDL'] }),
  item({ id: 'adder', name: 'Adder', type: 'Tool', framework: [], usecases: ['Math'] }),
]

describe('template filters', () => {
  it('offers each type, framework and use case once, sorted', () => {
    expect(filterOptions(list)).toEqual({
      types: ['Chatflow', 'Tool'],
      frameworks: ['LangChain', 'UPDL'],
      usecases: ['Documents QnA', 'Education', 'Math'],
    })
  })

  it('combines type, framework, use case and a search over name, description, tags and use cases', () => {
    const ids = (f: Partial<typeof NO_FILTERS>) =>
      filterTemplates(list, { ...NO_FILTERS, ...f }).map((x) => x.id)
    expect(ids({})).toEqual(['rag', 'quiz', 'adder'])
    expect(ids({ type: 'Tool' })).toEqual(['adder'])
    expect(ids({ framework: 'UPDL' })).toEqual(['quiz'])
    expect(ids({ usecase: 'Documents QnA' })).toEqual(['rag'])
    expect(ids({ search: 'rag' })).toEqual(['rag'])
    expect(ids({ search: 'education' })).toEqual(['quiz'])
    expect(ids({ type: 'Tool', search: 'pdf' })).toEqual([])
  })
})
