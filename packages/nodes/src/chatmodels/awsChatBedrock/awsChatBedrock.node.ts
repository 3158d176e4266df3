import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { allowImageUploadsParam, chatModelHead, numberParam } from '../../shared/inputs'

export const awsChatBedrock = defineNode({
  name: 'awsChatBedrock',
  label: 'AWS ChatBedrock',
  version: 4,
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
        default: 'anthropic.claude-3-haiku',
      },
      {
        label: 'Custom Model Name',
        name: 'customModel',
        type: 'string',
        description: 'Used instead of Model Name when given',
        optional: true,
      },
    ),
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
  ],
})
