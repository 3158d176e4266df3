import { describe, expect, it } from 'vitest'
import { usageOfResult } from './model-usage'

describe('usageOfResult', () => {
  it("adds up the messages' usage_metadata and ignores llmOutput then (no double count)", () => {
    const message = (input: number, output: number) => ({
      message: {
        usage_metadata: { input_tokens: input, output_tokens: output, total_tokens: input + output },
      },
    })
    const result = {
      generations: [[message(10, 5)], [message(7, 3)]],
      llmOutput: { tokenUsage: { promptTokens: 17, completionTokens: 8 } },
    }
    expect(usageOfResult(result)).toEqual({ inputTokens: 17, outputTokens: 8 })
  })

  it("falls back to the provider's tokenUsage, and counts nothing it cannot read", () => {
    expect(
      usageOfResult({
        generations: [[{ text: 'x' }]],
        llmOutput: { tokenUsage: { promptTokens: 4, completionTokens: 2 } },
      }),
    ).toEqual({ inputTokens: 4, outputTokens: 2 })
    expect(usageOfResult({ generations: [[{ text: 'x' }]] })).toEqual({ inputTokens: 0, outputTokens: 0 })
    expect(usageOfResult(null)).toEqual({ inputTokens: 0, outputTokens: 0 })
  })
})
