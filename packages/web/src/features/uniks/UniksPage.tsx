import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined'
import { useTranslation } from 'react-i18next'
import type { TUnik } from '@unikflow/graph'
import { MainCard } from '../../ui/MainCard'
import { SearchField } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { useUniks } from './queries'
import { UnikCard } from './UnikCard'
import { UnikDialog } from './UnikDialog'
import { useDeleteUnikFlow } from './useDeleteUnikFlow'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

export default function UniksPage() {
  const { t } = useTranslation(['uniks', 'translation'])
  const errorText = useErrorText()
  const uniks = useUniks()
  const deleteUnik = useDeleteUnikFlow()
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ open: boolean; unik?: TUnik }>({ open: false })

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase()
    const list = uniks.data ?? []
    return q ? list.filter((u) => `${u.name} ${u.description}`.toLowerCase().includes(q)) : list
  }, [uniks.data, search])

  return (
    <MainCard
      title={t('title')}
      secondary={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField
            id="uniks-search"
            label={t('translation:common.search')}
            value={search}
            onChange={setSearch}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })}>
            {t('translation:common.create')}
          </Button>
        </Box>
      }
    >
      {uniks.isPending && (
        <Box sx={GRID_SX}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      )}
      {uniks.isError && <Alert severity="error">{errorText(uniks.error)}</Alert>}
      {uniks.isSuccess && uniks.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <WorkspacesOutlined sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
          <Typography variant="h3" component="p" sx={{ mt: 1, color: 'text.primary' }}>
            {t('emptyTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('emptyHint')}
          </Typography>
        </Box>
      )}
      {uniks.isSuccess && uniks.data.length > 0 && filtered.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('noMatches')}
        </Typography>
      )}
      {filtered.length > 0 && (
        <Box sx={GRID_SX}>
          {filtered.map((unik) => (
            <UnikCard
              key={unik.id}
              unik={unik}
              onEdit={(u) => setDialog({ open: true, unik: u })}
              onDelete={(u) => void deleteUnik(u)}
            />
          ))}
        </Box>
      )}
      <UnikDialog open={dialog.open} unik={dialog.unik} onClose={() => setDialog({ open: false })} />
    </MainCard>
  )
}
