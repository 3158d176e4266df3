import type { TVec3 } from './scene-types'

/** Saved node inputs are untyped JSON (strings from text fields, numbers, booleans): read them defensively. */
export type TInputs = Readonly<Record<string, unknown>>

export function readString(inputs: TInputs, key: string, fallback: string): string {
  const value = inputs[key]
  if (typeof value === 'string' && value.trim() !== '') return value
  if (typeof value === 'number') return String(value)
  return fallback
}

export function readNumber(inputs: TInputs, key: string, fallback: number): number {
  const value = inputs[key]
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : fallback
}

export function readBoolean(inputs: TInputs, key: string, fallback: boolean): boolean {
  const value = inputs[key]
  if (typeof value === 'boolean') return value
  if (value === 'true') return true
  if (value === 'false') return false
  return fallback
}

export function readOneOf<T extends string>(
  inputs: TInputs,
  key: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = inputs[key]
  return options.find((o) => o === value) ?? fallback
}

export function readVec3(inputs: TInputs, prefix: string, fallback: TVec3): TVec3 {
  return {
    x: readNumber(inputs, `${prefix}X`, fallback.x),
    y: readNumber(inputs, `${prefix}Y`, fallback.y),
    z: readNumber(inputs, `${prefix}Z`, fallback.z),
  }
}

/** Colours reach HTML, CSS and JS: only `#rgb` / `#rrggbb` pass, anything else is the fallback. */
export function readColor(inputs: TInputs, key: string, fallback: string): string {
  const value = inputs[key]
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())
    ? value.trim()
    : fallback
}

export const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n))
