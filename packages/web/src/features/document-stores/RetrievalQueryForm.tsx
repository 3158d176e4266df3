import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useTranslation } from 'react-i18next'
import type { QueryBody } from '../../api/document-stores'

type Filter = Record<string, string | number | boolean>

/** A filter text as metadata key → value, or null when it is not a flat JSON object of plain values. */
function parseFilter(text: string): Filter | null {
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const out: Filter = {}
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null
      out[k] = v
    }
    return out
  } catch {
    return null
  }
}

/** The retrieval test's question, top K and metadata filter; `onRun` gets them once they are valid. */
export function RetrievalQueryForm({
  running,
  onRun,
}: {
  running: boolean
  onRun: (query: Omit<QueryBody, 'storeId'>) => void
}) {
  const { t } = useTranslation(['vector-store', 'document-store', 'translation'])
  const [query, setQuery] = useState('')
  const [topK, setTopK] = useState(4)
  const [filterText, setFilterText] = useState('')
  const [touched, setTouched] = useState(false)
  const filter = parseFilter(filterText)
  const queryError = query.trim() === '' ? t('translation:validation.required') : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (queryError || !filter) return
    onRun({ query: query.trim(), topK, ...(Object.keys(filter).length > 0 && { filter }) })
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          id="retrieval-query"
          label={t('query')}
          multiline
          minRows={2}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          error={touched && queryError !== null}
          helperText={touched && queryError}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="retrieval-topk"
            label={t('topK')}
            type="number"
            size="small"
            value={topK}
            onChange={(e) => setTopK(Math.max(1, Math.min(100, Number(e.target.value) || 1)))}
            sx={{ width: { sm: 140 } }}
          />
          <TextField
            id="retrieval-filter"
            label={t('metadataFilter')}
            size="small"
            fullWidth
            placeholder='{"source": "handbook.pdf"}'
            value={filterText}
            onChange={(e) => setFilterText(e.target.value)}
            error={filter === null}
            helperText={filter === null ? t('filterInvalid') : t('filterHint')}
            slotProps={{ htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, monospace' } } }}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" startIcon={<SearchOutlined />} loading={running}>
            {t('runQuery')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
