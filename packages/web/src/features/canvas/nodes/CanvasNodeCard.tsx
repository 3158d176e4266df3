import { memo, useCallback, useEffect, useRef, useState } from 'react'
import {
  Handle,
  Position,
  useStore,
  useUpdateNodeInternals,
  type NodeProps,
  type ReactFlowState,
} from '@xyflow/react'
import Chip from '@mui/material/Chip'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined'
import {
  getAllOutputHandles,
  HandleDirections,
  isLlamaIndexNode,
  isOptionsOutputAnchor,
  makeHandleId,
  type TInputParam,
  type TNodeData,
  type TOutputAnchor,
} from '@unikflow/graph'
import { nodeIconUrl } from '../../../api/nodes'
import { useCanvasActions } from '../CanvasContext'
import type { CustomCanvasNode } from '../model/canvas-types'
import { isInputVisible } from '../model/display-conditions'
import { useCardTexts } from './card-texts'
import { isCompactCard } from './compact-card'
import { LlamaIndexChip, NodeBadgeChip } from './NodeBadgeChip'
import { AdditionalParamsDialog, NodeInfoDialog } from './NodeDialogs'
import { hasNodeHelper, NodeHelperButton } from './NodeHelperButton'
import { DuplicateDeleteButtons, NodeToolbarButton } from './NodeToolbarButtons'
import { ParamRow } from './ParamRow'
import './card.css'

export const NODE_WIDTH = 300

/** MUI's LayersOutlined icon path (inputs that take several connections). */
const STACK_ICON =
  'm11.99 18.54-7.37-5.73L3 14.07l9 7 9-7-1.63-1.27zM12 16l7.36-5.73L21 9l-9-7-9 7 1.63 1.27zm0-11.47L17.74 9 12 13.47 6.26 9z'

/** MUI's TuneOutlined icon path (drawn inline: one per card). */
const TUNE_ICON =
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z'

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

function OutputHandle({ id }: { id: string | undefined }) {
  return <Handle className="uf-handle uf-handle--out" type="source" position={Position.Right} id={id} />
}

function OutputRow({
  data,
  anchor,
  compact,
  label,
}: {
  data: TNodeData
  anchor: TOutputAnchor
  compact: boolean
  /** The select's accessible name. */
  label: string
}) {
  const { setOutput } = useCanvasActions()
  const { text } = useCardTexts()
  if (!isOptionsOutputAnchor(anchor)) {
    if (anchor.hidden) return null
    return (
      <div className="uf-card__row uf-card__row--out">
        {text(anchor.label ?? anchor.name)}
        <OutputHandle id={anchor.id} />
      </div>
    )
  }
  // A Condition's outcomes are all live at once: one row and handle each, nothing to choose.
  if (anchor.options.length > 0 && anchor.options.every((o) => o.isAnchor))
    return (
      <>
        {anchor.options.map((o) => (
          <div key={o.id} className="uf-card__row uf-card__row--out">
            {text(o.label ?? o.name)}
            <OutputHandle id={o.id} />
          </div>
        ))}
      </>
    )
  const chosenName = data.outputs[anchor.name]
  const chosen =
    anchor.options.find((o) => o.name === chosenName) ??
    anchor.options.find((o) => o.name === anchor.default) ??
    anchor.options[0]
  if (!chosen) return null
  if (compact) {
    return (
      <div className="uf-card__row uf-card__row--out">
        {text(chosen.label ?? chosen.name)}
        <OutputHandle id={chosen.id} />
      </div>
    )
  }
  return (
    <div className="uf-card__row">
      <select
        className="uf-input uf-select nodrag"
        value={chosen.name}
        onChange={(e) => setOutput(data.id, anchor.name, e.target.value)}
        aria-label={label}
      >
        {anchor.options.map((o) => (
          <option key={o.id} value={o.name}>
            {text(o.label ?? o.name)}
          </option>
        ))}
      </select>
      <OutputHandle id={chosen.id} />
    </div>
  )
}

/**
 * An Agentflow v2 node's outputs: one (named after the node) or one per branch, each labelled by what
 * it means (its condition's number, Else, Proceed / Reject).
 */
function AgentflowOutputRows({ data }: { data: TNodeData }) {
  const { text } = useCardTexts()
  const outputs = getAllOutputHandles(data)
  return outputs.map((output) => (
    <div key={output.id} className="uf-card__row uf-card__row--out">
      {text(
        outputs.length > 1
          ? (output.description ?? String(output.label ?? output.name))
          : String(output.label ?? output.name),
      )}
      <OutputHandle id={output.id} />
    </div>
  ))
}

/**
 * The outputs of a node the catalogue lacks: one row and handle per output it stores, every option of an
 * `options` anchor included (there is no descriptor to choose among them), so each stored edge attaches.
 */
function UnknownOutputRows({ data }: { data: TNodeData }) {
  return getAllOutputHandles(data).map((output) => (
    <div key={output.id} className="uf-card__row uf-card__row--out">
      {String(output.label ?? output.name)}
      <OutputHandle id={output.id} />
    </div>
  ))
}

function SectionTitle({ children }: { children: string }) {
  return <div className="uf-card__section">{children}</div>
}

/** A node on the canvas: icon and label, input anchors on the left, params, outputs on the right. */
export const CanvasNodeCard = memo(function CanvasNodeCard({
  id,
  data,
  selected,
}: NodeProps<CustomCanvasNode>) {
  const texts = useCardTexts()
  const actions = useCanvasActions()
  const updateNodeInternals = useUpdateNodeInternals()
  const [hover, setHover] = useState(false)
  const [dialog, setDialog] = useState<'info' | 'additional' | null>(null)
  const descriptor = actions.getDescriptor(data.name)
  const known = descriptor !== undefined
  const v2 = descriptor?.capabilities?.agentflowV2
  // One boolean per card: it changes when the zoom crosses the threshold or the card is first measured.
  const compact = useStore(useCallback((s: ReactFlowState) => isCompactCard(s, id), [id]))

  // An unknown node shows every anchor it stores: an edge may end at any of them.
  const anchors = known
    ? data.inputAnchors.filter((i) => !i.additionalParams && isInputVisible(i, data))
    : data.inputAnchors
  // Agentflow v2 edges end at the node itself (target handle = node id), not at an anchor.
  const nodeTarget = known ? v2 !== undefined && !v2.noInput : data.inputAnchors.length === 0
  // Agentflow v2 cards are compact, as Flowise lays them out: every param is edited in the dialog.
  const params = v2 ? [] : data.inputParams.filter((i) => !i.additionalParams && isInputVisible(i, data))
  const additional = v2
    ? data.inputParams.filter((i) => isInputVisible(i, data))
    : [...data.inputParams, ...data.inputAnchors].filter((i) => i.additionalParams)

  // Handles appear and disappear with show/hide conditions and output choices: tell xyflow to re-measure.
  const handleKey = [
    ...anchors.map((a) => a.id ?? a.name),
    ...data.outputAnchors.map((a) =>
      isOptionsOutputAnchor(a) ? JSON.stringify(data.outputs[a.name] ?? '') : (a.id ?? ''),
    ),
  ].join(',')
  // Not on mount: xyflow measures new nodes itself, and 300 mount-time calls would each force a layout.
  const measuredKey = useRef(handleKey)
  useEffect(() => {
    if (measuredKey.current === handleKey) return
    measuredKey.current = handleKey
    updateNodeInternals(id)
  }, [id, handleKey, updateNodeInternals])

  const className = [
    'uf-card',
    selected && 'uf-card--selected',
    !known && 'uf-card--unknown',
    v2 !== undefined && 'uf-card--agentflow',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      data-testid={`node-${id}`}
      className={className}
      style={v2?.color ? { borderLeftColor: v2.color } : undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      {(hover || selected) && (
        <div className="uf-card__toolbar">
          <DuplicateDeleteButtons id={id} />
          <NodeToolbarButton label={texts.info} onClick={() => setDialog('info')}>
            <InfoOutlined fontSize="small" />
          </NodeToolbarButton>
        </div>
      )}
      <div className="uf-card__header">
        {nodeTarget && (
          <Handle className="uf-handle uf-handle--in" type="target" position={Position.Left} id={id} />
        )}
        <div className="uf-card__icon">
          <img src={nodeIconUrl(data.name)} alt="" width={28} height={28} loading="lazy" draggable={false} />
        </div>
        <div className="uf-card__title" title={texts.text(data.label ?? data.name)}>
          {texts.text(data.label ?? data.name)}
        </div>
      </div>
      {!known && (
        <div className="uf-card__unknown">
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberOutlined />}
            label={texts.unknown(data.name)}
          />
        </div>
      )}
      {(descriptor?.badge || (descriptor && isLlamaIndexNode(descriptor))) && (
        <div className="uf-card__badge">
          {descriptor && isLlamaIndexNode(descriptor) && <LlamaIndexChip />}
          <NodeBadgeChip badge={descriptor.badge} />
        </div>
      )}
      {(anchors.length > 0 || params.length > 0 || additional.length > 0) && (
        <>
          <SectionTitle>{texts.inputs}</SectionTitle>
          {anchors.map((input) => (
            <InputAnchorRow key={input.name} nodeId={id} input={input} />
          ))}
          {!compact && params.map((input) => <ParamRow key={input.name} data={data} input={input} />)}
          {!compact && known && hasNodeHelper(data.name) && <NodeHelperButton nodeId={id} name={data.name} />}
          {!compact && additional.length > 0 && (
            <div className="uf-card__more">
              <button type="button" className="uf-more-btn" onClick={() => setDialog('additional')}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={TUNE_ICON} />
                </svg>
                {v2 ? texts.editParams : texts.additionalParams}
              </button>
            </div>
          )}
        </>
      )}
      {data.outputAnchors.length > 0 && (
        <>
          <hr className="uf-card__divider" />
          <SectionTitle>{texts.outputs}</SectionTitle>
          <div className="uf-card__outputs">
            {!known && <UnknownOutputRows data={data} />}
            {v2 && <AgentflowOutputRows data={data} />}
            {known &&
              !v2 &&
              data.outputAnchors.map((anchor) => (
                <OutputRow
                  key={anchor.id ?? anchor.name}
                  data={data}
                  anchor={anchor}
                  compact={compact}
                  label={texts.output}
                />
              ))}
          </div>
        </>
      )}
      {dialog === 'info' && <NodeInfoDialog data={data} open onClose={() => setDialog(null)} />}
      {dialog === 'additional' && (
        <AdditionalParamsDialog
          data={data}
          inputs={additional}
          open
          onClose={() => setDialog(null)}
          {...(v2 ? { title: texts.editParams } : {})}
        />
      )}
    </div>
  )
})
