import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, numberParam } from '../../shared/inputs'

/** Text models on AWS Bedrock, one prompt at a time; Flowise keeps it for older flows. */
export const awsBedrock = defineNode({
  name: 'awsBedrock',
  label: 'AWS Bedrock',
  version: 4,
  type: 'AWSBedrock',
  category: NodeCategories.LLMs,
  description: 'Text models on AWS Bedrock through its Converse API; new flows use AWS ChatBedrock',
  badge: 'DEPRECATING',
  baseClasses: ['AWSBedrock', 'LLM', 'BaseLLM', 'BaseLanguageModel', 'Runnable'],
  icon: 'llms/awsBedrock/awsBedrock.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'], optional: true },
  inputs: [
    cacheAnchor,
    { label: 'Region', name: 'region', type: 'string', default: 'us-east-1' },
    {
      label: 'Model Name',
      name: 'model',
      type: 'string',
      description: 'A Bedrock model id or inference profile, e.g. anthropic.claude-3-haiku-20240307-v1:0',
    },
    {
      label: 'Custom Model Name',
      name: 'customModel',
      type: 'string',
      description: 'Used instead of Model Name when given',
      optional: true,
    },
    numberParam('temperature', 'Temperature', 0.1, { default: 0.7 }),
    numberParam('max_tokens_to_sample', 'Max Tokens to Sample', 10, { default: 200 }),
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description: 'A Bedrock-compatible endpoint; empty for https://bedrock-runtime.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
