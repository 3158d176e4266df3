import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { allowImageUploadsParam, chatModelHead, numberParam } from '../../shared/inputs'

export const awsChatBedrock = defineNode({
  name: 'awsChatBedrock',
  label: 'AWS ChatBedrock',
  version: 6.1,
  type: 'AWSChatBedrock',
  category: NodeCategories.ChatModels,
  description: 'Chat models on AWS Bedrock through its Converse API',
  baseClasses: ['AWSChatBedrock', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/awsChatBedrock/awsChatBedrock.svg',
  credential: { credentialNames: ['awsApi'], optional: true },
  inputs: [
    ...chatModelHead(
      { label: 'Region', name: 'region', type: 'string', default: 'us-east-1' },
      {
        label: 'Model Name',
        name: 'model',
        type: 'string',
        description: 'A Bedrock model id or inference profile, e.g. anthropic.claude-3-haiku-20240307-v1:0',
        default: 'anthropic.claude-haiku-4-5-20251001-v1:0',
        // Custom Model Name may name the model instead.
        optional: true,
      },
      {
        label: 'Custom Model Name',
        name: 'customModel',
        type: 'string',
        description: 'Used instead of Model Name when given',
        optional: true,
      },
    ),
    {
      label: 'Custom Endpoint Host',
      name: 'endpointHost',
      type: 'string',
      description:
        'A host name only (a VPC endpoint or a proxy, e.g. bedrock-runtime.us-east-1.amazonaws.com), called over HTTPS',
      optional: true,
      additionalParams: true,
    },
    numberParam('max_tokens_to_sample', 'Max Tokens to Sample', 10, { default: 200 }),
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description: 'A Bedrock-compatible endpoint; empty for https://bedrock-runtime.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
    allowImageUploadsParam('Not used yet: images from the chat are not sent to Bedrock'),
    {
      label: 'Latency Optimized',
      name: 'latencyOptimized',
      type: 'boolean',
      description: "Ask for Bedrock's latency optimized inference (only some models offer it)",
      default: false,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use Global Inference Endpoint',
      name: 'useGlobalEndpoint',
      type: 'boolean',
      description:
        'Call the model through its global cross-region inference profile (global.<model>): Bedrock picks the region',
      default: false,
      optional: true,
      additionalParams: true,
    },
  ],
})
