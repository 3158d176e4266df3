import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { faissFolderOf, hasSavedIndex, noSavedIndexMessage } from '../faiss/faiss-saved-index'
import { supplyAsLegacy } from '../legacy-runtime'
import { faissExistingIndex } from './faissExistingIndex.node.js'

export default defineRuntime(faissExistingIndex, {
  kind: 'supply',
  async supply(ctx) {
    // Checked here: the Faiss node would say to connect documents, and this node has no Document input.
    if (!(await hasSavedIndex(faissFolderOf(ctx))))
      throw new NodeInputError(noSavedIndexMessage(getString(ctx, 'basePath'), false))
    return supplyAsLegacy(ctx, 'existing', () => import('../faiss/faiss.runtime'))
  },
})
