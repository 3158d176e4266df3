import { useMemo, useReducer, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { Viewport } from '@xyflow/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { parseFlowDataOrEmpty, ZTemplateTool, type TTemplate } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { useAppSelector } from '../../store'
import { PageLoader } from '../../ui/PageLoader'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { unikPath } from '../chatflows/flow-kinds'
import { FlowCanvas } from '../canvas/FlowCanvas'
import { createEditorState, editorReducer } from '../canvas/model/editor-reducer'
import { toCanvas } from '../canvas/model/to-canvas'
import { paletteTabsFor } from '../canvas/palette/palette-groups'
import { useComponentCatalog } from '../canvas/use-component-catalog'
import { useTemplate } from './queries'
import { BadgeChip, TypeChip } from './TemplateCard'
import { translateTemplate } from './template-texts'
import { useTemplateAction } from './use-template-action'

const noop = () => undefined

/** The template's flow on a read-only canvas (the marketplace canvas of the spec). */
function FlowPreview({ unikId, template }: { unikId: string; template: TTemplate }) {
  const descriptors = useAppSelector((s) => s.canvas.componentNodes)
  const initial = useMemo(() => {
    const graph = toCanvas(parseFlowDataOrEmpty(template.flowData), descriptors)
    return createEditorState(graph.flow, graph.nodes, graph.edges)
  }, [template.flowData, descriptors])
  const [state, dispatch] = useReducer(editorReducer, initial)
  const viewportGetter = useRef<(() => Viewport) | null>(null)
  return (
    <FlowCanvas
      unikId={unikId}
      state={state}
      dispatch={dispatch}
      descriptors={descriptors}
      paletteTabs={paletteTabsFor(template.type === 'Agentflow' ? 'MULTIAGENT' : 'CHATFLOW')}
      viewportGetter={viewportGetter}
      fitToken={0}
      onSave={noop}
      readOnly
    />
  )
}

/** A tool template: what the tool tells the model, and its code. */
function ToolPreview({ template }: { template: TTemplate }) {
  const { t } = useTranslation('templates')
  const tool = ZTemplateTool.safeParse(JSON.parse(template.flowData))
  if (!tool.success) return <Alert severity="error">{t('invalidTool')}</Alert>
  return (
    <Box sx={{ p: 3, maxWidth: 960, mx: 'auto', width: '100%', overflow: 'auto' }}>
      <Typography variant="overline">{t('toolName')}</Typography>
      <Typography sx={{ fontFamily: 'monospace', mb: 2 }}>{tool.data.name}</Typography>
      <Typography variant="overline">{t('toolDescription')}</Typography>
      <Typography sx={{ mb: 2 }}>{tool.data.description}</Typography>
      <Typography variant="overline">{t('toolCode')}</Typography>
      <Paper
        variant="outlined"
        component="pre"
        sx={{ p: 2, m: 0, overflow: 'auto', fontSize: 13, fontFamily: 'monospace', whiteSpace: 'pre' }}
      >
        {tool.data.func}
      </Paper>
    </Box>
  )
}

/** `templates/{id}`: a template's preview with "Use template". */
export default function TemplatePage() {
  const { unikId = '', templateId = '' } = useParams()
  const navigate = useNavigate()
  const { t } = useTranslation('templates')
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const nodes = useComponentCatalog()
  const template = useTemplate(unikId, templateId)
  const text = useCatalogueText()
  const { use, busy } = useTemplateAction(unikId)
  const back = () => void navigate(unikPath(unikId, 'templates'))

  const failed = template.error ?? nodes.error
  if (failed)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error" action={<Button onClick={back}>{t('back')}</Button>}>
          {errorText(failed)}
        </Alert>
      </Box>
    )
  if (!template.data || !nodes.isSuccess) return <PageLoader />
  const data = translateTemplate(template.data, text)

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Paper
        square
        elevation={0}
        sx={{
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Tooltip title={t('back')}>
          <IconButton aria-label={t('back')} onClick={back}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h1" noWrap>
              {data.name}
            </Typography>
            <TypeChip type={data.type} />
            <BadgeChip badge={data.badge} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {data.description}
          </Typography>
        </Box>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<ContentCopyOutlined />}
            loading={busy}
            onClick={() => void use(data)}
            sx={{ flexShrink: 0 }}
          >
            {t('useTemplate')}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 220 }}>
            {t('useNeedsEditor')}
          </Typography>
        )}
      </Paper>
      {data.requires && (
        <Alert severity="info" square sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {t('requires', { what: data.requires })}
        </Alert>
      )}
      <Box sx={{ flexGrow: 1, position: 'relative', display: 'flex' }}>
        {data.type === 'Tool' ? (
          <ToolPreview template={data} />
        ) : (
          <FlowPreview unikId={unikId} template={data} />
        )}
      </Box>
    </Box>
  )
}
