import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listUnikCredentials } from '../../../api/nodes'
import { useAppSelector } from '../../../store'
import { NewCredentialDialogs } from '../../credentials/NewCredentialDialogs'
import { useCanvasActions } from '../CanvasContext'
import { useCardTexts } from '../nodes/card-texts'
import { ParamError } from './ParamError'
import type { ParamFieldProps } from './param-types'

/** Picks one of the unik's saved credentials of the kinds the node accepts. */
export function CredentialParam({ nodeId, data, input }: ParamFieldProps) {
  const { setCredential } = useCanvasActions()
  const optionalWhen = data.inputParams.find((p) => p.name === input.optionalWhenSet)
  return (
    <CredentialSelect
      kinds={input.credentialNames ?? []}
      value={data.credential ?? ''}
      label={input.label}
      optionalWhen={optionalWhen?.label ?? input.optionalWhenSet}
      onChange={(id) => setCredential(nodeId, id)}
    />
  )
}

/** "Not needed when <field> is set": a credential that a Base Path makes unnecessary says so. */
function OptionalWhenHint({ field }: { field: string }) {
  const { t } = useTranslation('canvas')
  const { text } = useCardTexts()
  return <div className="uf-param__hint">{t('credentials.optionalWhen', { field: text(field) })}</div>
}

/**
 * The unik's saved credentials of these kinds in a select (a node's own, or a chosen model's), and
 * "Create new": the credential dialog in place, the new credential then chosen.
 */
export function CredentialSelect({
  kinds,
  value,
  label,
  optionalWhen,
  onChange,
}: {
  kinds: readonly string[]
  value: string
  label: string | undefined
  /** The label of the input whose value makes the credential unnecessary (its rule's `optionalWhenSet`). */
  optionalWhen?: string | undefined
  onChange: (credentialId: string) => void
}) {
  const { t } = useTranslation('canvas')
  const { unikId } = useCanvasActions()
  const { text } = useCardTexts()
  const [creating, setCreating] = useState(false)
  const kindLabels = useAppSelector((s) => s.canvas.componentCredentials)
    .filter((c) => kinds.includes(c.name))
    .map((c) => text(c.label))
  const credentials = useQuery({
    queryKey: ['uniks', unikId, 'credentials', kinds],
    queryFn: () => listUnikCredentials(unikId, [...kinds]),
    staleTime: 30_000,
  })
  const list = credentials.data ?? []
  const known = list.some((c) => c.id === value)
  const error = credentials.isError
  // A read-only preview draws the cards in a disabled fieldset, which disables this button too.
  const createNew = (
    <>
      <button
        type="button"
        className="uf-array__add uf-credential__new nodrag"
        onClick={() => setCreating(true)}
      >
        + {t('credentials.createNew')}
      </button>
      <NewCredentialDialogs
        unikId={unikId}
        kinds={kinds}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={onChange}
      />
    </>
  )

  if (credentials.isSuccess && list.length === 0) {
    return (
      <div className="uf-credentials-none">
        <div>{t('credentials.none')}</div>
        <div className="uf-param__hint">
          {t('credentials.noneHint', { kinds: (kindLabels.length > 0 ? kindLabels : kinds).join(', ') })}
        </div>
        {optionalWhen && <OptionalWhenHint field={optionalWhen} />}
        {createNew}
      </div>
    )
  }
  return (
    <>
      <select
        className={`uf-input uf-select nodrag${known ? '' : ' uf-select--empty'}${error ? ' uf-input--error' : ''}`}
        value={known ? value : ''}
        aria-label={label ?? t('credentials.label')}
        aria-invalid={error}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('credentials.choose')}</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {error && <ParamError error={credentials.error} />}
      {optionalWhen && <OptionalWhenHint field={optionalWhen} />}
      {createNew}
    </>
  )
}
