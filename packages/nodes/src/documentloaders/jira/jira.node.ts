import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The issues of a Jira project (its REST API), one document per issue. */
export const jira = defineNode({
  name: 'jira',
  label: 'Jira',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the issues of a Jira project as documents, one per issue',
  baseClasses: ['Document'],
  icon: 'documentloaders/jira/jira.svg',
  credential: { credentialNames: ['jiraApi'] },
  inputs: [
    { label: 'Host', name: 'host', type: 'string', placeholder: 'https://jira.example.com' },
    { label: 'Project Key', name: 'projectKey', type: 'string', default: 'main' },
    {
      label: 'Limit per request',
      name: 'limitPerRequest',
      type: 'number',
      step: 1,
      placeholder: '100',
      optional: true,
    },
    {
      label: 'Created after',
      name: 'createdAfter',
      type: 'string',
      placeholder: '2024-01-01',
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
