import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Hugging Face feature extraction: Inference Providers' hf-inference, or an inference endpoint of one's own. */
export const huggingFaceInferenceEmbeddings = defineNode({
  name: 'huggingFaceInferenceEmbeddings',
  label: 'HuggingFace Inference Embedding',
  version: 1,
  type: 'HuggingFaceInferenceEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with Hugging Face models, hosted by Hugging Face or on your endpoint',
  baseClasses: ['HuggingFaceInferenceEmbeddings', 'Embeddings'],
  icon: 'embeddings/huggingFaceInferenceEmbeddings/huggingFaceInferenceEmbeddings.svg',
  credential: { credentialNames: ['huggingFaceApi'] },
  inputs: [
    {
      label: 'Model',
      name: 'modelName',
      type: 'string',
      description: 'A model id; not needed when Endpoint is set',
      placeholder: 'sentence-transformers/distilbert-base-nli-mean-tokens',
      optional: true,
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      placeholder:
        'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud/sentence-transformers/all-MiniLM-L6-v2',
      description: 'Your own inference endpoint; leave empty to use Hugging Face’s',
      optional: true,
    },
  ],
})
