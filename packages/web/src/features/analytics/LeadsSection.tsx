import { useDeferredValue, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined'
import type { TAnalyticsQuery } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { analyticsLeadsCsv } from '../../api/analytics'
import { EmptyState, SearchField, useDateText } from '../../ui/unik-lists'
import { useNotify } from '../../ui/useNotify'
import { useFormats } from './format'
import { useAnalyticsLeads } from './queries'

const PAGE = 25

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

/** Leads of the range with their quiz points: figures, search, pages and the CSV of every match. */
export function LeadsSection({ unikId, query }: { unikId: string; query: TAnalyticsQuery }) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  const dateText = useDateText()
  const notify = useNotify()
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const [page, setPage] = useState(0)
  const leads = useAnalyticsLeads(unikId, { ...query, ...(q ? { q } : {}), offset: page * PAGE, limit: PAGE })
  const points = leads.data?.points
  const exportCsv = async () => {
    try {
      download(
        `leads-${query.from ?? ''}-${query.to ?? ''}.csv`,
        await analyticsLeadsCsv(unikId, { ...query, ...(q ? { q } : {}) }),
      )
    } catch (error) {
      notify.error(error)
    }
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SearchField
          id="analytics-leads-search"
          label={t('leads.search')}
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(0)
          }}
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={exportCsv}
          disabled={!leads.data || leads.data.total === 0}
        >
          {t('leads.exportCsv')}
        </Button>
      </Box>
      {points && points.withPoints > 0 && (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }} data-testid="analytics-points">
          {[
            [t('leads.pointsTotal'), f.number(points.total)],
            [t('leads.pointsAverage'), f.decimal(points.average ?? 0)],
            [t('leads.pointsMax'), f.number(points.max ?? 0)],
            [t('leads.withPoints'), f.number(points.withPoints)],
          ].map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h3" component="p">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {leads.data && leads.data.total === 0 ? (
        <EmptyState icon={<PersonSearchOutlined />} title={q ? t('leads.noMatch') : t('leads.empty')} />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('leads.title')} data-testid="analytics-leads">
              <TableHead>
                <TableRow>
                  <TableCell>{t('leads.flow')}</TableCell>
                  <TableCell>{t('leads.name')}</TableCell>
                  <TableCell>{t('leads.email')}</TableCell>
                  <TableCell>{t('leads.phone')}</TableCell>
                  <TableCell align="right">{t('leads.points')}</TableCell>
                  <TableCell>{t('leads.created')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(leads.data?.leads ?? []).map((lead) => (
                  <TableRow key={lead.id} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{lead.flowName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{lead.name ?? ''}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{lead.email ?? ''}</TableCell>
                    <TableCell>{lead.phone ?? ''}</TableCell>
                    <TableCell align="right">{lead.points === null ? '—' : f.number(lead.points)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(lead.createdDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {(leads.data?.total ?? 0) > PAGE && (
            <TablePagination
              component="div"
              count={leads.data?.total ?? 0}
              page={page}
              rowsPerPage={PAGE}
              rowsPerPageOptions={[PAGE]}
              onPageChange={(_, next: number) => setPage(next)}
            />
          )}
        </>
      )}
    </Box>
  )
}
