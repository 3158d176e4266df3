import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import type { TDatasetRow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { exportDatasetCsv } from '../../api/evaluations'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { AddRowDialog } from './AddRowDialog'
import { downloadText } from './download-text'
import { useDataset, useDeleteDatasetRow, useImportCsv } from './queries'

const CELL = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const

function RowsTable({ unikId, rows, canEdit }: { unikId: string; rows: TDatasetRow[]; canEdit: boolean }) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const remove = useDeleteDatasetRow(unikId)
  return (
    <TableContainer>
      <Table size="small" aria-label={t('rows')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell sx={{ width: '40%' }}>{t('input')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{t('expectedOutput')}</TableCell>
            <TableCell>{t('history')}</TableCell>
            {canEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row.id} hover>
              <TableCell sx={CELL}>{i + 1}</TableCell>
              <TableCell sx={CELL}>{row.input}</TableCell>
              <TableCell sx={CELL}>{row.output}</TableCell>
              <TableCell sx={CELL}>
                {row.history.length ? t('turns', { count: row.history.length }) : '—'}
              </TableCell>
              {canEdit && (
                <TableCell align="right" sx={CELL}>
                  <IconButton
                    aria-label={t('deleteRow', { n: i + 1 })}
                    onClick={() => remove.mutate(row.id, { onError: (e) => notify.error(e) })}
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

function DatasetActions({ unikId, datasetId, name }: { unikId: string; datasetId: string; name: string }) {
  const { t } = useTranslation('evaluations')
  const notify = useNotify()
  const importCsv = useImportCsv(unikId, datasetId)
  const [adding, setAdding] = useState(false)
  const onFile = async (file: File | undefined) => {
    if (!file) return
    importCsv.mutate(await file.text(), {
      onSuccess: (r) => notify.success(t('rowsImported', { count: r.added })),
      onError: (e) => notify.error(e, t('importFailed')),
    })
  }
  const onExport = async () => {
    try {
      downloadText(`${name}.csv`, await exportDatasetCsv(unikId, datasetId))
    } catch (error) {
      notify.error(error)
    }
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" component="label" startIcon={<FileUploadOutlined />}>
        {t('importCsv')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label={t('importCsv')}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Button>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()}>
        {t('exportCsv')}
      </Button>
      <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
        {t('addRow')}
      </Button>
      {adding && <AddRowDialog unikId={unikId} datasetId={datasetId} onClose={() => setAdding(false)} />}
    </Stack>
  )
}

/** One dataset's rows, with CSV import and export. */
export default function DatasetPage() {
  const { unikId = '', datasetId = '' } = useParams()
  const { t } = useTranslation('evaluations')
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const dataset = useDataset(unikId, datasetId)
  const data = dataset.data
  return (
    <MainCard
      title={data?.name ?? t('dataset')}
      secondary={canEdit && data && <DatasetActions unikId={unikId} datasetId={datasetId} name={data.name} />}
    >
      {dataset.isPending && <ListSkeleton />}
      {dataset.isError && <Alert severity="error">{errorText(dataset.error)}</Alert>}
      {data?.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {data.description}
        </Typography>
      )}
      {data && data.rows.length === 0 && <Alert severity="info">{t('noRows')}</Alert>}
      {data && data.rows.length > 0 && <RowsTable unikId={unikId} rows={data.rows} canEdit={canEdit} />}
    </MainCard>
  )
}
