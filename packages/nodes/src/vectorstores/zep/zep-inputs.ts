import type { TInputDefinition } from '@unikflow/graph'

/** The collection and its filter, as both Zep nodes show them. */
export const zepCollectionParams: TInputDefinition[] = [
  {
    label: 'Zep Collection',
    name: 'zepCollection',
    type: 'string',
    placeholder: 'my-first-collection',
    description: 'Made on the first upsert if missing',
  },
  {
    label: 'Zep Metadata Filter',
    name: 'zepMetadataFilter',
    type: 'json',
    description:
      'Zep’s metadata filter every search keeps to, e.g. {"where": {"jsonpath": "$[*] ? (@.topic == \\"faq\\")"}}',
    optional: true,
    additionalParams: true,
    acceptVariable: true,
  },
]
