import { describe, expect, it } from 'vitest'
import { eventLoopTurns } from '@unikflow/testkit'
import { Tiktoken } from 'js-tiktoken/lite'
import ranks from 'js-tiktoken/ranks/cl100k_base'
import { countTokens, tokenizerSlices } from './local-tokenizer'

const exact = new Tiktoken(ranks)

async function timed(text: string): Promise<{ tokens: number; ms: number }> {
  const started = performance.now()
  const tokens = await countTokens(text)
  return { tokens, ms: performance.now() - started }
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
    const { tokens, ms } = await timed(text)
    expect(ms).toBeLessThan(5_000)
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
    const { tokens, ms } = await timed(text)
    expect(ms).toBeLessThan(5_000)
    const perRepeat = exact.encode(text.slice(0, 27_000)).length / 1_000
    expect(tokens / 600_000).toBeCloseTo(perRepeat, 1)
  })

  it('never cuts a surrogate pair in half', () => {
    for (const slice of tokenizerSlices('😀'.repeat(1_000))) {
      expect(slice.length % 2).toBe(0)
    }
  })
})
