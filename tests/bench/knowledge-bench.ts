// The knowledge figures: computed by packages/server/src/bench/knowledge-figures.ts in a process
// of its own (it uses the server's sqlite-vec index and record manager from source), added to the report.
import { execFileSync } from 'node:child_process'
import type { Report } from './report'

type Figure = { figure: string; value: number; unit: string; target: number; higherIsBetter?: boolean }

function isFigure(v: unknown): v is Figure {
  return typeof v === 'object' && v !== null && 'figure' in v && 'value' in v && 'unit' in v && 'target' in v
}

export async function benchKnowledge(table: Report): Promise<void> {
  const out = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--conditions=@unikflow/source',
      'packages/server/src/bench/knowledge-figures.ts',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const last = out.trim().split('\n').at(-1) ?? '[]'
  const figures: unknown = JSON.parse(last)
  for (const f of Array.isArray(figures) ? figures.filter(isFigure) : [])
    table.add(f.figure, f.value, f.unit, f.target, f.higherIsBetter ? { higherIsBetter: true } : {})
}
