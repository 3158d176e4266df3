import { useTranslation } from 'react-i18next'
import { ParamError } from './ParamError'
import type { ParamOption } from './param-types'

/** One choice: a native select (cheap enough for hundreds of cards); async lists load on first use. */
export function OptionSelect({
  label,
  current,
  all,
  isAsync,
  fetching,
  empty,
  error,
  onOpen,
  onChange,
}: {
  label: string
  current: string
  all: readonly ParamOption[]
  isAsync: boolean
  fetching: boolean
  /** The loaded list came back empty. */
  empty: boolean
  error: unknown
  onOpen: () => void
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('canvas')
  const failed = error != null
  return (
    <>
      <select
        className={`uf-input uf-select nodrag${current === '' ? ' uf-select--empty' : ''}${failed ? ' uf-input--error' : ''}`}
        value={current}
        aria-label={label}
        aria-invalid={failed}
        onFocus={onOpen}
        onPointerDown={onOpen}
        onChange={(e) => onChange(e.target.value)}
      >
        {current === '' && (
          <option value="" disabled>
            {t('params.choose')}
          </option>
        )}
        {isAsync && fetching && (
          <option value="__loading" disabled>
            {t('params.loadingOptions')}
          </option>
        )}
        {isAsync && empty && (
          <option value="__none" disabled>
            {t('params.noOptions')}
          </option>
        )}
        {all.map((o) => (
          <option key={o.name} value={o.name} title={o.description}>
            {o.label}
          </option>
        ))}
      </select>
      {failed && <ParamError error={error} />}
    </>
  )
}
