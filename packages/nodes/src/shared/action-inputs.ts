import type { TInputDefinition } from '@unikflow/graph'

/** A multiOptions input choosing a service tool's actions (`[label, name]` pairs), shown for its type. */
export function actionsInput(
  label: string,
  name: string,
  options: readonly (readonly [string, string])[],
  show?: Readonly<Record<string, string | string[]>>,
): TInputDefinition {
  return {
    label,
    name,
    type: 'multiOptions',
    options: options.map(([optionLabel, optionName]) => ({ label: optionLabel, name: optionName })),
    ...(show ? { show: { ...show } } : {}),
  }
}

/** An options input choosing which group of actions a service tool offers. */
export function actionTypeInput(
  label: string,
  name: string,
  options: readonly (readonly [string, string])[],
): TInputDefinition {
  return {
    label,
    name,
    type: 'options',
    options: options.map(([optionLabel, optionName]) => ({ label: optionLabel, name: optionName })),
  }
}

/**
 * An optional default of an action's argument, shown when `actionsInput` picks one of `actions`: the
 * model's own argument replaces it when it gives one.
 */
export function actionParam(
  label: string,
  name: string,
  show: Readonly<Record<string, string[]>>,
  description: string,
  extra: Partial<TInputDefinition> = {},
): TInputDefinition {
  return {
    label,
    name,
    type: 'string',
    description,
    show: { ...show },
    additionalParams: true,
    optional: true,
    ...extra,
  }
}

/** The extra fields of a number default. */
export const numberDefault = (value: number): Partial<TInputDefinition> => ({
  type: 'number',
  default: value,
})
