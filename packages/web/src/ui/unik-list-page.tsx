import type { ReactElement, ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { MainCard } from './MainCard'
import { UNIK_LIST_KEYS, type PageTranslate } from './unik-list-keys'
import { EmptyState, SearchField } from './unik-lists'
import { useConfirm } from './useConfirm'
import { useErrorText, useNotify } from './useNotify'

/**
 * The scaffold of a unik's list page (credentials, variables, API keys, tools): the card with its
 * search box and buttons, the loading skeleton, the load error and the empty state. Texts come from
 * the page's namespace (`t`, keys in UNIK_LIST_KEYS); the page renders its own table or cards.
 */

/** What the scaffold reads from the list's query. */
interface ListQuery {
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  error: unknown
}

/** Three rounded bars, the list's loading placeholder. */
export function ListSkeleton() {
  return (
    <Stack spacing={1}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  )
}

export function UnikListPage({
  t: pageT,
  canEdit,
  search,
  onSearch,
  actions,
  list,
  shown,
  emptyIcon,
  loading = <ListSkeleton />,
  note,
  children,
}: {
  t: PageTranslate
  /** Whether the empty state invites to add (editors) or says an editor adds (members). */
  canEdit: boolean
  search: string
  onSearch: (value: string) => void
  /** Buttons after the search box (add, import …). */
  actions?: ReactNode
  list: ListQuery
  /** How many items the search leaves. */
  shown: number
  emptyIcon: ReactElement
  loading?: ReactNode
  /** Shown above the list whatever its state (how to use the items …). */
  note?: ReactNode
  /** The list itself (the page renders it only when `shown > 0`), then the page's dialogs. */
  children: ReactNode
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const searching = search.trim() !== ''
  return (
    <MainCard
      title={pageT(UNIK_LIST_KEYS.title)}
      secondary={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField label={t('common.search')} value={search} onChange={onSearch} />
          {actions}
        </Box>
      }
    >
      {note}
      {list.isPending && loading}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && shown === 0 && (
        <EmptyState
          icon={emptyIcon}
          title={pageT(searching ? UNIK_LIST_KEYS.noMatches : UNIK_LIST_KEYS.emptyTitle)}
          hint={
            searching ? undefined : pageT(canEdit ? UNIK_LIST_KEYS.emptyHint : UNIK_LIST_KEYS.emptyHintMember)
          }
        />
      )}
      {children}
    </MainCard>
  )
}

/** A small icon button with a tooltip, for a row's or card's actions. */
export function RowAction({
  title,
  label,
  icon,
  onClick,
  color,
  disabled,
}: {
  title: string
  label: string
  icon: ReactElement
  onClick: () => void
  color?: 'error'
  disabled?: boolean
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}

/** The pencil button; its tooltip says "Edit" unless `title` says otherwise. */
export function EditRowAction({
  label,
  onClick,
  title,
}: {
  label: string
  onClick: () => void
  title?: string
}) {
  const { t } = useTranslation()
  return (
    <RowAction
      title={title ?? t('common.edit')}
      label={label}
      icon={<EditOutlined fontSize="small" />}
      onClick={onClick}
    />
  )
}

/** The red bin button. */
export function DeleteRowAction({
  label,
  onClick,
  disabled,
}: {
  label: string
  onClick: () => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  return (
    <RowAction
      title={t('common.delete')}
      label={label}
      icon={<DeleteOutline fontSize="small" />}
      color="error"
      disabled={disabled}
      onClick={onClick}
    />
  )
}

/** The last table cell of a row: edit and delete buttons, right-aligned on one line. */
export function EditDeleteCell({
  editLabel,
  editTitle,
  deleteLabel,
  deleting,
  onEdit,
  onDelete,
}: {
  editLabel: string
  editTitle?: string
  deleteLabel: string
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <EditRowAction label={editLabel} onClick={onEdit} {...(editTitle ? { title: editTitle } : {})} />
      <DeleteRowAction label={deleteLabel} disabled={deleting} onClick={onDelete} />
    </TableCell>
  )
}

/**
 * Delete one item by id after the user confirms: a toast on success, the error on failure. Returns
 * the function (true when deleted) and whether a given id is being deleted.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  pageT: PageTranslate,
  /** The confirmation's text for this item. */
  describe: (item: T) => string,
): { deleteItem: (item: T) => Promise<boolean>; deleting: (id: string) => boolean } {
  const { t } = useTranslation()
  const confirm = useConfirm()
  const notify = useNotify()
  const deleteItem = async (item: T): Promise<boolean> => {
    const ok = await confirm({
      title: pageT(UNIK_LIST_KEYS.deleteTitle),
      description: describe(item),
      confirmButtonName: t('common.delete'),
      cancelButtonName: t('common.cancel'),
    })
    if (!ok) return false
    try {
      await remove.mutateAsync(item.id)
      notify.success(pageT(UNIK_LIST_KEYS.deleted))
      return true
    } catch (e) {
      notify.error(e, pageT(UNIK_LIST_KEYS.deleteFailed))
      return false
    }
  }
  return { deleteItem, deleting: (id) => remove.isPending && remove.variables === id }
}
