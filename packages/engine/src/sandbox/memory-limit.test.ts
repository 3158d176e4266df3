import { beforeAll, describe, expect, it } from 'vitest'
import { runUserCode, SandboxError } from './run-user-code'
import { DEFAULT_TIMEOUT_MS } from './sandbox-types'

// Code that only allocates must be stopped by the memory limit, not by the (much longer) time limit: each
// pattern grows the heap as fast as it can. How soon it stops is a figure for a bench, not a wall-clock
// threshold here (one failed at 2.6 s on a loaded CI machine); the error's kind says which limit stopped it.
describe('sandbox memory limit', () => {
  // Starting the worker threads is not what is measured here.
  beforeAll(() => Promise.all([runUserCode('return 1'), runUserCode('return 2')]))

  it.each([
    ['doubling a string', 'let s = "x"; while (true) s += s'],
    ['objects in an array', 'const a = []; while (true) a.push({ n: a.length, s: "y".repeat(100) })'],
    ['megabyte strings in an array', 'const a = []; while (true) a.push("x".repeat(1e6) + a.length)'],
    ['typed arrays', 'const a = []; while (true) a.push(new Uint8Array(1e6))'],
  ])('%s is stopped by the memory limit with an out-of-memory error', async (_label, code) => {
    const error = await runUserCode(code, { timeoutMs: 30_000, memoryLimitBytes: 32 * 1024 * 1024 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SandboxError)
    expect((error as SandboxError).code).not.toBe('SANDBOX_TIMEOUT')
    expect(String((error as Error).message)).toMatch(/out of memory|too long|allocation/i)
  })

  it('the time limit per call is the caller’s (SANDBOX_TIMEOUT_MS on the server)', async () => {
    const started = Date.now()
    const error = await runUserCode('while (true) {}', { timeoutMs: 300 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'SANDBOX_TIMEOUT', message: 'Code timed out after 300 ms' })
    // Well before the 10 s default: the caller's limit is the one applied.
    expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS / 2)
  })
})
