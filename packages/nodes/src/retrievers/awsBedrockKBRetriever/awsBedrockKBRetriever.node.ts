import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { queryParam, retrieverClasses } from '../retriever-kit'

/** Chunks of an AWS Bedrock knowledge base, found by Bedrock Agent Runtime's Retrieve. */
export const awsBedrockKBRetriever = defineNode({
  name: 'awsBedrockKBRetriever',
  label: 'AWS Bedrock Knowledge Base Retriever',
  version: 1,
  type: 'AWSBedrockKBRetriever',
  category: NodeCategories.Retrievers,
  description: 'Finds the chunks of an AWS Bedrock knowledge base that answer the question',
  baseClasses: retrieverClasses('AWSBedrockKBRetriever'),
  icon: 'retrievers/awsBedrockKBRetriever/awsBedrockKBRetriever.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'], optional: true },
  inputs: [
    { label: 'Region', name: 'region', type: 'string', default: 'us-east-1' },
    // Flowise's spelling of the input's name: its exports carry it.
    { label: 'Knowledge Base ID', name: 'knoledgeBaseID', type: 'string' },
    queryParam,
    {
      label: 'TopK',
      name: 'topK',
      type: 'number',
      description: 'How many chunks to retrieve',
      default: 5,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'SearchType',
      name: 'searchType',
      type: 'options',
      description: 'How the knowledge base searches; empty: its own default',
      options: [
        { label: 'HYBRID', name: 'HYBRID', description: 'Vectors and keywords' },
        { label: 'SEMANTIC', name: 'SEMANTIC', description: 'Vectors only' },
      ],
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Filter',
      name: 'filter',
      type: 'string',
      description: 'A Bedrock retrieval filter as JSON, e.g. {"equals": {"key": "topic", "value": "money"}}',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      description:
        'A Bedrock Agent Runtime–compatible endpoint; empty for https://bedrock-agent-runtime.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
