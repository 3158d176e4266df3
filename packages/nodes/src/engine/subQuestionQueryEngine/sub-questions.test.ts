import { describe, expect, it } from 'vitest'
import { compactChunks, fillPrompt } from '../../shared/response-synthesis'
import { parseSubQuestions } from './sub-questions'

describe('sub questions and compacting', () => {
  const tools = new Set(['a_docs', 'b_docs'])

  it('reads the JSON in the model answer and keeps the sub questions of known tools', () => {
    const answer =
      'Sure:\n```json\n{"items":[{"subQuestion":" Q1 ","toolName":"a_docs"},{"subQuestion":"Q2","toolName":"x"},{"toolName":"b_docs"}]}\n```'
    expect(parseSubQuestions(answer, tools)).toEqual([{ subQuestion: 'Q1', toolName: 'a_docs' }])
  })

  it('gives none for an answer that is not that JSON', () => {
    expect(parseSubQuestions('I cannot split this.', tools)).toEqual([])
    expect(parseSubQuestions('{not json}', tools)).toEqual([])
    expect(parseSubQuestions('{"items": "a_docs"}', tools)).toEqual([])
  })

  it('packs consecutive chunks into batches within the budget, a longer chunk alone', () => {
    expect(compactChunks(['aaaa', 'bbbb', 'cccccccccc', 'dd'], 10)).toEqual([
      'aaaa\n\nbbbb',
      'cccccccccc',
      'dd',
    ])
    expect(compactChunks([], 10)).toEqual([])
  })

  it('fills the variables in one pass, leaving a chunk that quotes one as it is', () => {
    expect(fillPrompt('{query}: {context} {other}', { query: 'Q', context: 'says {query}' })).toBe(
      'Q: says {query} {other}',
    )
  })
})
