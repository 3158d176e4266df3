import { Handle, Position } from '@xyflow/react'
import { HandleDirections, makeHandleId, type TInputParam, type TNodeData } from '@unikflow/graph'
import type { CardInputs as Inputs } from './card-inputs'
import { useCardTexts } from './card-texts'
import { hasNodeHelper, NodeHelperButton } from './NodeHelperButton'
import { ParamRow } from './ParamRow'

/** MUI's LayersOutlined icon path (inputs that take several connections). */
const STACK_ICON =
  'm11.99 18.54-7.37-5.73L3 14.07l9 7 9-7-1.63-1.27zM12 16l7.36-5.73L21 9l-9-7-9 7 1.63 1.27zm0-11.47L17.74 9 12 13.47 6.26 9z'

/** MUI's TuneOutlined icon path (drawn inline: one per card). */
const TUNE_ICON =
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z'

export function SectionTitle({ children }: { children: string }) {
  return <div className="uf-card__section">{children}</div>
}

function inputHandleId(nodeId: string, input: TInputParam): string {
  return input.id ?? makeHandleId(nodeId, HandleDirections.Input, input.name, input.type)
}

/** Marks an input that takes several connections (a stack of links), its meaning on hover. */
function ManyIcon({ title }: { title: string }) {
  return (
    <svg className="uf-list" viewBox="0 0 24 24" width="14" height="14" role="img" aria-label={title}>
      <title>{title}</title>
      <path d={STACK_ICON} fill="currentColor" />
    </svg>
  )
}

function InputAnchorRow({ nodeId, input }: { nodeId: string; input: TInputParam }) {
  const texts = useCardTexts()
  const { text } = texts
  return (
    <div className="uf-card__row">
      <Handle
        className="uf-handle uf-handle--in"
        type="target"
        position={Position.Left}
        id={inputHandleId(nodeId, input)}
      />
      {text(input.label ?? input.name)}
      {!input.optional && <span className="uf-req">&nbsp;*</span>}
      {input.list && <ManyIcon title={texts.acceptsMany} />}
    </div>
  )
}

/**
 * The card's inputs section: anchors with their handles, and on a full (not compact) card its params,
 * the node's helper and the button opening the further params (`onMore`).
 */
export function CardInputs(props: {
  id: string
  data: TNodeData
  inputs: Inputs
  known: boolean
  agentflowV2: boolean
  compact: boolean
  onMore: () => void
}) {
  const { id, data, inputs, known, agentflowV2, compact, onMore } = props
  const texts = useCardTexts()
  const { anchors, params, additional } = inputs
  if (anchors.length === 0 && params.length === 0 && additional.length === 0) return null
  return (
    <>
      <SectionTitle>{texts.inputs}</SectionTitle>
      {anchors.map((input) => (
        <InputAnchorRow key={input.name} nodeId={id} input={input} />
      ))}
      {!compact && params.map((input) => <ParamRow key={input.name} data={data} input={input} />)}
      {!compact && known && hasNodeHelper(data.name) && <NodeHelperButton nodeId={id} name={data.name} />}
      {!compact && additional.length > 0 && (
        <div className="uf-card__more">
          <button type="button" className="uf-more-btn" onClick={onMore}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={TUNE_ICON} />
            </svg>
            {agentflowV2 ? texts.editParams : texts.additionalParams}
          </button>
        </div>
      )}
    </>
  )
}
