import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const localAIEmbeddings = defineNode({
  name: 'localAIEmbeddings',
  label: 'LocalAI Embeddings',
  version: 1,
  type: 'LocalAI Embeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with a LocalAI server (OpenAI-compatible, runs models locally)',
  baseClasses: ['LocalAI Embeddings', 'Embeddings'],
  icon: 'embeddings/localAIEmbeddings/localAIEmbeddings.svg',
  credential: { credentialNames: ['localAIApi'], optional: true },
  inputs: [
    { label: 'Base Path', name: 'basePath', type: 'string', placeholder: 'http://localhost:8080/v1' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'text-embedding-ada-002' },
  ],
})
