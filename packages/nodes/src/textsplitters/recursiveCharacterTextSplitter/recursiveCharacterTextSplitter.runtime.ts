import { defineRuntime } from '../../runtime'
import { getNumber, getString } from '../../shared/read-inputs'
import { createOffThreadSplitter } from '../off-thread-splitter'
import { recursiveCharacterTextSplitter } from './recursiveCharacterTextSplitter.node.js'

function readSeparators(raw: string): string[] | undefined {
  if (!raw.trim()) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed)) return parsed.map(String)
  } catch {
    return raw.split(',')
  }
  return undefined
}

export default defineRuntime(recursiveCharacterTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const separators = readSeparators(getString(ctx, 'separators'))
    return createOffThreadSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
      ...(separators ? { separators } : {}),
    })
  },
})
