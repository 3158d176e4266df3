import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const composio = defineNode({
  name: 'composio',
  label: 'Composio',
  version: 2,
  type: 'Composio',
  category: NodeCategories.Tools,
  description: "Gives an agent the chosen actions of an app connected on Composio, run by Composio's API",
  baseClasses: ['Composio', 'Tool'],
  icon: 'tools/composio/composio.svg',
  credential: { credentialNames: ['composioApi'] },
  inputs: [
    {
      label: 'App Name',
      name: 'appName',
      type: 'string',
      description: 'The Composio app to act in, such as github or gmail',
    },
    {
      label: 'Connected Account',
      name: 'connectedAccountId',
      type: 'string',
      description: "The ID of the app's account connected on Composio; apps without sign-in need none",
      optional: true,
    },
    {
      label: 'Actions to Use',
      name: 'actions',
      type: 'string',
      description: 'Names of the Composio actions to offer, comma-separated (or a JSON array)',
    },
  ],
})
