import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/**
 * AssemblyAI's key for speech to text: a flow's Speech to Text setting (provider AssemblyAI) transcribes
 * recordings with it; on the canvas it supplies a transcriber.
 */
export const assemblyAI = defineNode({
  name: 'assemblyAI',
  label: 'AssemblyAI',
  version: 1,
  type: 'AssemblyAI',
  category: NodeCategories.SpeechToText,
  description:
    "Transcribes recordings with AssemblyAI; a flow's Speech to Text setting uses its credential to turn voice questions into text",
  baseClasses: ['AssemblyAI'],
  icon: 'speechtotext/assemblyAI/assemblyAI.svg',
  credential: { credentialNames: ['assemblyAIApi'] },
  inputs: [],
})
