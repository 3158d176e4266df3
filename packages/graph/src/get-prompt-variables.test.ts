import { describe, expect, it } from 'vitest'
import { getPromptVariables } from './get-prompt-variables'

describe('getPromptVariables', () => {
  it.each([
    ['What is a good name for a company that makes {product}?', ['product']],
    ['{a} and {b} and {a} again', ['a', 'b']],
    ['{ spaced }', ['spaced']],
    ['flow variable {{question}} and {topic}', ['topic']],
    ['{{chat_history}} only', []],
    ['{time:HH:mm} is formatted, {name} is not', ['name']],
    ['escaped \\{literal} and {real}', ['real']],
    ['unclosed {oops', []],
    ['empty {} braces', []],
    ['', []],
    ['Chat History:\n{chat_history}\nFollow Up Input: {question}', ['chat_history', 'question']],
  ])('%j → %j', (text, names) => expect(getPromptVariables(text)).toEqual(names))
})
