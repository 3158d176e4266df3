import { memo, useMemo } from 'react'
import { isParamRequired, type TInputParam, type TNodeData } from '@unikflow/graph'
import { translateInput } from '../../../i18n/catalogue-text'
import { useCanvasActions } from '../CanvasContext'
import { ChoiceConfigFields } from '../params/ChoiceConfigFields'
import { ParamField } from '../params/ParamField'
import { useCardTexts } from './card-texts'

/** MUI's InfoOutlined path, drawn inline: a card may show dozens of these. */
const INFO_ICON =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8'

/** A param's label and its editor. */
export const ParamRow = memo(function ParamRow({
  data,
  input: declared,
}: {
  data: TNodeData
  input: TInputParam
}) {
  const { setInput } = useCanvasActions()
  const { text } = useCardTexts()
  const input = useMemo(() => translateInput(declared, text), [declared, text])
  const label = input.label ?? input.name
  return (
    <div className="uf-param">
      <div className="uf-param__label">
        <span>
          {label}
          {isParamRequired(input, data.inputs) && <span className="uf-req">&nbsp;*</span>}
        </span>
        {input.description && (
          <span
            className="uf-param__info"
            title={input.description}
            role="img"
            aria-label={input.description}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={INFO_ICON} />
            </svg>
          </span>
        )}
      </div>
      <ParamField
        nodeId={data.id}
        data={data}
        input={input}
        value={data.inputs[input.name]}
        onChange={(value) => setInput(data.id, input.name, value)}
      />
      {input.loadConfig === true && <ChoiceConfigFields data={data} input={declared} />}
    </div>
  )
})
