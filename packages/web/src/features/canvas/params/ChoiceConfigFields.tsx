import type { TInputParam, TNodeData } from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
import { configKeyOf } from './array-rows'
import { ChoiceConfig } from './ChoiceConfig'
import { ParamField } from './ParamField'

/** A node-level `loadConfig` param's config, stored in the node's `<input>Config`. */
export function ChoiceConfigFields({ data, input }: { data: TNodeData; input: TInputParam }) {
  const { setInput } = useCanvasActions()
  const key = configKeyOf(input.name)
  return (
    <ChoiceConfig
      data={data}
      fieldName={input.name}
      choice={data.inputs[input.name]}
      stored={data.inputs[key]}
      onChange={(config) => setInput(data.id, key, config)}
      Field={ParamField}
    />
  )
}
