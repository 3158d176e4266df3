import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { microsoftWord } from './microsoftWord.node.js'

/** Its file input has the Docx File node's name, so that runtime reads the files (zip-guarded, mammoth). */
export default defineRuntime(microsoftWord, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../docxFile/docxFile.runtime')),
})
