import { Fragment, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Add from '@mui/icons-material/Add'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined'
import { hasRoleAtLeast, type TApiKey } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EditDeleteCell, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useDateText } from '../../ui/unik-lists'
import { useUnik } from '../uniks/queries'
import { ApiKeyDialog } from './ApiKeyDialog'
import { ImportApiKeysDialog } from './ImportApiKeysDialog'
import { useApiKeys, useDeleteApiKey } from './queries'

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }

/** The unik's API keys: masked keys, which flows use them, create (shown once), rename, delete, import. */
export default function ApiKeysPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['api-keys', 'translation'])
  const dateText = useDateText()
  const unik = useUnik(unikId)
  // The server lets admins and owners change keys (a key opens the unik's flows to its holder).
  const canManage = unik.data !== undefined && hasRoleAtLeast(unik.data.role, 'admin')
  const list = useApiKeys(unikId)
  const { deleteItem, deleting } = useConfirmedDelete(useDeleteApiKey(unikId), t, (apiKey: TApiKey) =>
    apiKey.chatFlows.length > 0
      ? t('deleteInUse', {
          name: apiKey.keyName,
          count: apiKey.chatFlows.length,
          flows: apiKey.chatFlows.map((f) => f.flowName).join(', '),
        })
      : t('deleteDescription', { name: apiKey.keyName }),
  )
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ apiKey?: TApiKey } | null>(null)
  const [importing, setImporting] = useState(false)
  const [open, setOpen] = useState<Set<string>>(new Set())
  const items = (list.data ?? []).filter((k) => matchesSearch(search, k.keyName))
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const colSpan = canManage ? 5 : 4
  return (
    <UnikListPage
      t={t}
      canEdit={canManage}
      search={search}
      onSearch={setSearch}
      actions={
        canManage && (
          <>
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
              {t('importKeys')}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
              {t('createKey')}
            </Button>
          </>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<VpnKeyOutlined />}
      note={
        <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
          {t('howToUse')}
        </Alert>
      }
    >
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('keyName')}</TableCell>
                <TableCell>{t('apiKey')}</TableCell>
                <TableCell>{t('usage')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('created')}</TableCell>
                {canManage && <TableCell align="right">{t('translation:common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((apiKey) => {
                const expanded = open.has(apiKey.id)
                return (
                  <Fragment key={apiKey.id}>
                    <TableRow hover>
                      <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {apiKey.keyName}
                      </TableCell>
                      <TableCell sx={MONO}>{apiKey.maskedKey}</TableCell>
                      <TableCell>
                        {apiKey.chatFlows.length === 0 ? (
                          t('usedBy', { count: 0 })
                        ) : (
                          <Button
                            size="small"
                            onClick={() => toggle(apiKey.id)}
                            endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
                            aria-expanded={expanded}
                          >
                            {t('usedBy', { count: apiKey.chatFlows.length })}
                          </Button>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} title={dateText(apiKey.createdAt)}>
                        {dateText(apiKey.createdAt, true)}
                      </TableCell>
                      {canManage && (
                        <EditDeleteCell
                          editTitle={t('renameKey')}
                          editLabel={t('renameNamed', { name: apiKey.keyName })}
                          deleteLabel={t('deleteNamed', { name: apiKey.keyName })}
                          deleting={deleting(apiKey.id)}
                          onEdit={() => setDialog({ apiKey })}
                          onDelete={() => void deleteItem(apiKey)}
                        />
                      )}
                    </TableRow>
                    {apiKey.chatFlows.length > 0 && (
                      <TableRow>
                        <TableCell
                          colSpan={colSpan}
                          sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}
                        >
                          <Collapse in={expanded} unmountOnExit>
                            <Table
                              size="small"
                              aria-label={t('usageOf', { name: apiKey.keyName })}
                              sx={{ my: 1 }}
                            >
                              <TableHead>
                                <TableRow>
                                  <TableCell>{t('flowName')}</TableCell>
                                  <TableCell>{t('category')}</TableCell>
                                  <TableCell>{t('updated')}</TableCell>
                                </TableRow>
                              </TableHead>
                              <TableBody>
                                {apiKey.chatFlows.map((flow) => (
                                  <TableRow key={flow.id}>
                                    <TableCell>
                                      <Link
                                        component={RouterLink}
                                        to={`/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flow.id)}`}
                                      >
                                        {flow.flowName}
                                      </Link>
                                    </TableCell>
                                    <TableCell>{flow.category?.split(';').join(', ') ?? ''}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                      {dateText(flow.updatedDate)}
                                    </TableCell>
                                  </TableRow>
                                ))}
                              </TableBody>
                            </Table>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ApiKeyDialog
        unikId={unikId}
        open={dialog !== null}
        apiKey={dialog?.apiKey}
        onClose={() => setDialog(null)}
      />
      {importing && <ImportApiKeysDialog unikId={unikId} onClose={() => setImporting(false)} />}
    </UnikListPage>
  )
}
