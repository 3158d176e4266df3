import { describe, expect, it } from 'vitest'
import { eventLoopTurns } from '@unikflow/testkit'
import { Tiktoken } from 'js-tiktoken/lite'
import ranks from 'js-tiktoken/ranks/cl100k_base'
import { countTokens, tokenizerSlices } from './local-tokenizer'

const exact = new Tiktoken(ranks)

/**
 * The longest run of characters no cl100k piece boundary splits, over the slices the counter encodes: BPE's
 * work is quadratic in such a run, so a bound on it keeps the count linear (how fast is the benches' concern).
 */
function longestRun(text: string): number {
  const runs = [...tokenizerSlices(text)].flatMap((slice) => slice.split(/[\s!-@[-`{-\x7f]/u))
  return Math.max(...runs.map((run) => run.length))
}

describe('countTokens', () => {
  it('counts ordinary text exactly as cl100k does', async () => {
    await countTokens('warm up the ranks')
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(400) + 'Привет, мир! 12345 ünïcödé'
    expect(await countTokens(text)).toBe(exact.encode(text).length)
    expect(await countTokens([{ type: 'text', text: 'two words' }])).toBe(2)
    expect(await countTokens('')).toBe(0)
  })

  it.each([
    ['a spaceless run of 100,000 letters', 'z'.repeat(100_000)],
    [
      '6,000 characters of Chinese text',
      '我们今天讨论的是人工智能如何改变世界以及未来的发展方向'.repeat(240),
    ],
    ['an emoji run', '😀'.repeat(20_000)],
  ])('stays linear on %s (quadratic BPE took tens of seconds)', async (_label, text) => {
    const tokens = await countTokens(text)
    // 32 characters a run, one more where a cut would fall between the halves of a surrogate pair.
    expect(longestRun(text)).toBeLessThanOrEqual(33)
    // Cutting long runs moves the count by at most a token per cut.
    const cuts = Math.ceil(text.length / 32)
    const reference = exact.encode(text.slice(0, 500)).length * (text.length / 500)
    expect(Math.abs(tokens - reference)).toBeLessThanOrEqual(cuts + reference * 0.05)
  })

  it('gives the event loop turns as it counts, also on CJK text', async () => {
    await countTokens('warm up the ranks')
    const { turns } = await eventLoopTurns(async () => {
      await countTokens('我们今天讨论的是人工智能如何改变世界以及未来的发展方向'.repeat(1_000))
      await countTokens('z'.repeat(100_000))
    })
    expect(turns).toBeGreaterThanOrEqual(3)
  })

  it('bounds the work on a 15 MB prompt by estimating past the first million characters', async () => {
    const text = 'lorem ipsum dolor sit amet '.repeat(600_000)
    const tokens = await countTokens(text)
    const firstMillion = await countTokens(text.slice(0, 1_000_000))
    expect(tokens).toBe(Math.ceil((firstMillion * text.length) / 1_000_000))
    const perRepeat = exact.encode(text.slice(0, 27_000)).length / 1_000
    expect(tokens / 600_000).toBeCloseTo(perRepeat, 1)
  })

  it('never cuts a surrogate pair in half', () => {
    for (const slice of tokenizerSlices('😀'.repeat(1_000))) {
      expect(slice.length % 2).toBe(0)
    }
  })
})
