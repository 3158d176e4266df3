import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import KeyOutlined from '@mui/icons-material/KeyOutlined'
import type { TCredentialSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { EmptyState, matchesSearch, SearchField, useCanEditUnik, useDateText } from '../../ui/unik-lists'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { CredentialDialog, type CredentialDialogTarget } from './CredentialDialog'
import { CredentialKindDialog } from './CredentialKindDialog'
import { KindAvatar } from './KindAvatar'
import { useCredentialKinds, useCredentials, useDeleteCredential } from './queries'

/** The unik's credentials: name, kind, dates; editors add, edit and delete. Values are never shown. */
export default function CredentialsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['credentials', 'translation'])
  const errorText = useErrorText()
  const notify = useNotify()
  const confirm = useConfirm()
  const dateText = useDateText()
  const canEdit = useCanEditUnik(unikId)
  const list = useCredentials(unikId)
  const kinds = useCredentialKinds()
  const remove = useDeleteCredential(unikId)
  const [search, setSearch] = useState('')
  const [picking, setPicking] = useState(false)
  const [target, setTarget] = useState<CredentialDialogTarget | null>(null)

  const kindLabel = (name: string) => kinds.data?.find((k) => k.name === name)?.label ?? name
  const items = (list.data ?? []).filter((c) =>
    matchesSearch(search, c.name, c.credentialName, kindLabel(c.credentialName)),
  )

  const onDelete = async (credential: TCredentialSummary) => {
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: credential.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    remove.mutate(credential.id, {
      onSuccess: () => notify.success(t('deleted')),
      onError: (e) => notify.error(e, t('deleteFailed')),
    })
  }

  return (
    <MainCard
      title={t('title')}
      secondary={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField label={t('translation:common.search')} value={search} onChange={setSearch} />
          {canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setPicking(true)}>
              {t('addCredential')}
            </Button>
          )}
        </Box>
      }
    >
      {list.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      )}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<KeyOutlined />}
          title={search.trim() ? t('noMatches') : t('emptyTitle')}
          hint={search.trim() ? undefined : t(canEdit ? 'emptyHint' : 'emptyHintMember')}
        />
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('kind')}</TableCell>
                <TableCell>{t('lastUpdated')}</TableCell>
                <TableCell>{t('created')}</TableCell>
                {canEdit && <TableCell align="right">{t('translation:common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((credential) => (
                <TableRow key={credential.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <KindAvatar
                        name={credential.credentialName}
                        label={kindLabel(credential.credentialName)}
                      />
                      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {credential.name}
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell>{kindLabel(credential.credentialName)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(credential.updatedDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(credential.createdDate)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('translation:common.edit')}>
                        <IconButton
                          size="small"
                          aria-label={t('editNamed', { name: credential.name })}
                          onClick={() => setTarget({ mode: 'edit', id: credential.id })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('translation:common.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('deleteNamed', { name: credential.name })}
                          disabled={remove.isPending && remove.variables === credential.id}
                          onClick={() => void onDelete(credential)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CredentialKindDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(kind) => {
          setPicking(false)
          setTarget({ mode: 'create', kind })
        }}
      />
      <CredentialDialog unikId={unikId} target={target} onClose={() => setTarget(null)} />
    </MainCard>
  )
}
