import { useState } from 'react'
import { useParams } from 'react-router'
import Button from '@mui/material/Button'
import Add from '@mui/icons-material/Add'
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import type { TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import {
  emptyOpenAIForm,
  openAIFormFromAssistant,
  openAIFormFromRemote,
  type OpenAIAssistantForm,
} from './openai-assistant-form'
import { AssistantCardGrid } from './AssistantCards'
import { LoadOpenAIAssistantDialog } from './LoadOpenAIAssistantDialog'
import { OpenAIAssistantCard, summaryOf } from './OpenAIAssistantCard'
import { OpenAIAssistantDialog } from './OpenAIAssistantDialog'
import { OpenAIChatDialog } from './OpenAIChatDialog'
import { useDeleteAssistant, useOpenAIAssistants } from './queries'

type Editing = { assistant: TAssistant | undefined; initial?: OpenAIAssistantForm } | undefined

/** The unik's OpenAI assistants: cards to edit (dialog), chat with, delete (here and at the provider). */
export default function OpenAIAssistantsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['assistants', 'translation'])
  const pageT = (key: string, options?: Record<string, unknown>) => t(`openai.${key}`, options ?? {})
  const canEdit = useCanEditUnik(unikId)
  const list = useOpenAIAssistants(unikId)
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>()
  const [chatting, setChatting] = useState<{ id: string; name: string }>()
  const [loading, setLoading] = useState(false)
  const { deleteItem, deleting } = useConfirmedDelete(
    useDeleteAssistant(unikId, true),
    pageT,
    (a: { id: string; name: string }) => t('openai.deleteDescription', { name: a.name }),
  )
  const items = (list.data ?? []).map(summaryOf).filter((a) => matchesSearch(search, a.name, a.description))

  return (
    <UnikListPage
      t={pageT}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <>
            <Button variant="outlined" startIcon={<CloudDownloadOutlined />} onClick={() => setLoading(true)}>
              {t('openai.load')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ assistant: undefined })}
            >
              {t('add')}
            </Button>
          </>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<SmartToyOutlined />}
    >
      {items.length > 0 && (
        <AssistantCardGrid>
          {items.map((a) => (
            <OpenAIAssistantCard
              key={a.id}
              summary={a}
              canEdit={canEdit}
              deleting={deleting(a.id)}
              onChat={() => setChatting({ id: a.id, name: a.name })}
              onEdit={() => setEditing({ assistant: a.assistant })}
              onDelete={() => void deleteItem(a)}
            />
          ))}
        </AssistantCardGrid>
      )}
      {editing && (
        <OpenAIAssistantDialog
          unikId={unikId}
          assistant={editing.assistant}
          initial={
            editing.initial ??
            (editing.assistant ? openAIFormFromAssistant(editing.assistant) : emptyOpenAIForm())
          }
          readOnly={!canEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
      {loading && (
        <LoadOpenAIAssistantDialog
          unikId={unikId}
          onClose={() => setLoading(false)}
          onPick={(remote, credential) => {
            setLoading(false)
            setEditing({ assistant: undefined, initial: openAIFormFromRemote(remote, credential) })
          }}
        />
      )}
      {chatting && (
        <OpenAIChatDialog
          unikId={unikId}
          assistantId={chatting.id}
          name={chatting.name}
          onClose={() => setChatting(undefined)}
        />
      )}
    </UnikListPage>
  )
}
