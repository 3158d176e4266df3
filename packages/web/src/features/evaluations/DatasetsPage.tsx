import { useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import type { TDataset } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState, useCanEditUnik, useDateText } from '../../ui/unik-lists'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { NewDatasetDialog } from './NewDatasetDialog'
import { useDatasets, useDeleteDataset } from './queries'

function DatasetsTable({ unikId, items, canEdit }: { unikId: string; items: TDataset[]; canEdit: boolean }) {
  const { t } = useTranslation('evaluations')
  const dateText = useDateText()
  const confirm = useConfirm()
  const notify = useNotify()
  const remove = useDeleteDataset(unikId)
  const onDelete = async (dataset: TDataset) => {
    const ok = await confirm({
      title: t('deleteDataset'),
      description: t('deleteDatasetText', { name: dataset.name }),
    })
    if (!ok) return
    remove.mutate(dataset.id, { onError: (e) => notify.error(e) })
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('datasets')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('rows')}</TableCell>
            <TableCell>{t('lastUpdated')}</TableCell>
            {canEdit && <TableCell align="right">{t('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((d) => (
            <TableRow key={d.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/uniks/${encodeURIComponent(unikId)}/datasets/${d.id}`}>
                  {d.name}
                </Link>
              </TableCell>
              <TableCell>{d.rowCount}</TableCell>
              <TableCell>{dateText(d.updatedDate)}</TableCell>
              {canEdit && (
                <TableCell align="right">
                  <IconButton
                    aria-label={t('deleteNamed', { name: d.name })}
                    onClick={() => void onDelete(d)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** The unik's datasets: cases an evaluation runs a flow over. */
export default function DatasetsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation('evaluations')
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const list = useDatasets(unikId)
  const [creating, setCreating] = useState(false)
  const items = list.data ?? []
  return (
    <MainCard
      title={t('datasets')}
      secondary={
        canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('newDataset')}
          </Button>
        )
      }
    >
      {list.isPending && <ListSkeleton />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={<TableChartOutlined />} title={t('noDatasets')} hint={t('noDatasetsHint')} />
      )}
      {items.length > 0 && <DatasetsTable unikId={unikId} items={items} canEdit={canEdit} />}
      {creating && <NewDatasetDialog unikId={unikId} onClose={() => setCreating(false)} />}
    </MainCard>
  )
}
