// First prediction after a start: a stored LLM-chain flow asked once right after the server is ready
// (1 s later, as a first visitor would), with the background warm-up (default) and without (WARM_UP=false).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeOpenAI } from '@unikflow/testkit'
import { startAppServer } from '../support/app-server'
import { createUnik, login, registerUser } from '../support/api'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'

export interface FirstPrediction {
  warmMs: number
  coldMs: number
  /** A later prediction on the same server: what the first one is compared with. */
  steadyMs: number
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

export async function benchFirstPrediction(): Promise<FirstPrediction> {
  const fake = await startFakeOpenAI()
  fake.respondWith(() => ({ content: 'A fine name: Sockety.' }))
  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-bench-first-'))
  try {
    const setup = await startAppServer({}, { dataDir })
    await registerUser(setup.url, 'bench@example.com', 'Bench-pass-1')
    let token = await login(setup.url, 'bench@example.com', 'Bench-pass-1')
    const unik = await createUnik(setup.url, token, 'Bench')
    const flow = await createLlmChainFlow({
      baseUrl: setup.url,
      token,
      unikId: unik.id,
      name: 'First',
      fakeBaseUrl: fake.baseUrl,
    })
    await setup.stop()

    const firstAfterStart = async (env: Record<string, string>) => {
      const server = await startAppServer(env, { dataDir })
      try {
        await new Promise((r) => setTimeout(r, 1_000))
        token = await login(server.url, 'bench@example.com', 'Bench-pass-1')
        const ask = () =>
          apiCall(server.url, token, 'POST', `/internal-prediction/${flow.id}`, { question: 'socks' })
        const first = await timed(ask)
        const later: number[] = []
        for (let i = 0; i < 5; i++) later.push(await timed(ask))
        later.sort((a, b) => a - b)
        return { first, steady: later[2] ?? 0 }
      } finally {
        await server.stop()
      }
    }
    const cold = await firstAfterStart({ WARM_UP: 'false' })
    const warm = await firstAfterStart({})
    return { warmMs: warm.first, coldMs: cold.first, steadyMs: warm.steady }
  } finally {
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
