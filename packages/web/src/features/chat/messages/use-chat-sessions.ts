import { useMemo, useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { deleteChatSession, listChatSessions } from '../../../api/chat'
import { useNotify } from '../../../ui/useNotify'
import { groupSessionsByDay, messageListQuery, type MessageFilters } from '../model/message-groups'

/** A flow's conversations under the filters, grouped by day, and the delete that refreshes them. */
export function useChatSessions(unikId: string, flowId: string, filters: MessageFilters) {
  const { t } = useTranslation(['chatmessage', 'translation'])
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const queryKey = ['chat-sessions', unikId, flowId, filters] as const
  const sessions = useQuery({
    queryKey,
    queryFn: () => listChatSessions(unikId, flowId, messageListQuery(filters)),
    placeholderData: keepPreviousData,
  })
  const list = useMemo(() => sessions.data?.sessions ?? [], [sessions.data])
  const groups = useMemo(() => groupSessionsByDay(list), [list])
  const current = list.find((s) => s.chatId === selected) ?? groups[0]?.sessions[0]

  const remove = useMutation({
    mutationFn: ({ chatId, hard }: { chatId: string; hard: boolean }) =>
      deleteChatSession(unikId, flowId, chatId, hard),
    onSuccess: () => {
      setDeleting(null)
      setSelected(null)
      notify.success(t('messages.deleted'))
      void queryClient.invalidateQueries({ queryKey: ['chat-sessions', unikId, flowId] })
    },
    onError: (error) => notify.error(error, t('messages.deleteFailed')),
  })
  return { sessions, list, groups, current, setSelected, deleting, setDeleting, remove }
}
