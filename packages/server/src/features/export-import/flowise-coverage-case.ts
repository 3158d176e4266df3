import type { TPredictionResponse } from '@unikflow/graph'
import type { CoverageDoubles } from './flowise-coverage-doubles'

export interface CoverageRun {
  d: CoverageDoubles
  /** Asks the flow imported from the case's file (or, by name, another flow of its file). */
  ask(question: string, options?: { chatId?: string; flow?: string }): Promise<TPredictionResponse>
  /** Asks a flow whose run must fail (a node needing what the test cannot give); the error's message. */
  askFailing(question: string, options: { flow: string }): Promise<string>
  /** False on a PostgreSQL without pgvector: the unik's document stores cannot hold vectors there. */
  storeVectors: boolean
  /** Sends a request to the webhook of the case's (last) flow: `/api/v1/webhook/:flowId`. */
  webhook(request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    query?: Record<string, string>
    headers?: Record<string, string>
    payload?: string
  }): Promise<{ statusCode: number; body: string }>
  skip(reason: string): void
}

/** One file of testkit/fixtures/flowise-coverage: what a run of its (last) flow is asked and answers. */
export interface CoverageCase {
  file: string
  run(r: CoverageRun): Promise<void>
}

export const tools = (a: TPredictionResponse) => a.usedTools?.map((u) => u.tool)
export const chatBodies = (d: CoverageDoubles) =>
  d.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).map((c) => JSON.stringify(c.body))
