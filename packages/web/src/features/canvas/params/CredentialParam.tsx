import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listUnikCredentials } from '../../../api/nodes'
import { useAppSelector } from '../../../store'
import { useCanvasActions } from '../CanvasContext'
import { ParamError } from './ParamError'
import type { ParamFieldProps } from './param-types'

/** Picks one of the unik's saved credentials of the kinds the node accepts. */
export function CredentialParam({ nodeId, data, input }: ParamFieldProps) {
  const { setCredential } = useCanvasActions()
  return (
    <CredentialSelect
      kinds={input.credentialNames ?? []}
      value={data.credential ?? ''}
      label={input.label}
      onChange={(id) => setCredential(nodeId, id)}
    />
  )
}

/** The unik's saved credentials of these kinds in a select (a node's own, or a chosen model's). */
export function CredentialSelect({
  kinds,
  value,
  label,
  onChange,
}: {
  kinds: readonly string[]
  value: string
  label: string | undefined
  onChange: (credentialId: string) => void
}) {
  const { t } = useTranslation('canvas')
  const { unikId } = useCanvasActions()
  const kindLabels = useAppSelector((s) => s.canvas.componentCredentials)
    .filter((c) => kinds.includes(c.name))
    .map((c) => c.label)
  const credentials = useQuery({
    queryKey: ['uniks', unikId, 'credentials', kinds],
    queryFn: () => listUnikCredentials(unikId, [...kinds]),
    staleTime: 30_000,
  })
  const list = credentials.data ?? []
  const current = value
  const known = list.some((c) => c.id === current)

  if (credentials.isSuccess && list.length === 0) {
    return (
      <div className="uf-credentials-none">
        <div>{t('credentials.none')}</div>
        <div className="uf-param__hint">
          {t('credentials.noneHint', { kinds: (kindLabels.length > 0 ? kindLabels : kinds).join(', ') })}
        </div>
      </div>
    )
  }
  const error = credentials.isError
  return (
    <>
      <select
        className={`uf-input uf-select nodrag${known ? '' : ' uf-select--empty'}${error ? ' uf-input--error' : ''}`}
        value={known ? current : ''}
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
    </>
  )
}
