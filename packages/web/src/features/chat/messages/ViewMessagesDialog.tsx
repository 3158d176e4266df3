import { useState } from 'react'
import Box from '@mui/material/Box'
import ListSubheader from '@mui/material/ListSubheader'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'
import { ListDetailContent, ListDetailDialog } from '../ListDetailContent'
import { DEFAULT_FILTERS, type MessageFilters } from '../model/message-groups'
import { DeleteSessionDialog } from './DeleteSessionDialog'
import { MessageFiltersBar } from './MessageFiltersBar'
import { SessionListItem } from './SessionListItem'
import { Transcript } from './Transcript'
import { useChatSessions } from './use-chat-sessions'
import { AddToDatasetBar } from '../../evaluations/AddToDatasetBar'

export interface ViewMessagesDialogProps {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}

/** View messages: the flow's conversations filtered by date, type and feedback, one transcript at a time. */
export default function ViewMessagesDialog({ unikId, flowId, flowName, onClose }: ViewMessagesDialogProps) {
  const { t, i18n } = useTranslation(['chatmessage', 'translation'])
  const errorText = useErrorText()
  const [filters, setFilters] = useState<MessageFilters>(DEFAULT_FILTERS)
  const [picked, setPicked] = useState<string[]>([])
  const onPick = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  const { sessions, list, groups, current, setSelected, deleting, setDeleting, remove } = useChatSessions(
    unikId,
    flowId,
    filters,
  )

  return (
    <ListDetailDialog
      titleId="view-messages-title"
      title={
        <>
          {t('messages.title')}: {flowName}
        </>
      }
      onClose={onClose}
    >
      <Box sx={{ px: 3, pb: 1.5 }}>
        <MessageFiltersBar value={filters} onChange={setFilters} />
        <AddToDatasetBar unikId={unikId} flowId={flowId} picked={picked} onAdded={() => setPicked([])} />
      </Box>
      <ListDetailContent
        error={sessions.isError ? `${t('messages.loadFailed')}: ${errorText(sessions.error)}` : null}
        pending={sessions.isPending}
        loadingLabel={t('loading')}
        empty={list.length === 0}
        emptyTitle={t('messages.empty')}
        emptyHint={t('messages.emptyHint')}
        listLabel={t('messages.sessions')}
        listWidth={300}
        items={groups.map((group) => (
          <li key={group.day}>
            <Box component="ul" sx={{ p: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', fontSize: 12 }}>
                {new Date(`${group.day}T00:00:00`).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                })}
              </ListSubheader>
              {group.sessions.map((s) => (
                <SessionListItem
                  key={s.chatId}
                  session={s}
                  selected={s.chatId === current?.chatId}
                  onSelect={() => setSelected(s.chatId)}
                />
              ))}
            </Box>
          </li>
        ))}
        detail={
          current ? (
            <Transcript
              key={current.chatId}
              session={current}
              canDelete
              onDelete={() => setDeleting(current.chatId)}
              picked={picked}
              onPick={onPick}
            />
          ) : null
        }
        selectHint={t('messages.selectHint')}
      />
      <DeleteSessionDialog
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(hard) => {
          if (deleting) remove.mutate({ chatId: deleting, hard })
        }}
      />
    </ListDetailDialog>
  )
}
