import { mkdir, writeFile as writeText } from 'node:fs/promises'
import { dirname } from 'node:path'
import { defineRuntime } from '../../runtime'
import {
  FileAccessRefusedError,
  readFileWorkspace,
  resolveWorkspaceFile,
  writeWithinQuota,
} from '../../shared/file-workspace'
import { WRITE_FILE_SCHEMA } from './write-file-schema'
import { writeFile } from './writeFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

export default defineRuntime(writeFile, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const workspace = readFileWorkspace(ctx)
    return new DynamicStructuredTool({
      name: 'write_file',
      description:
        'Writes text to a file of the workspace, replacing it if it exists. Give the path relative to the workspace.',
      schema: WRITE_FILE_SCHEMA,
      func: async (args: Record<string, unknown>) => {
        const asked = String(args.file_path ?? '')
        const text = String(args.text ?? '')
        if (workspace.maxBytes > 0 && Buffer.byteLength(text) > workspace.maxBytes)
          throw new FileAccessRefusedError(`Refused "${asked}": the text is larger than the size limit`)
        const path = await resolveWorkspaceFile(workspace, asked)
        await writeWithinQuota(workspace, { path, asked, bytes: Buffer.byteLength(text) }, async () => {
          await mkdir(dirname(path), { recursive: true })
          await writeText(path, text, 'utf8')
        })
        return `File written to ${asked}`
      },
    })
  },
})
