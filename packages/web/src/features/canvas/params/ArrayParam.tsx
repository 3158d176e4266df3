import { useState, type ComponentType } from 'react'
import { arrayFieldsOf } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import {
  configKeyOf,
  isRowFieldVisible,
  newArrayRow,
  readArrayRows,
  removeArrayRow,
  setArrayCell,
  type ArrayRow,
} from './array-rows'
import { ChoiceConfig } from './ChoiceConfig'
import { CodeParam } from './CodeParam'
import type { ParamFieldProps } from './param-types'
import './array-param.css'

function toJsonText(value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

/** The raw editor: a text that parses to an array is stored as the array, as Flowise stores it. */
function RawArray(props: ParamFieldProps) {
  const onChange = (next: unknown) => {
    if (typeof next !== 'string') return props.onChange(next)
    try {
      const parsed: unknown = JSON.parse(next)
      props.onChange(Array.isArray(parsed) ? parsed : next)
    } catch {
      props.onChange(next)
    }
  }
  return <CodeParam {...props} value={toJsonText(props.value)} onChange={onChange} language="json" />
}

/**
 * Agentflow v2 `array` params (messages, conditions, tools, knowledge, state rows …): one box per row
 * with the row's declared fields in the canvas' own editors, and a chosen component's settings under a
 * `loadConfig` field (stored in the row as `<field>Config`). Rows are stored as Flowise stores them (a
 * list of objects; keys the form does not show are kept). "Edit as JSON" shows the raw value, and a value
 * the form cannot show (not a list of objects) stays JSON, so nothing is lost.
 */
export function ArrayParam({
  Field,
  ...props
}: ParamFieldProps & {
  /** The param editor (ParamField), passed in so the two do not import each other (rows hold params). */
  Field: ComponentType<ParamFieldProps>
}) {
  const { t } = useTranslation('canvas')
  const [raw, setRaw] = useState(false)
  const { input, data, nodeId } = props
  const fields = arrayFieldsOf(input)
  const rows = readArrayRows(props.value)
  const label = input.label ?? input.name
  const asForm = rows !== undefined && !raw && fields.length > 0
  const write = (next: ArrayRow[]) => props.onChange(next)

  return (
    <div className="uf-array nodrag" data-testid={`array-${input.name}`}>
      {asForm ? (
        <>
          {rows.map((row, index) => (
            <div className="uf-array__row" key={index} data-testid={`array-${input.name}-row`}>
              <div className="uf-array__row-head">
                <span>{t('params.itemNumber', { number: index + 1 })}</span>
                <button
                  type="button"
                  className="uf-array__icon"
                  aria-label={t('params.deleteItem', { label, number: index + 1 })}
                  title={t('params.deleteItem', { label, number: index + 1 })}
                  onClick={() => write(removeArrayRow(rows, index))}
                >
                  ✕
                </button>
              </div>
              {fields
                .filter((field) => isRowFieldVisible(field, row))
                .map((field) => (
                  <div className="uf-param uf-array__field" key={field.name}>
                    <div className="uf-param__label" title={field.description}>
                      {field.label ?? field.name}
                    </div>
                    <Field
                      nodeId={nodeId}
                      data={data}
                      input={field}
                      value={row[field.name]}
                      onChange={(value) => write(setArrayCell(rows, index, field, value))}
                    />
                    {field.loadConfig === true && (
                      <ChoiceConfig
                        data={data}
                        fieldName={field.name}
                        choice={row[field.name]}
                        stored={row[configKeyOf(field.name)]}
                        onChange={(config) =>
                          write(
                            rows.map((r, i) =>
                              i === index ? { ...r, [configKeyOf(field.name)]: config } : r,
                            ),
                          )
                        }
                        Field={Field}
                      />
                    )}
                  </div>
                ))}
            </div>
          ))}
          <button
            type="button"
            className="uf-array__add"
            onClick={() => write([...rows, newArrayRow(fields)])}
          >
            + {t('params.addItem', { label })}
          </button>
        </>
      ) : (
        <>
          <RawArray {...props} />
          {rows === undefined && <p className="uf-param__help">{t('params.notAForm')}</p>}
        </>
      )}
      {fields.length > 0 && (
        <button
          type="button"
          className="uf-array__toggle"
          disabled={rows === undefined}
          onClick={() => setRaw(!raw)}
        >
          {asForm ? t('params.editAsJson') : t('params.editAsForm')}
        </button>
      )}
    </div>
  )
}
