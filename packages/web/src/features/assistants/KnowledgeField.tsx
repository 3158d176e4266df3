import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

type StoreOption = { id: string; name: string; searchable: boolean }

export interface KnowledgeFieldProps {
  /** The unik's document stores; only those with vectors can be searched, the others are shown disabled. */
  stores: TDocumentStore[]
  value: string[]
  onChange: (ids: string[]) => void
  readOnly: boolean
}

/** The assistant's knowledge: document stores of the unik it may search (each becomes a search tool). */
export function KnowledgeField({ stores, value, onChange, readOnly }: KnowledgeFieldProps) {
  const { t } = useTranslation('assistants')
  const options: StoreOption[] = stores.map((s) => ({
    id: s.id,
    name: s.name,
    searchable: s.vectorStoreConfig !== null,
  }))
  const chosen = value.map((id) => options.find((o) => o.id === id) ?? { id, name: id, searchable: false })
  return (
    <Autocomplete
      multiple
      disabled={readOnly}
      options={options}
      value={chosen}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(o) => !o.searchable}
      getOptionLabel={(o) => (o.searchable ? o.name : t('knowledgeNotUpserted', { name: o.name }))}
      onChange={(_, picked) => onChange(picked.map((o) => o.id))}
      noOptionsText={t('knowledgeNone')}
      renderInput={(params) => (
        <TextField {...params} label={t('fields.knowledge')} helperText={t('knowledgeHint')} />
      )}
    />
  )
}
