import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Search from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'
import type { TAdminUser, TAdminUserPatchBody } from '@unikflow/graph'
import { ADMIN_PAGE_SIZE } from '../../config/constants'
import { useAuth } from '../auth/authContext'
import { MainCard } from '../../ui/MainCard'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { NotAuthorized } from './NotAuthorized'
import { RegistrationCard } from './RegistrationCard'
import { useAdminUsers, useDeleteUser, usePatchUser } from './queries'

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return debounced
}

function UserRow({ user, isSelf }: { user: TAdminUser; isSelf: boolean }) {
  const { t } = useTranslation(['admin', 'translation'])
  const notify = useNotify()
  const confirm = useConfirm()
  const patch = usePatchUser()
  const remove = useDeleteUser()

  const onPatch = async (body: TAdminUserPatchBody) => {
    try {
      await patch.mutateAsync({ id: user.id, body })
      notify.success(t('updated', { email: user.email }))
    } catch (e) {
      notify.error(e)
    }
  }
  const onDelete = async () => {
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { email: user.email }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(user.id)
      notify.success(t('deleted', { email: user.email }))
    } catch (e) {
      notify.error(e)
    }
  }

  return (
    <TableRow hover>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
        {isSelf && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('you')}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Switch
          checked={user.isSuperAdmin}
          disabled={isSelf || patch.isPending}
          onChange={(_e, checked) => void onPatch({ isSuperAdmin: checked })}
          slotProps={{ input: { 'aria-label': t('superAdminFor', { email: user.email }) } }}
        />
      </TableCell>
      <TableCell>
        <Switch
          checked={user.isBanned}
          color="error"
          disabled={isSelf || patch.isPending}
          onChange={(_e, checked) => void onPatch({ isBanned: checked })}
          slotProps={{ input: { 'aria-label': t('bannedFor', { email: user.email }) } }}
        />
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={isSelf || remove.isPending}
          onClick={onDelete}
          aria-label={t('deleteFor', { email: user.email })}
        >
          {t('translation:common.delete')}
        </Button>
      </TableCell>
    </TableRow>
  )
}

function UsersTable() {
  const { t } = useTranslation(['admin', 'translation'])
  const errorText = useErrorText()
  const { user: me } = useAuth()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(ADMIN_PAGE_SIZE)
  const debouncedSearch = useDebounced(search.trim(), 300)
  const users = useAdminUsers({ page: page + 1, pageSize, search: debouncedSearch })

  return (
    <MainCard
      title={t('title')}
      secondary={
        <TextField
          id="admin-search"
          label={t('translation:common.search')}
          placeholder={t('searchPlaceholder')}
          size="small"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(0)
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
    >
      {users.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('translation:common.loading')} />}
      {users.isError && <Alert severity="error">{errorText(users.error)}</Alert>}
      {users.data && (
        <>
          <TableContainer>
            <Table aria-label={t('title')} size="small" sx={{ minWidth: 520, '& td, & th': { py: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.email')}</TableCell>
                  <TableCell>{t('columns.superAdmin')}</TableCell>
                  <TableCell>{t('columns.banned')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.items.map((u) => (
                  <UserRow key={u.id} user={u} isSelf={u.id === me?.id} />
                ))}
                {users.data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {t('noUsers')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={users.data.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value))
              setPage(0)
            }}
            labelRowsPerPage={t('rowsPerPage')}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
            labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
          />
        </>
      )}
    </MainCard>
  )
}

export default function AdminPage() {
  const { user } = useAuth()
  if (!user?.isSuperAdmin) return <NotAuthorized />
  return (
    <>
      <RegistrationCard />
      <UsersTable />
    </>
  )
}
