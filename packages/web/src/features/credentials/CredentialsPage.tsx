import { useState } from 'react'
import { useParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Add from '@mui/icons-material/Add'
import KeyOutlined from '@mui/icons-material/KeyOutlined'
import type { TCredentialSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EditDeleteCell, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik, useDateText } from '../../ui/unik-lists'
import { CredentialDialog, type CredentialDialogTarget } from './CredentialDialog'
import { CredentialKindDialog } from './CredentialKindDialog'
import { KindAvatar } from './KindAvatar'
import { useCredentialKinds, useCredentials, useDeleteCredential } from './queries'

/** The unik's credentials: name, kind, dates; editors add, edit and delete. Values are never shown. */
export default function CredentialsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['credentials', 'translation'])
  const dateText = useDateText()
  const canEdit = useCanEditUnik(unikId)
  const list = useCredentials(unikId)
  const kinds = useCredentialKinds()
  const { deleteItem, deleting } = useConfirmedDelete(
    useDeleteCredential(unikId),
    t,
    (credential: TCredentialSummary) => t('deleteDescription', { name: credential.name }),
  )
  const [search, setSearch] = useState('')
  const [picking, setPicking] = useState(false)
  const [target, setTarget] = useState<CredentialDialogTarget | null>(null)

  const kindLabel = (name: string) => kinds.data?.find((k) => k.name === name)?.label ?? name
  const items = (list.data ?? []).filter((c) =>
    matchesSearch(search, c.name, c.credentialName, kindLabel(c.credentialName)),
  )

  return (
    <UnikListPage
      t={t}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setPicking(true)}>
            {t('addCredential')}
          </Button>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<KeyOutlined />}
    >
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
                    <EditDeleteCell
                      editLabel={t('editNamed', { name: credential.name })}
                      deleteLabel={t('deleteNamed', { name: credential.name })}
                      deleting={deleting(credential.id)}
                      onEdit={() => setTarget({ mode: 'edit', id: credential.id })}
                      onDelete={() => void deleteItem(credential)}
                    />
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
    </UnikListPage>
  )
}
