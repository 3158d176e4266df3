import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const webBrowser = defineNode({
  name: 'webBrowser',
  label: 'Web Browser',
  version: 1,
  type: 'WebBrowser',
  category: NodeCategories.Tools,
  description:
    'Lets an agent read a web page: the parts of the page closest to its question are answered by the model',
  baseClasses: ['WebBrowser', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/webBrowser/webBrowser.svg',
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
  ],
})
