import type { TInputDefinition } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { getString, NodeInputError } from '../shared/read-inputs'

/**
 * Flowise's search type inputs (similarity or Maximal Marginal Relevance) on the stores that offer them,
 * kept so their flows import whole. These stores search by similarity only: MMR stops the run.
 */
export const mmrParams: TInputDefinition[] = [
  {
    label: 'Search Type',
    name: 'searchType',
    type: 'options',
    description: 'Similarity only here: Maximal Marginal Relevance is not supported by this store yet',
    options: [
      { label: 'Similarity', name: 'similarity' },
      { label: 'Max Marginal Relevance', name: 'mmr' },
    ],
    default: 'similarity',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Fetch K (for MMR Search)',
    name: 'fetchK',
    type: 'number',
    description:
      'How many documents MMR would fetch before choosing (unused while searches are by similarity)',
    placeholder: '20',
    step: 1,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Lambda (for MMR Search)',
    name: 'lambda',
    type: 'number',
    description:
      'How MMR would weigh relevance against diversity, 0 to 1 (unused while searches are by similarity)',
    placeholder: '0.5',
    step: 0.1,
    optional: true,
    additionalParams: true,
  },
]

/** Refuses Maximal Marginal Relevance, which these stores do not offer yet, with the node's name. */
export function requireSimilaritySearch(ctx: Pick<TNodeContext, 'inputs' | 'label'>): void {
  if (getString(ctx, 'searchType', 'similarity') === 'mmr')
    throw new NodeInputError(
      `${ctx.label}: Max Marginal Relevance search is not supported yet; choose Similarity`,
    )
}
