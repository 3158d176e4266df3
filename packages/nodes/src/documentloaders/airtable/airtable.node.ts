import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

const fromUrl = (part: string) =>
  `In a table URL such as https://airtable.com/app11RobdGoX0YNsC/tblJdmvbrgizbYICO/viw9UrP77Id0CE4ee, the part starting with ${part}`

/** An Airtable table's records as documents (its REST API), one per record. */
export const airtable = defineNode({
  name: 'airtable',
  label: 'Airtable',
  version: 3.02,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the records of an Airtable table as documents, one per record',
  baseClasses: ['Document'],
  icon: 'documentloaders/airtable/airtable.svg',
  credential: { credentialNames: ['airtableApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Base Id',
      name: 'baseId',
      type: 'string',
      placeholder: 'app11RobdGoX0YNsC',
      description: fromUrl('app'),
    },
    {
      label: 'Table Id',
      name: 'tableId',
      type: 'string',
      placeholder: 'tblJdmvbrgizbYICO',
      description: fromUrl('tbl'),
    },
    {
      label: 'View Id',
      name: 'viewId',
      type: 'string',
      placeholder: 'viw9UrP77Id0CE4ee',
      description: fromUrl('viw'),
      optional: true,
    },
    {
      label: 'Include Only Fields',
      name: 'fields',
      type: 'string',
      placeholder: 'Name, Assignee, fld1u0qUz0SoOQ9Gg, fldew39v6LBN5CjUl',
      description:
        'Comma-separated field names or ids to load; empty loads every field (use ids for names with commas)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: true,
      description: 'Load every record, or at most Limit of them',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Limit',
      name: 'limit',
      type: 'number',
      default: 100,
      description: 'How many records to load when Return All is off',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
    {
      label: 'Filter By Formula',
      name: 'filterByFormula',
      type: 'string',
      placeholder: 'NOT({Id} = "")',
      description: 'An Airtable formula; only records for which it is true are loaded',
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: documentOutputs,
})
