import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { chatOllama_LlamaIndex } from './chatOllama_LlamaIndex.node.js'

export default defineRuntime(chatOllama_LlamaIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../chatOllama/chatOllama.runtime')),
})
