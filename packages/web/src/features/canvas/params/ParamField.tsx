import {
  AGENTFLOW_START_NODE,
  CredentialParamType,
  isParamType,
  isSecretInput,
  ParamTypes,
  exhaustiveSwitchError,
  REDACTED_CREDENTIAL_VALUE,
} from '@unikflow/graph'
import { ArrayParam } from './ArrayParam'
import { CodeParam } from './CodeParam'
import { CredentialParam } from './CredentialParam'
import { DatagridParam } from './DatagridParam'
import { FileParam } from './FileParam'
import { OptionsParam } from './OptionsParam'
import type { ParamFieldProps } from './param-types'
import { SavedSecretParam } from './SavedSecretParam'
import { TabsParam } from './TabsParam'
import { TextParam } from './TextParam'
import { DaysParam } from './DaysParam'
import { WebhookUrlParam, WEBHOOK_URL_INPUT } from './WebhookUrlParam'

/** The editor for one param, by its type (every type the spec lists, and the credential selector). */
export function ParamField(props: ParamFieldProps) {
  const { type } = props.input
  if (type === CredentialParamType) return <CredentialParam {...props} />
  if (isSecretInput(props.input) && props.value === REDACTED_CREDENTIAL_VALUE)
    return <SavedSecretParam {...props} />
  if (!isParamType(type)) return <TextParam {...props} />
  if (props.input.name === WEBHOOK_URL_INPUT && props.data.name === AGENTFLOW_START_NODE)
    return <WebhookUrlParam label={props.input.label ?? props.input.name} />
  switch (type) {
    case ParamTypes.String:
    case ParamTypes.Password:
    case ParamTypes.Number:
    case ParamTypes.Date:
    case ParamTypes.TimePicker:
    case ParamTypes.DatePicker:
      return <TextParam {...props} />
    case ParamTypes.WeekDaysPicker:
      return <DaysParam {...props} kind="week" />
    case ParamTypes.MonthDaysPicker:
      return <DaysParam {...props} kind="month" />
    case ParamTypes.Boolean:
      return (
        <input
          type="checkbox"
          role="switch"
          className="uf-switch nodrag"
          checked={props.value === true || props.value === 'true'}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-label={props.input.label ?? props.input.name}
        />
      )
    case ParamTypes.Options:
    case ParamTypes.MultiOptions:
    case ParamTypes.AsyncOptions:
    case ParamTypes.AsyncMultiOptions:
      return <OptionsParam {...props} />
    case ParamTypes.Datagrid:
      return <DatagridParam {...props} />
    case ParamTypes.Code:
      return <CodeParam {...props} language="javascript" />
    case ParamTypes.Json:
      return <CodeParam {...props} language="json" />
    case ParamTypes.File:
    case ParamTypes.Folder:
      return <FileParam {...props} />
    case ParamTypes.Tabs:
    case ParamTypes.ConditionFunction:
      return <TabsParam {...props} Field={ParamField} />
    case ParamTypes.Array:
      return <ArrayParam {...props} Field={ParamField} />
    default:
      return exhaustiveSwitchError(type)
  }
}
