import type { TInputDefinition } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { getBoolean, getString } from './read-inputs'

/**
 * The reasoning settings of OpenAI's reasoning models (gpt-5, the o-series): a switch and, shown when it is
 * on, how hard the model thinks and whether it sums its thinking up. Other models ignore them.
 */
export const reasoningParams: TInputDefinition[] = [
  {
    label: 'Reasoning',
    name: 'reasoning',
    type: 'boolean',
    description: 'Turn on for reasoning models (gpt-5, o-series) to send the settings below',
    default: false,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Reasoning Effort',
    name: 'reasoningEffort',
    type: 'options',
    description: 'How much thinking the model spends on an answer',
    options: [
      { label: 'Low', name: 'low' },
      { label: 'Medium', name: 'medium' },
      { label: 'High', name: 'high' },
      { label: 'X-High', name: 'xhigh', description: 'Only the newest reasoning models take it' },
    ],
    optional: true,
    additionalParams: true,
    show: { reasoning: true },
  },
  {
    label: 'Reasoning Summary',
    name: 'reasoningSummary',
    type: 'options',
    description: "A summary of the model's reasoning, handy to understand an answer",
    options: [
      { label: 'Auto', name: 'auto' },
      { label: 'Concise', name: 'concise' },
      { label: 'Detailed', name: 'detailed' },
    ],
    optional: true,
    additionalParams: true,
    show: { reasoning: true },
  },
]

type TEffort = 'low' | 'medium' | 'high' | 'xhigh'
type TSummary = 'auto' | 'concise' | 'detailed'
const EFFORTS: readonly string[] = ['low', 'medium', 'high', 'xhigh']
const SUMMARIES: readonly string[] = ['auto', 'concise', 'detailed']
const isEffort = (v: string): v is TEffort => EFFORTS.includes(v)
const isSummary = (v: string): v is TSummary => SUMMARIES.includes(v)

/** The `reasoning` field of an OpenAI chat model when the node's Reasoning switch is on (else nothing). */
export function reasoningFields(ctx: TNodeContext): { reasoning?: { effort?: TEffort; summary?: TSummary } } {
  if (!getBoolean(ctx, 'reasoning')) return {}
  const effort = getString(ctx, 'reasoningEffort')
  const summary = getString(ctx, 'reasoningSummary')
  return {
    reasoning: {
      ...(isEffort(effort) ? { effort } : {}),
      ...(isSummary(summary) ? { summary } : {}),
    },
  }
}
