import { exhaustiveSwitchError } from './exhaustive-switch-error'

/** Input types edited in place on the node card. Every other input type is a class name: an anchor. */
export const ParamTypes = {
  AsyncOptions: 'asyncOptions',
  AsyncMultiOptions: 'asyncMultiOptions',
  Options: 'options',
  MultiOptions: 'multiOptions',
  Datagrid: 'datagrid',
  String: 'string',
  Number: 'number',
  Boolean: 'boolean',
  Password: 'password',
  Json: 'json',
  Code: 'code',
  Date: 'date',
  File: 'file',
  Folder: 'folder',
  Tabs: 'tabs',
  ConditionFunction: 'conditionFunction',
  /** Agentflow v2: a list of rows, each with the fields the input's `array` declares. */
  Array: 'array',
  /** Agentflow v2 schedules: a time of day, stored as "HH:mm". */
  TimePicker: 'timePicker',
  /** Days of the week, stored as "1,3,5" (1 Monday … 7 Sunday). */
  WeekDaysPicker: 'weekDaysPicker',
  /** Days of the month, stored as "1,15" ("L": the last day). */
  MonthDaysPicker: 'monthDaysPicker',
  /** A calendar date, stored as "YYYY-MM-DD". */
  DatePicker: 'datePicker',
} as const
export type TParamType = (typeof ParamTypes)[keyof typeof ParamTypes]

/** The credential selector is stored among the params but is declared apart on a descriptor. */
export const CredentialParamType = 'credential'

export const InputKinds = { Param: 'param', Anchor: 'anchor' } as const
export type TInputKind = (typeof InputKinds)[keyof typeof InputKinds]

export const HandleDirections = { Input: 'input', Output: 'output' } as const
export type THandleDirection = (typeof HandleDirections)[keyof typeof HandleDirections]

/** Output anchors are either one plain anchor or one `options` anchor grouping several outputs. */
export const OutputAnchorKinds = { Single: 'single', Options: 'options' } as const
export type TOutputAnchorKind = (typeof OutputAnchorKinds)[keyof typeof OutputAnchorKinds]

const paramTypeSet: ReadonlySet<string> = new Set(Object.values(ParamTypes))

export function isParamType(type: string): type is TParamType {
  return paramTypeSet.has(type)
}

export function classifyInput(type: string): TInputKind {
  return type === CredentialParamType || isParamType(type) ? InputKinds.Param : InputKinds.Anchor
}

/**
 * Inputs whose value is a secret: `password` inputs, and inputs declared `secret` whose editor is another
 * (JSON headers, an MCP config). The one test every place that stores, shows, exports or traces a node's
 * inputs asks.
 */
export function isSecretInput(param: {
  readonly type: string
  readonly secret?: boolean | undefined
}): boolean {
  return param.type === ParamTypes.Password || param.secret === true
}

/** Input values whose type holds secrets or machine-local paths never leave the server in an export. */
export function isSecretParamType(type: TParamType): boolean {
  switch (type) {
    case ParamTypes.Password:
    case ParamTypes.File:
    case ParamTypes.Folder:
      return true
    case ParamTypes.AsyncOptions:
    case ParamTypes.AsyncMultiOptions:
    case ParamTypes.Options:
    case ParamTypes.MultiOptions:
    case ParamTypes.Datagrid:
    case ParamTypes.String:
    case ParamTypes.Number:
    case ParamTypes.Boolean:
    case ParamTypes.Json:
    case ParamTypes.Code:
    case ParamTypes.Date:
    case ParamTypes.Tabs:
    case ParamTypes.ConditionFunction:
    case ParamTypes.Array:
    case ParamTypes.TimePicker:
    case ParamTypes.WeekDaysPicker:
    case ParamTypes.MonthDaysPicker:
    case ParamTypes.DatePicker:
      return false
    default:
      return exhaustiveSwitchError(type)
  }
}
