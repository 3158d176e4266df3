import type { ComponentType } from 'react'
import { classifyInput, InputKinds, type TNodeData } from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
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
  const descriptor = typeof choice === 'string' && choice ? getDescriptor(choice) : undefined
  if (!descriptor || typeof choice !== 'string') return null
  const config = choiceConfigOf(stored, fieldName, choice)
  const change = (name: string, value: unknown) => onChange({ ...config, [fieldName]: choice, [name]: value })
  const fields = descriptor.inputs.filter(
    (i) => classifyInput(i.type) === InputKinds.Param && !i.additionalParams && !i.hidden,
  )
  // The chosen node's fields read their options (a model list) as that node, with the config as inputs.
  const asChosen: TNodeData = { ...data, name: choice, inputs: config }
  const credential = typeof config.credential === 'string' ? config.credential : ''
  return (
    <div className="uf-config" data-testid={`config-${fieldName}`}>
      {descriptor.credential && (
        <div className="uf-param">
          <div className="uf-param__label">{descriptor.credential.label ?? 'Connect Credential'}</div>
          <CredentialSelect
            kinds={descriptor.credential.credentialNames}
            value={credential}
            label={descriptor.credential.label}
            onChange={(id) => change('credential', id)}
          />
        </div>
      )}
      {fields.map((field) => (
        <div className="uf-param" key={field.name}>
          <div className="uf-param__label">{field.label}</div>
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
