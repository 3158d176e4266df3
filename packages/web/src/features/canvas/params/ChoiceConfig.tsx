import type { ComponentType } from 'react'
import {
  classifyInput,
  DEFAULT_CREDENTIAL_LABEL,
  InputKinds,
  isCredentialRequired,
  isParamRequired,
  type TNodeData,
} from '@unikflow/graph'
import { translateInput } from '../../../i18n/catalogue-text'
import { useCanvasActions } from '../CanvasContext'
import { isInputVisible } from '../model/display-conditions'
import { useCardTexts } from '../nodes/card-texts'
import { choiceConfigOf } from './array-rows'
import { CredentialSelect } from './CredentialParam'
import type { ParamFieldProps } from './param-types'

/**
 * The chosen catalogue node's own credential and params (Agentflow v2's `loadConfig`: an LLM's model, an
 * Agent's tool), edited as one config object `{ <field>: choice, ...inputs }` — Flowise's `<field>Config`.
 */
export function ChoiceConfig({
  data,
  fieldName,
  choice,
  stored,
  onChange,
  Field,
}: {
  data: TNodeData
  fieldName: string
  choice: unknown
  stored: unknown
  onChange: (config: Record<string, unknown>) => void
  /** The param editor (ParamField), passed in so the editors and this file do not import each other. */
  Field: ComponentType<ParamFieldProps>
}) {
  const { getDescriptor } = useCanvasActions()
  const { text } = useCardTexts()
  const descriptor = typeof choice === 'string' && choice ? getDescriptor(choice) : undefined
  if (!descriptor || typeof choice !== 'string') return null
  const config = choiceConfigOf(stored, fieldName, choice)
  const change = (name: string, value: unknown) => onChange({ ...config, [fieldName]: choice, [name]: value })
  // The input that makes the credential unnecessary (a Base Path) is shown too, though an additional param.
  const ruleField = descriptor.credential?.optionalWhenSet
  const fields = descriptor.inputs
    .filter(
      (i) =>
        classifyInput(i.type) === InputKinds.Param &&
        (!i.additionalParams || i.name === ruleField) &&
        !i.hidden &&
        // Shown and hidden by the config's own values, as on the chosen node's card.
        isInputVisible(i, { id: data.id, inputs: config }),
    )
    .map((i) => translateInput(i, text))
  // The chosen node's fields read their options (a model list) as that node, with the config as inputs.
  const asChosen: TNodeData = { ...data, name: choice, inputs: config }
  const credential = typeof config.credential === 'string' ? config.credential : ''
  const credentialLabel = text(descriptor.credential?.label ?? DEFAULT_CREDENTIAL_LABEL)
  const ruleLabel = descriptor.inputs.find((i) => i.name === ruleField)?.label ?? ruleField
  const star = <span className="uf-req">&nbsp;*</span>
  return (
    <div className="uf-config" data-testid={`config-${fieldName}`}>
      {descriptor.credential && (
        <div className="uf-param">
          <div className="uf-param__label">
            <span>
              {credentialLabel}
              {isCredentialRequired(descriptor.credential, config) && star}
            </span>
          </div>
          <CredentialSelect
            kinds={descriptor.credential.credentialNames}
            value={credential}
            label={credentialLabel}
            optionalWhen={ruleLabel}
            onChange={(id) => change('credential', id)}
          />
        </div>
      )}
      {fields.map((field) => (
        <div className="uf-param" key={field.name}>
          <div className="uf-param__label">
            <span>
              {field.label}
              {isParamRequired(field, config) && star}
            </span>
          </div>
          <Field
            nodeId={data.id}
            data={asChosen}
            input={field}
            value={config[field.name] ?? field.default}
            onChange={(value) => change(field.name, value)}
          />
        </div>
      ))}
    </div>
  )
}
