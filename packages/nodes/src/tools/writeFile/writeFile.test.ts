import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DynamicStructuredTool } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()
const dir = mkdtempSync(join(tmpdir(), 'unikflow-write-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('Write File', () => {
  it('writes a text file into its Workspace Path, refusing types it does not allow', async () => {
    const workspace = join(dir, 'unik-w', 'files')
    const tool = await harness.supply('writeFile', {
      inputs: { workspacePath: 'reports', allowedExtensions: '.txt,.md' },
      services: harness.services({ fileWorkspace: workspace }),
    })
    if (!(tool instanceof DynamicStructuredTool)) throw new Error('not a structured tool')
    expect(tool.name).toBe('write_file')
    expect(await tool.invoke({ file_path: 'q1/sum.md', text: '# Sum' })).toBe('File written to q1/sum.md')
    expect(readFileSync(join(workspace, 'reports', 'q1', 'sum.md'), 'utf8')).toBe('# Sum')
    await expect(tool.invoke({ file_path: 'run.sh', text: 'x' })).rejects.toThrow(
      'allowed file types are .txt, .md',
    )
    expect(existsSync(join(workspace, 'reports', 'run.sh'))).toBe(false)
  })

  it('keeps the workspace within its quota: a replaced file counts once, a write past it is refused', async () => {
    const quotaWorkspace = join(dir, 'unik-q', 'files')
    harness.openai.queue(
      { toolCalls: [{ name: 'write_file', arguments: { file_path: 'a.txt', text: 'a'.repeat(600) } }] },
      { toolCalls: [{ name: 'write_file', arguments: { file_path: 'a.txt', text: 'b'.repeat(900) } }] },
      { toolCalls: [{ name: 'write_file', arguments: { file_path: 'c/b.txt', text: 'c'.repeat(200) } }] },
      { content: 'done' },
    )
    const result = await harness.runFlow(toolAgentFlow([{ id: 'w', name: 'writeFile' }]), {
      question: 'files',
      services: harness.services({ fileWorkspace: quotaWorkspace, fileWorkspaceQuotaBytes: 1000 }),
    })
    expect(result.usedTools?.map((t) => t.toolOutput)).toEqual([
      'File written to a.txt',
      'File written to a.txt',
      expect.stringContaining('over the workspace quota of 1 KB (FILE_WORKSPACE_QUOTA_MB)'),
    ])
    expect(readFileSync(join(quotaWorkspace, 'a.txt'), 'utf8')).toBe('b'.repeat(900))
    expect(existsSync(join(quotaWorkspace, 'c', 'b.txt'))).toBe(false)
  })
})
