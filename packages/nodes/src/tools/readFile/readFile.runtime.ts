import { readFile as readText } from 'node:fs/promises'
import { defineRuntime } from '../../runtime'
import { checkFileSize, readFileWorkspace, resolveWorkspaceFile } from '../../shared/file-workspace'
import { READ_FILE_SCHEMA } from './read-file-schema'
import { readFile } from './readFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

export default defineRuntime(readFile, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const workspace = readFileWorkspace(ctx)
    return new DynamicStructuredTool({
      name: 'read_file',
      description: 'Reads a text file of the workspace. The input is its path relative to the workspace.',
      schema: READ_FILE_SCHEMA,
      func: async (args: Record<string, unknown>) => {
        const asked = String(args.file_path ?? '')
        const path = await resolveWorkspaceFile(workspace, asked)
        await checkFileSize(workspace, path, asked)
        return readText(path, 'utf8')
      },
    })
  },
})
