import type { TInputDefinition } from '@unikflow/graph'

/** Params the UPDL nodes share; field names are what packages/updl's buildScene reads. */
export const updlOptions = (names: readonly string[]) =>
  names.map((name) => ({ label: name.charAt(0).toUpperCase() + name.slice(1), name }))

export function vec3Params(
  prefix: string,
  label: string,
  fallback: readonly [number, number, number],
): TInputDefinition[] {
  return (['X', 'Y', 'Z'] as const).map((axis, i) => ({
    label: `${label} ${axis}`,
    name: `${prefix}${axis}`,
    type: 'number',
    default: fallback[i],
    optional: true,
    additionalParams: true,
  }))
}

export const colorParam = (name: string, label: string, fallback: string): TInputDefinition => ({
  label,
  name,
  type: 'string',
  description: 'A colour as #rrggbb',
  default: fallback,
  optional: true,
})

/** A number or boolean field with a default, always optional (a scene works with every default). */
const plainParam =
  <T extends number | boolean>(type: 'number' | 'boolean') =>
  (name: string, label: string, fallback: T, extra: Partial<TInputDefinition> = {}): TInputDefinition => ({
    label,
    name,
    type,
    default: fallback,
    optional: true,
    ...extra,
  })

export const numberParam = plainParam<number>('number')
export const booleanParam = plainParam<boolean>('boolean')
