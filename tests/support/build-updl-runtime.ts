import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Vitest global setup: bundles the browser runtime of UPDL pages (packages/updl/src/runtime, what
 * `npm run build -w @unikflow/updl` does) so page tests and journeys never run a stale or missing one.
 */
export default function buildUpdlRuntime(): void {
  const script = fileURLToPath(new URL('../../packages/updl/build-runtime.mjs', import.meta.url))
  execFileSync(process.execPath, [script], { stdio: 'pipe' })
}
