import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import {
  ASSISTANT_MANDATORY_TEXT,
  assistantBasePathInputs,
  isCredentialRequired,
  type TAssistant,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { useCanEditUnik } from '../../ui/unik-lists'
import { unikPath } from '../chatflows/flow-kinds'
import { useCredentials } from '../credentials/queries'
import { useStores } from '../document-stores/queries'
import { useTools } from '../tools/queries'
import {
  checkAssistantForm,
  detailsFromForm,
  emptyAssistantForm,
  formFromAssistant,
  isFormValid,
  type AssistantForm,
} from './assistant-form'
import { AssistantFormFields } from './AssistantFormFields'
import { GenerateInstructionsDialog } from './GenerateInstructionsDialog'
import {
  useAssistant,
  useAssistantComponents,
  useCreateAssistant,
  useDeleteAssistant,
  useUpdateAssistant,
} from './queries'

const ChatPanel = lazy(() => import('../chat/panel/ChatPanel'))

export const NEW_ASSISTANT_ID = 'new'

/** Create or edit a custom assistant, with its preview chat beside the form once it is saved. */
export default function CustomAssistantPage() {
  const { unikId = '', assistantId = NEW_ASSISTANT_ID } = useParams()
  const isNew = assistantId === NEW_ASSISTANT_ID
  const saved = useAssistant(unikId, isNew ? undefined : assistantId)
  const { t } = useTranslation(['assistants', 'translation'])
  const errorText = useErrorText()
  if (!isNew && saved.isError) return <Alert severity="error">{errorText(saved.error)}</Alert>
  if (!isNew && !saved.data) return <Skeleton variant="rounded" height={480} />
  const initial = saved.data ? formFromAssistant(saved.data) : emptyAssistantForm()
  if (!initial) return <Alert severity="error">{t('unreadable')}</Alert>
  return <Editor key={assistantId} unikId={unikId} assistant={saved.data} initial={initial} />
}

function Editor({
  unikId,
  assistant,
  initial,
}: {
  unikId: string
  assistant: TAssistant | undefined
  initial: AssistantForm
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  const navigate = useNavigate()
  const notify = useNotify()
  const confirm = useConfirm()
  const canEdit = useCanEditUnik(unikId)
  const components = useAssistantComponents(unikId)
  const credentials = useCredentials(unikId)
  const tools = useTools(unikId)
  const stores = useStores(unikId)
  const create = useCreateAssistant(unikId)
  const update = useUpdateAssistant(unikId)
  const remove = useDeleteAssistant(unikId)
  const [stored, setStored] = useState(initial)
  const [form, setForm] = useState(initial)
  const [showErrors, setShowErrors] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [version, setVersion] = useState(1)
  const dirty = JSON.stringify(form) !== JSON.stringify(stored)
  const model = components.data?.chatModels.find((m) => m.name === form.modelNode)
  const check = useMemo(
    () =>
      checkAssistantForm(
        form,
        (model?.credentialNames.length ?? 0) > 0 &&
          isCredentialRequired(model?.credentialRule, assistantBasePathInputs(form.basePath)),
      ),
    [form, model],
  )
  const listPath = unikPath(unikId, 'assistants/custom')

  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const save = async () => {
    setShowErrors(true)
    if (!isFormValid(check)) return
    const body = { details: JSON.stringify(detailsFromForm(form)), iconSrc: form.iconSrc.trim() || null }
    try {
      if (assistant) {
        await update.mutateAsync({ id: assistant.id, body })
        setStored(form)
        setVersion((v) => v + 1)
        notify.success(t('saved'))
      } else {
        const created = await create.mutateAsync(body)
        notify.success(t('created'))
        void navigate(unikPath(unikId, `assistants/custom/${encodeURIComponent(created.id)}`), {
          replace: true,
        })
      }
    } catch (e) {
      notify.error(e, assistant ? t('saveFailed') : t('addFailed'))
    }
  }

  const deleteAssistant = async () => {
    if (!assistant) return
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: stored.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(assistant.id)
      notify.success(t('deleted'))
      void navigate(listPath)
    } catch (e) {
      notify.error(e, t('deleteFailed'))
    }
  }

  const generateModel = form.modelNode && form.modelName.trim() ? detailsFromForm(form).chatModel : undefined

  return (
    <MainCard
      // The preview chat sticks in the window while the form scrolls: a card clipping its overflow (MUI's
      // default) would make it scroll away, question box and newest answer with it.
      sx={{ overflow: 'visible' }}
      title={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} size="small">
            {t('back')}
          </Button>
          <Typography variant="h3" component="h1" noWrap sx={{ fontSize: 20, fontWeight: 600 }}>
            {stored.name || t('newTitle')}
          </Typography>
        </Box>
      }
      secondary={
        canEdit && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {assistant && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => void deleteAssistant()}>
                {t('translation:common.delete')}
              </Button>
            )}
            <Button
              variant="contained"
              loading={create.isPending || update.isPending}
              disabled={assistant !== undefined && !dirty}
              onClick={() => void save()}
            >
              {assistant ? t('translation:common.save') : t('translation:common.create')}
            </Button>
          </Box>
        )
      }
    >
      {showErrors && check.missing.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t('mandatory', { defaultValue: ASSISTANT_MANDATORY_TEXT })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(360px, 440px)' },
          alignItems: 'start',
        }}
      >
        {components.data && credentials.data && tools.data && stores.data ? (
          <AssistantFormFields
            form={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            check={showErrors ? check : null}
            components={components.data}
            unikId={unikId}
            credentials={credentials.data}
            savedTools={tools.data}
            documentStores={stores.data}
            readOnly={!canEdit}
            onGenerate={() => setGenerating(true)}
          />
        ) : (
          <Skeleton variant="rounded" height={480} />
        )}
        <Box
          sx={{ position: { lg: 'sticky' }, top: { lg: 96 }, height: { xs: 520, lg: 'calc(100vh - 140px)' } }}
        >
          {assistant ? (
            <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
              <ChatPanel
                unikId={unikId}
                flowId={assistant.id}
                flowVersion={version}
                isDirty={dirty}
                onSave={() => void save()}
                onClose={() => void navigate(listPath)}
                placement="page"
              />
            </Suspense>
          ) : (
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <Typography variant="body2" color="text.secondary">
                {t('previewAfterSave')}
              </Typography>
            </Paper>
          )}
        </Box>
      </Box>
      <GenerateInstructionsDialog
        unikId={unikId}
        open={generating}
        chatModel={generateModel}
        onClose={() => setGenerating(false)}
        onUse={(instructions) => setForm((f) => ({ ...f, instructions }))}
      />
    </MainCard>
  )
}
