import { classifyInput, InputKinds, type TInputParam, type TNodeData } from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
import { CredentialSelect } from './CredentialParam'
import { ParamField } from './ParamField'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Agentflow v2's `loadConfig` params (an LLM's model): the chosen catalogue node's own credential and
 * params, stored as Flowise does in `<input>Config` with the choice repeated in it. Another choice starts
 * from an empty config.
 */
export function ChoiceConfigFields({ data, input }: { data: TNodeData; input: TInputParam }) {
  const { getDescriptor, setInput } = useCanvasActions()
  const choice = data.inputs[input.name]
  const descriptor = typeof choice === 'string' && choice ? getDescriptor(choice) : undefined
  if (!descriptor || typeof choice !== 'string') return null
  const key = `${input.name}Config`
  const stored = data.inputs[key]
  const config = isRecord(stored) && stored[input.name] === choice ? stored : {}
  const change = (name: string, value: unknown) =>
    setInput(data.id, key, { ...config, [input.name]: choice, [name]: value })
  const fields = descriptor.inputs.filter(
    (i) => classifyInput(i.type) === InputKinds.Param && !i.additionalParams && !i.hidden,
  )
  // The chosen node's fields read their options (a model list) as that node, with the config as inputs.
  const asChosen: TNodeData = { ...data, name: choice, inputs: config }
  const credential = typeof config.credential === 'string' ? config.credential : ''
  return (
    <div className="uf-config" data-testid={`config-${input.name}`}>
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
          <ParamField
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
