/**
 * List prices in US dollars per million tokens (input, output) of models people commonly pick, for
 * the analytics page's cost estimate. Keys match the start of a model name, longest first, so dated
 * snapshots (`gpt-4o-mini-2024-07-18`) find their family. Local and unknown models cost 0: the page
 * calls the figure an estimate. Update when providers change prices; old runs keep the cost stored then.
 */
const PRICES: ReadonlyArray<readonly [prefix: string, input: number, output: number]> = [
  ['gpt-4o-mini', 0.15, 0.6],
  ['gpt-4o', 2.5, 10],
  ['gpt-4.1-nano', 0.1, 0.4],
  ['gpt-4.1-mini', 0.4, 1.6],
  ['gpt-4.1', 2, 8],
  ['gpt-4-turbo', 10, 30],
  ['gpt-4', 30, 60],
  ['gpt-3.5-turbo', 0.5, 1.5],
  // Azure's deployment names spell it without the dot.
  ['gpt-35-turbo', 0.5, 1.5],
  ['gpt-5-nano', 0.05, 0.4],
  ['gpt-5-mini', 0.25, 2],
  ['gpt-5', 1.25, 10],
  ['o4-mini', 1.1, 4.4],
  ['o3-mini', 1.1, 4.4],
  ['o3', 2, 8],
  ['o1-mini', 1.1, 4.4],
  ['o1', 15, 60],
  ['claude-3-haiku', 0.25, 1.25],
  ['claude-3-5-haiku', 0.8, 4],
  ['claude-haiku-4', 1, 5],
  ['claude-3-5-sonnet', 3, 15],
  ['claude-3-7-sonnet', 3, 15],
  ['claude-sonnet-4', 3, 15],
  ['claude-3-opus', 15, 75],
  ['claude-opus-4', 15, 75],
  ['mistral-tiny', 0.25, 0.25],
  ['mistral-small', 0.2, 0.6],
  ['mistral-medium', 0.4, 2],
  ['mistral-large', 2, 6],
  ['open-mistral-nemo', 0.15, 0.15],
]

const byLength = [...PRICES].sort((a, b) => b[0].length - a[0].length)

/** Estimated cost of a call in billionths of a dollar (0 for models without a known price). */
export function estimateCostNanoUsd(model: string, inputTokens: number, outputTokens: number): number {
  const name = model.toLowerCase()
  const price = byLength.find(([prefix]) => name.startsWith(prefix))
  if (!price) return 0
  // $ per million tokens = thousandths of a nano-dollar per token.
  return Math.round(inputTokens * price[1] * 1000 + outputTokens * price[2] * 1000)
}
