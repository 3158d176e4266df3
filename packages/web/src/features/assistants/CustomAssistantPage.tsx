import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { ASSISTANT_MANDATORY_TEXT, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useCredentials } from '../credentials/queries'
import { useStores } from '../document-stores/queries'
import { useTools } from '../tools/queries'
import { detailsFromForm, emptyAssistantForm, formFromAssistant, type AssistantForm } from './assistant-form'
import { AssistantFormFields } from './AssistantFormFields'
import { AssistantPreview } from './AssistantPreview'
import { GenerateInstructionsDialog } from './GenerateInstructionsDialog'
import { useAssistant } from './queries'
import { useAssistantEditor } from './use-assistant-editor'

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
  const canEdit = useCanEditUnik(unikId)
  const credentials = useCredentials(unikId)
  const tools = useTools(unikId)
  const stores = useStores(unikId)
  const editor = useAssistantEditor(unikId, assistant, initial)
  const { components, form, setForm, stored, showErrors, check, dirty, listPath, save } = editor
  const [generating, setGenerating] = useState(false)
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
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => void editor.deleteAssistant()}
              >
                {t('translation:common.delete')}
              </Button>
            )}
            <Button
              variant="contained"
              loading={editor.saving}
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
          <AssistantPreview
            unikId={unikId}
            assistant={assistant}
            version={editor.version}
            dirty={dirty}
            onSave={() => void save()}
            onClose={() => void navigate(listPath)}
          />
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
