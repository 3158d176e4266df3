import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { loadNodeOptions } from '../../../api/nodes'
import { useCanvasActions } from '../CanvasContext'
import { useCardTexts } from '../nodes/card-texts'
import { flowNodeOptions, flowRequestFor } from './flow-node-options'
import { readMulti, readOptions, type ParamFieldProps, type ParamOption } from './param-types'

function useLoadedOptions({ data, input }: ParamFieldProps, enabled: boolean) {
  const { unikId, getFlow, getSavedFlow } = useCanvasActions()
  const loadMethod = typeof input.loadMethod === 'string' ? input.loadMethod : ''
  // Loaders that read the flow being edited ask again when its nodes' inputs (unsaved) or its saved
  // version change.
  const saved = getSavedFlow?.()
  const flowRequest = flowRequestFor(loadMethod, getFlow(), saved)
  const savedVersion = flowRequest.flowId !== undefined && !flowRequest.flowNodes ? saved?.version : undefined
  return useQuery({
    queryKey: [
      'uniks',
      unikId,
      'node-load-method',
      data.name,
      loadMethod,
      data.credential ?? '',
      data.inputs,
      flowRequest,
      savedVersion,
    ],
    queryFn: () =>
      loadNodeOptions(unikId, data.name, {
        loadMethod,
        inputs: data.inputs,
        ...(data.credential && { credential: data.credential }),
        ...flowRequest,
      }),
    enabled: enabled && loadMethod !== '',
    staleTime: 60_000,
  })
}

/** An options parameter's list: fixed, from the flow being edited, or loaded from the server (on first
 *  use, or at once when a choice is saved), with the saved choices it does not offer added. */
export function useParamOptions(props: ParamFieldProps) {
  const { input, value } = props
  const { getFlow } = useCanvasActions()
  const { text } = useCardTexts()
  const isAsync = input.type === 'asyncOptions' || input.type === 'asyncMultiOptions'
  // Agentflow v2's earlier nodes come from the flow being edited, not from the server.
  const fromFlow = isAsync && input.loadMethod === 'listPreviousNodes'
  const multiple = input.type === 'multiOptions' || input.type === 'asyncMultiOptions'
  const [opened, setOpened] = useState(false)
  // A saved choice is loaded right away so its label shows; otherwise loading waits for the menu.
  const hasValue = multiple ? readMulti(value).length > 0 : typeof value === 'string' && value !== ''
  const loaded = useLoadedOptions(props, isAsync && !fromFlow && (opened || hasValue))
  const options: ParamOption[] = fromFlow
    ? flowNodeOptions(getFlow(), props.nodeId)
    : isAsync
      ? // A loader may list catalogue nodes (an LLM's chat models, an Agent's tools): shown translated.
        (loaded.data ?? []).map((o) => ({
          ...o,
          label: text(o.label),
          ...(o.description !== undefined && { description: text(o.description) }),
        }))
      : readOptions(input.options)
  const selected = multiple ? readMulti(value) : typeof value === 'string' ? value : ''
  // The saved value stays selectable even when the list does not (yet) offer it.
  const missing = (Array.isArray(selected) ? selected : selected ? [selected] : []).filter(
    (v) => !options.some((o) => o.name === v),
  )
  const all: ParamOption[] = [...options, ...missing.map((name) => ({ name, label: name }))]
  const labelOf = (name: string) => all.find((o) => o.name === name)?.label ?? name
  return { isAsync, multiple, setOpened, loaded, options, selected, all, labelOf }
}
