import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Embedding models on AWS Bedrock (Titan, Cohere) through its InvokeModel API. */
export const AWSBedrockEmbeddings = defineNode({
  name: 'AWSBedrockEmbeddings',
  label: 'AWS Bedrock Embedding',
  version: 5.1,
  type: 'AWSBedrockEmbeddings',
  category: NodeCategories.Embeddings,
  description: 'Turns text into vectors with the Titan and Cohere embedding models of AWS Bedrock',
  baseClasses: ['AWSBedrockEmbeddings', 'Embeddings'],
  icon: 'embeddings/AWSBedrockEmbeddings/AWSBedrockEmbeddings.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'], optional: true },
  inputs: [
    { label: 'Region', name: 'region', type: 'string', default: 'us-east-1' },
    {
      label: 'Model Name',
      name: 'model',
      type: 'string',
      default: 'amazon.titan-embed-text-v1',
      description: 'A Bedrock embedding model id: amazon.titan-embed-… or cohere.embed-…',
    },
    {
      label: 'Custom Model Name',
      name: 'customModel',
      type: 'string',
      description: 'Used instead of Model Name when given',
      optional: true,
    },
    {
      label: 'Custom Endpoint Host',
      name: 'endpointHost',
      type: 'string',
      description: 'A host (or URL) answering instead of bedrock-runtime.<region>.amazonaws.com',
      optional: true,
    },
    {
      label: 'Cohere Input Type',
      name: 'inputType',
      type: 'options',
      description: 'What the embeddings are for; Cohere models from v3 need it',
      options: [
        {
          label: 'search_document',
          name: 'search_document',
          description: 'Passages stored in a vector store to be searched',
        },
        { label: 'search_query', name: 'search_query', description: 'Questions searched in a vector store' },
        { label: 'classification', name: 'classification', description: 'Texts given to a classifier' },
        { label: 'clustering', name: 'clustering', description: 'Texts to be grouped by similarity' },
      ],
      optional: true,
    },
    {
      label: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      default: 50,
      description: 'Texts embedded at once (Titan takes one a request; Cohere up to 96 a request)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max AWS API retries',
      name: 'maxRetries',
      type: 'number',
      default: 5,
      description: 'Kept for flows made in Flowise; a failed request fails the node',
      optional: true,
      additionalParams: true,
    },
  ],
})
