import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DynamicStructuredTool } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const dir = mkdtempSync(join(tmpdir(), 'unikflow-read-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function readTool(inputs: Record<string, unknown> = {}) {
  const tool = await harness.supply('readFile', {
    inputs,
    services: harness.services({ fileWorkspace: dir }),
  })
  if (!(tool instanceof DynamicStructuredTool)) throw new Error('not a structured tool')
  return tool
}

describe('Read File', () => {
  it('reads a text file of the workspace, under its Workspace Path', async () => {
    mkdirSync(join(dir, 'notes'), { recursive: true })
    writeFileSync(join(dir, 'notes', 'plan.md'), '# Plan')
    const tool = await readTool()
    expect(tool.name).toBe('read_file')
    expect(await tool.invoke({ file_path: 'notes/plan.md' })).toBe('# Plan')
    expect(await (await readTool({ workspacePath: 'notes' })).invoke({ file_path: 'plan.md' })).toBe('# Plan')
  })

  it('refuses a path leaving the workspace and a file over its size limit', async () => {
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(2 * 1024 * 1024))
    const tool = await readTool({ maxFileSize: 1 })
    await expect(tool.invoke({ file_path: '../outside.txt' })).rejects.toThrow('leaves the workspace')
    await expect(tool.invoke({ file_path: 'big.txt' })).rejects.toThrow('larger than 1 MB')
  })
})
