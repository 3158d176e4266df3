import { randomBytes } from 'node:crypto'
import type { TAnalyticProviderConfig } from '@unikflow/graph'
import type { RunForExport } from '../otlp-export'
import type { TraceRequest } from './post-trace-requests'

export type { TraceRequest }

/**
 * A tracing service: the credential kind its settings name, and the requests that carry a finished run
 * to it (built from the run's trace, the flow's settings for it and the credential's values).
 */
export interface TraceSender {
  credentialName: string
  requests(
    run: RunForExport,
    settings: TAnalyticProviderConfig,
    credential: Record<string, string>,
  ): TraceRequest[]
}

export const jsonHeaders = { 'content-type': 'application/json' }

/** A credential's URL field, or the service's own; without the trailing slash. */
export function baseUrlOf(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '')
}

/** A trace value (JSON text) as a value: a summarised input or output, or its text when not JSON. */
export function traceValue(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return json
  }
}

/** ISO time of a moment `offsetMs` after the run started. */
export const isoAt = (run: RunForExport, offsetMs: number) =>
  new Date(run.startedAt.getTime() + offsetMs).toISOString()

/** A UUID v7 (time-ordered), which Opik requires and the others accept. */
export function uuidV7(ms: number = Date.now()): string {
  const bytes = randomBytes(16)
  bytes.writeUIntBE(Math.floor(ms), 0, 6)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
