import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** Vectara's summarizers (their ids, with the model each runs on). */
const SUMMARIZERS = [
  ['vectara-summary-ext-v1.2.0', 'gpt-3.5-turbo'],
  ['vectara-experimental-summary-ext-2023-10-23-small', 'gpt-3.5-turbo'],
  ['vectara-summary-ext-v1.3.0', 'gpt-4.0'],
  ['vectara-experimental-summary-ext-2023-10-23-med', 'gpt-4.0'],
] as const

/** The languages Vectara summarizes in, by their ISO 639-3 code. */
const LANGUAGES = [
  ['English', 'eng'],
  ['German', 'deu'],
  ['French', 'fra'],
  ['Chinese', 'zho'],
  ['Korean', 'kor'],
  ['Arabic', 'ara'],
  ['Russian', 'rus'],
  ['Thai', 'tha'],
  ['Dutch', 'nld'],
  ['Italian', 'ita'],
  ['Portuguese', 'por'],
  ['Spanish', 'spa'],
  ['Japanese', 'jpn'],
  ['Polish', 'pol'],
  ['Turkish', 'tur'],
  ['Vietnamese', 'vie'],
  ['Indonesian', 'ind'],
  ['Czech', 'ces'],
  ['Ukrainian', 'ukr'],
  ['Greek', 'ell'],
  ['Hebrew', 'heb'],
  ['Farsi/Persian', 'fas'],
  ['Hindi', 'hin'],
  ['Urdu', 'urd'],
  ['Swedish', 'swe'],
  ['Bengali', 'ben'],
  ['Malay', 'msa'],
  ['Romanian', 'ron'],
] as const

export const vectaraQAChain = defineNode({
  name: 'vectaraQAChain',
  label: 'Vectara QA Chain',
  version: 2,
  type: 'VectaraQAChain',
  category: NodeCategories.Chains,
  description: "Answers a question with Vectara's own summary of the passages it finds in its corpus",
  baseClasses: ['VectaraQAChain', 'VectorDBQAChain', 'BaseChain', 'Runnable'],
  icon: 'chains/vectaraQAChain/vectaraQAChain.svg',
  inputs: [
    { label: 'Vectara Store', name: 'vectaraStore', type: 'VectorStore' },
    {
      label: 'Summarizer Prompt Name',
      name: 'summarizerPromptName',
      type: 'options',
      description: 'The Vectara summarizer that writes the answer',
      options: SUMMARIZERS.map(([name, model]) => ({ label: `${name} (${model})`, name })),
      default: 'vectara-summary-ext-v1.2.0',
    },
    {
      label: 'Response Language',
      name: 'responseLang',
      type: 'options',
      description: 'The language of the answer',
      options: LANGUAGES.map(([label, name]) => ({ label, name })),
      default: 'eng',
      optional: true,
    },
    {
      label: 'Max Summarized Results',
      name: 'maxSummarizedResults',
      type: 'number',
      description: 'How many found passages the summary may use (default 7)',
      default: 7,
      optional: true,
    },
    inputModerationAnchor,
  ],
})
