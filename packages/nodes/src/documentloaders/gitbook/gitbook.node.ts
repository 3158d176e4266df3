import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** Pages of a GitBook site: one page, or every page its sitemap lists. */
export const gitbook = defineNode({
  name: 'gitbook',
  label: 'GitBook',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads a page of a GitBook site, or every page of it, one document per page',
  baseClasses: ['Document'],
  icon: 'documentloaders/gitbook/gitbook.svg',
  inputs: [
    {
      label: 'Web Path',
      name: 'webPath',
      type: 'string',
      placeholder: 'https://docs.gitbook.com/product-tour/navigation',
      description: 'A page’s URL; to load every page, give the site’s root (e.g. https://docs.gitbook.com/)',
    },
    {
      label: 'Should Load All Paths',
      name: 'shouldLoadAllPaths',
      type: 'boolean',
      description: 'Load every page the site’s sitemap.xml lists',
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
