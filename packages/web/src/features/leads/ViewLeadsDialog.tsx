import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined'
import { useTranslation } from 'react-i18next'
import { leadsCsv, listLeads } from '../../api/leads'
import { EmptyState, matchesSearch, SearchField, useDateText } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { leadsToCsv } from '@unikflow/graph/protocols'

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  URL.revokeObjectURL(url)
}

export interface ViewLeadsDialogProps {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}

/** Leads captured by the flow's public bot: search and CSV export. */
export default function ViewLeadsDialog({ unikId, flowId, flowName, onClose }: ViewLeadsDialogProps) {
  const { t } = useTranslation('chatflows')
  const errorText = useErrorText()
  const dateText = useDateText()
  const [search, setSearch] = useState('')
  const leads = useQuery({
    queryKey: ['uniks', unikId, 'chatflows', 'leads', flowId],
    queryFn: () => listLeads(unikId, flowId),
  })
  const items = (leads.data ?? []).filter((l) => matchesSearch(search, l.name, l.email, l.phone))
  const exportCsv = async () => {
    const name = `leads-${flowName.replace(/[^\w-]+/g, '_') || flowId}.csv`
    try {
      download(name, await leadsCsv(unikId, flowId))
    } catch {
      download(name, leadsToCsv(leads.data ?? []))
    }
  }
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="leads-title">
      <DialogTitle id="leads-title">{t('leads.title', { name: flowName })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
          <SearchField label={t('leads.search')} value={search} onChange={setSearch} />
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!leads.data?.length}
            onClick={() => void exportCsv()}
          >
            {t('leads.export')}
          </Button>
        </Box>
        {leads.isPending && <Skeleton variant="rounded" height={120} />}
        {leads.isError && <Alert severity="error">{errorText(leads.error)}</Alert>}
        {leads.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<PersonSearchOutlined />}
            title={search.trim() ? t('leads.noMatches') : t('leads.empty')}
          />
        )}
        {items.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('leads.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('leads.name')}</TableCell>
                  <TableCell>{t('leads.email')}</TableCell>
                  <TableCell>{t('leads.phone')}</TableCell>
                  <TableCell align="right">{t('leads.points')}</TableCell>
                  <TableCell>{t('leads.created')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((l) => (
                  <TableRow key={l.id} hover>
                    <TableCell>{l.name}</TableCell>
                    <TableCell>{l.email}</TableCell>
                    <TableCell>{l.phone}</TableCell>
                    <TableCell align="right">{l.points ?? ''}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(l.createdDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('leads.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
