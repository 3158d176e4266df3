import { beforeAll, describe, expect, it } from 'vitest'
import { runUserCode, SandboxError } from './run-user-code'

// Code that only allocates must be stopped by the memory limit soon after crossing it, not by the
// (longer) time limit: each pattern grows the heap as fast as it can.
describe('sandbox memory limit', () => {
  // Starting the worker threads is not what is measured here.
  beforeAll(() => Promise.all([runUserCode('return 1'), runUserCode('return 2')]))

  it.each([
    ['doubling a string', 'let s = "x"; while (true) s += s'],
    ['objects in an array', 'const a = []; while (true) a.push({ n: a.length, s: "y".repeat(100) })'],
    ['megabyte strings in an array', 'const a = []; while (true) a.push("x".repeat(1e6) + a.length)'],
    ['typed arrays', 'const a = []; while (true) a.push(new Uint8Array(1e6))'],
  ])('%s stops within about a second with an out-of-memory error', async (_label, code) => {
    const started = Date.now()
    const error = await runUserCode(code, { timeoutMs: 30_000, memoryLimitBytes: 32 * 1024 * 1024 }).catch(
      (e: unknown) => e,
    )
    const ms = Date.now() - started
    expect(error).toBeInstanceOf(SandboxError)
    expect(String((error as Error).message)).toMatch(/out of memory|too long|allocation/i)
    expect(ms).toBeLessThan(2_500)
  })

  it('the time limit per call is the caller’s (SANDBOX_TIMEOUT_MS on the server)', async () => {
    const started = Date.now()
    const error = await runUserCode('while (true) {}', { timeoutMs: 300 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'SANDBOX_TIMEOUT', message: 'Code timed out after 300 ms' })
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})
