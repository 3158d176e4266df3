import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tool an agent publishes messages with, to one AWS SNS topic. */
export const awsSNS = defineNode({
  name: 'awsSNS',
  label: 'AWS SNS',
  version: 1,
  type: 'AWSSNS',
  category: NodeCategories.Tools,
  description: 'Lets an agent publish messages to an AWS SNS topic',
  baseClasses: ['AWSSNS', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/awsSNS/awsSNS.svg',
  credential: { label: 'AWS Credentials', credentialNames: ['awsApi'] },
  inputs: [
    {
      label: 'AWS Region',
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: 'The AWS region of the topic',
    },
    {
      label: 'SNS Topic',
      name: 'topicArn',
      type: 'string',
      placeholder: 'arn:aws:sns:us-east-1:123456789012:alerts',
      description: 'The ARN of the topic to publish to',
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      description: 'An SNS-compatible endpoint; empty for https://sns.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
