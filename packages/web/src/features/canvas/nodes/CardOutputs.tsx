import { Handle, Position } from '@xyflow/react'
import {
  getAllOutputHandles,
  isOptionsOutputAnchor,
  type TNodeData,
  type TOutputAnchor,
} from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
import { useCardTexts } from './card-texts'
import { SectionTitle } from './CardInputs'

function OutputHandle({ id }: { id: string | undefined }) {
  return <Handle className="uf-handle uf-handle--out" type="source" position={Position.Right} id={id} />
}

function OutputLine({ label, id }: { label: string; id: string | undefined }) {
  return (
    <div className="uf-card__row uf-card__row--out">
      {label}
      <OutputHandle id={id} />
    </div>
  )
}

/** An `options` anchor's choice: a select on a full card, the chosen output's name on a compact one. */
function OutputChoice(props: { data: TNodeData; anchor: TOutputAnchor; compact: boolean; label: string }) {
  const { data, anchor, compact, label } = props
  const { setOutput } = useCanvasActions()
  const { text } = useCardTexts()
  if (!isOptionsOutputAnchor(anchor)) return null
  const chosenName = data.outputs[anchor.name]
  const chosen =
    anchor.options.find((o) => o.name === chosenName) ??
    anchor.options.find((o) => o.name === anchor.default) ??
    anchor.options[0]
  if (!chosen) return null
  if (compact) return <OutputLine label={text(chosen.label ?? chosen.name)} id={chosen.id} />
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

function OutputRow(props: {
  data: TNodeData
  anchor: TOutputAnchor
  compact: boolean
  /** The select's accessible name. */
  label: string
}) {
  const { anchor } = props
  const { text } = useCardTexts()
  if (!isOptionsOutputAnchor(anchor))
    return anchor.hidden ? null : <OutputLine label={text(anchor.label ?? anchor.name)} id={anchor.id} />
  // A Condition's outcomes are all live at once: one row and handle each, nothing to choose.
  if (anchor.options.length > 0 && anchor.options.every((o) => o.isAnchor))
    return anchor.options.map((o) => <OutputLine key={o.id} label={text(o.label ?? o.name)} id={o.id} />)
  return <OutputChoice {...props} />
}

/**
 * An Agentflow v2 node's outputs: one (named after the node) or one per branch, each labelled by what
 * it means (its condition's number, Else, Proceed / Reject).
 */
function AgentflowOutputRows({ data }: { data: TNodeData }) {
  const { text } = useCardTexts()
  const outputs = getAllOutputHandles(data)
  return outputs.map((output) => (
    <OutputLine
      key={output.id}
      label={text(
        outputs.length > 1
          ? (output.description ?? String(output.label ?? output.name))
          : String(output.label ?? output.name),
      )}
      id={output.id}
    />
  ))
}

/**
 * The outputs of a node the catalogue lacks: one row and handle per output it stores, every option of an
 * `options` anchor included (there is no descriptor to choose among them), so each stored edge attaches.
 */
function UnknownOutputRows({ data }: { data: TNodeData }) {
  return getAllOutputHandles(data).map((output) => (
    <OutputLine key={output.id} label={String(output.label ?? output.name)} id={output.id} />
  ))
}

/** The card's outputs section, each output with its handle on the right. */
export function CardOutputs(props: {
  data: TNodeData
  known: boolean
  agentflowV2: boolean
  compact: boolean
}) {
  const { data, known, agentflowV2, compact } = props
  const texts = useCardTexts()
  if (data.outputAnchors.length === 0) return null
  return (
    <>
      <hr className="uf-card__divider" />
      <SectionTitle>{texts.outputs}</SectionTitle>
      <div className="uf-card__outputs">
        {!known && <UnknownOutputRows data={data} />}
        {agentflowV2 && <AgentflowOutputRows data={data} />}
        {known &&
          !agentflowV2 &&
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
  )
}
