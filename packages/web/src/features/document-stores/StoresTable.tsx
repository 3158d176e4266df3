import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EditDeleteCell, EditRowAction, DeleteRowAction } from '../../ui/unik-list-page'
import { StatusChip } from './StatusChip'
import { abbreviateNumber, loaderTypes } from './store-format'

interface StoreListProps {
  stores: TDocumentStore[]
  canEdit: boolean
  deleting: (id: string) => boolean
  onOpen: (store: TDocumentStore) => void
  onEdit: (store: TDocumentStore) => void
  onDelete: (store: TDocumentStore) => void
}

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

/** The loader node names of a store as small outlined chips. */
function LoaderTypeChips({ store }: { store: TDocumentStore }) {
  const { t } = useTranslation('document-store')
  const types = loaderTypes(store)
  if (types.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    )
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {types.map((name) => (
        <Chip
          key={name}
          size="small"
          variant="outlined"
          label={t(`loaders.${name}`, { defaultValue: name })}
        />
      ))}
    </Box>
  )
}

function FlowsText({ store }: { store: TDocumentStore }) {
  const { t } = useTranslation('document-store')
  return (
    <span title={store.whereUsed.map((f) => f.name).join(', ')}>
      {t('flowCount', { count: store.whereUsed.length })}
    </span>
  )
}

/** Stores as cards: name, status, description, figures and loader types. */
export function StoreCards({ stores, canEdit, deleting, onOpen, onEdit, onDelete }: StoreListProps) {
  const { t } = useTranslation('document-store')
  return (
    <Box sx={GRID_SX}>
      {stores.map((store) => (
        <Card key={store.id} variant="outlined" sx={{ position: 'relative' }} data-testid="store-card">
          <CardActionArea
            onClick={() => onOpen(store)}
            sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: canEdit ? 9 : 0 }}>
              <Typography
                variant="h4"
                component="h3"
                noWrap
                title={store.name}
                sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1, minWidth: 0 }}
              >
                {store.name}
              </Typography>
            </Stack>
            <Box sx={{ mt: 1 }}>
              <StatusChip status={store.status} />
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1,
                minHeight: 40,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {store.description || t('noDescription')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: 1,
                my: 1.5,
                textAlign: 'center',
              }}
            >
              <Figure label={t('connectedFlows')} value={<FlowsText store={store} />} />
              <Figure
                label={t('totalChars')}
                value={<span title={String(store.totalChars)}>{abbreviateNumber(store.totalChars)}</span>}
              />
              <Figure
                label={t('totalChunks')}
                value={<span title={String(store.totalChunks)}>{abbreviateNumber(store.totalChunks)}</span>}
              />
            </Box>
            <LoaderTypeChips store={store} />
          </CardActionArea>
          {canEdit && (
            <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
              <EditRowAction
                title={t('rename')}
                label={t('renameNamed', { name: store.name })}
                onClick={() => onEdit(store)}
              />
              <DeleteRowAction
                label={t('deleteNamed', { name: store.name })}
                disabled={deleting(store.id)}
                onClick={() => onDelete(store)}
              />
            </Box>
          )}
        </Card>
      ))}
    </Box>
  )
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, py: 0.75, px: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.2 }}>
        {label}
      </Typography>
    </Box>
  )
}

/** Stores as a table, one row each. */
export function StoresTable({ stores, canEdit, deleting, onOpen, onEdit, onDelete }: StoreListProps) {
  const { t } = useTranslation(['document-store', 'translation'])
  return (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('connectedFlows')}</TableCell>
            <TableCell align="right">{t('totalChars')}</TableCell>
            <TableCell align="right">{t('totalChunks')}</TableCell>
            <TableCell>{t('loaderTypes')}</TableCell>
            {canEdit && <TableCell align="right">{t('translation:common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {stores.map((store) => (
            <TableRow key={store.id} hover>
              <TableCell>
                <StatusChip status={store.status} />
              </TableCell>
              <TableCell sx={{ cursor: 'pointer' }} onClick={() => onOpen(store)}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  sx={{ fontWeight: 500, textAlign: 'left', overflowWrap: 'anywhere' }}
                >
                  {store.name}
                </Link>
                {store.description && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {store.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <FlowsText store={store} />
              </TableCell>
              <TableCell align="right">{store.totalChars.toLocaleString()}</TableCell>
              <TableCell align="right">{store.totalChunks.toLocaleString()}</TableCell>
              <TableCell>
                <LoaderTypeChips store={store} />
              </TableCell>
              {canEdit && (
                <EditDeleteCell
                  editTitle={t('rename')}
                  editLabel={t('renameNamed', { name: store.name })}
                  deleteLabel={t('deleteNamed', { name: store.name })}
                  deleting={deleting(store.id)}
                  onEdit={() => onEdit(store)}
                  onDelete={() => onDelete(store)}
                />
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
