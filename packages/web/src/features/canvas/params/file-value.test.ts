import { describe, expect, it } from 'vitest'
import { fileNamesOf, toFlowiseFileValue } from './file-value'

describe('file input values', () => {
  const a = toFlowiseFileValue('data:text/plain;base64,aGk=', 'a.txt')
  it('writes Flowise data URLs', () => expect(a).toBe('data:text/plain;base64,aGk=,filename:a.txt'))
  it.each([
    [a, ['a.txt']],
    [JSON.stringify([a, toFlowiseFileValue('data:x;base64,', 'dir/b.md')]), ['a.txt', 'dir/b.md']],
    ['', []],
    [undefined, []],
    ['[broken', []],
  ])('%j holds %j', (value, names) => expect(fileNamesOf(value)).toEqual(names))
})
