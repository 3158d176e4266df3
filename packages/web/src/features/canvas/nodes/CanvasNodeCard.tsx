import { memo, useEffect, useRef, useState } from 'react'
import {
  Handle,
  Position,
  useStore,
  useUpdateNodeInternals,
  type NodeProps,
  type ReactFlowState,
} from '@xyflow/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined'
import {
  HandleDirections,
  isOptionsOutputAnchor,
  makeHandleId,
  type TInputParam,
  type TNodeData,
  type TOutputAnchor,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { nodeIconUrl } from '../../../api/nodes'
import { useCanvasActions } from '../CanvasContext'
import type { CustomCanvasNode } from '../model/canvas-types'
import { isInputVisible } from '../model/display-conditions'
import { AdditionalParamsDialog, NodeInfoDialog } from './NodeDialogs'
import { ParamRow } from './ParamRow'

export const NODE_WIDTH = 300
/** Below this zoom a card shows only its title and anchors (params are unreadable there anyway). */
export const COMPACT_ZOOM = 0.5
const isZoomedOut = (s: ReactFlowState) => s.transform[2] < COMPACT_ZOOM

// `&&` outranks xyflow's own `.react-flow__handle` rules, which load after ours.
const InputHandle = styled(Handle)(({ theme }) => ({
  '&&': {
    width: 12,
    height: 12,
    left: -7,
    border: `2px solid ${theme.palette.background.paper}`,
    background: theme.palette.primary.main,
  },
}))

const OutputHandle = styled(Handle)(({ theme }) => ({
  '&&': {
    width: 12,
    height: 12,
    right: -7,
    border: `2px solid ${theme.palette.background.paper}`,
    background: theme.palette.secondary.main,
  },
}))

function inputHandleId(nodeId: string, input: TInputParam): string {
  return input.id ?? makeHandleId(nodeId, HandleDirections.Input, input.name, input.type)
}

function InputAnchorRow({ nodeId, input }: { nodeId: string; input: TInputParam }) {
  return (
    <Box sx={{ position: 'relative', px: 1.5, py: 0.75 }}>
      <InputHandle type="target" position={Position.Left} id={inputHandleId(nodeId, input)} />
      <Typography variant="body2">
        {input.label ?? input.name}
        {!input.optional && (
          <Box component="span" sx={{ color: 'error.main' }}>
            &nbsp;*
          </Box>
        )}
        {input.list && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 11 }}>
            &nbsp;[…]
          </Box>
        )}
      </Typography>
    </Box>
  )
}

function OutputRow({ data, anchor, compact }: { data: TNodeData; anchor: TOutputAnchor; compact: boolean }) {
  const { t } = useTranslation('canvas')
  const { setOutput } = useCanvasActions()
  if (!isOptionsOutputAnchor(anchor)) {
    if (anchor.hidden) return null
    return (
      <Box sx={{ position: 'relative', px: 1.5, py: 0.75, textAlign: 'right' }}>
        <Typography variant="body2">{anchor.label ?? anchor.name}</Typography>
        <OutputHandle type="source" position={Position.Right} id={anchor.id} />
      </Box>
    )
  }
  const chosenName = data.outputs[anchor.name]
  const chosen =
    anchor.options.find((o) => o.name === chosenName) ??
    anchor.options.find((o) => o.name === anchor.default) ??
    anchor.options[0]
  if (!chosen) return null
  if (compact) {
    return (
      <Box sx={{ position: 'relative', px: 1.5, py: 0.75, textAlign: 'right' }}>
        <Typography variant="body2">{chosen.label ?? chosen.name}</Typography>
        <OutputHandle type="source" position={Position.Right} id={chosen.id} />
      </Box>
    )
  }
  return (
    <Box sx={{ position: 'relative', px: 1.5, py: 0.75 }}>
      <TextField
        select
        fullWidth
        size="small"
        className="nodrag"
        value={chosen.name}
        onChange={(e) => setOutput(data.id, anchor.name, e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('output') } }}
      >
        {anchor.options.map((o) => (
          <MenuItem key={o.id} value={o.name}>
            {o.label ?? o.name}
          </MenuItem>
        ))}
      </TextField>
      <OutputHandle type="source" position={Position.Right} id={chosen.id} />
    </Box>
  )
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', px: 1.5, py: 0.25 }}>
      <Typography variant="caption" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {children}
      </Typography>
    </Box>
  )
}

/** A node on the canvas: icon and label, input anchors on the left, params, outputs on the right. */
export const CanvasNodeCard = memo(function CanvasNodeCard({
  id,
  data,
  selected,
}: NodeProps<CustomCanvasNode>) {
  const { t } = useTranslation('canvas')
  const actions = useCanvasActions()
  const updateNodeInternals = useUpdateNodeInternals()
  const [hover, setHover] = useState(false)
  const [dialog, setDialog] = useState<'info' | 'additional' | null>(null)
  const known = actions.getDescriptor(data.name) !== undefined
  // One boolean per card: it changes only when the zoom crosses the threshold.
  const compact = useStore(isZoomedOut)

  const anchors = data.inputAnchors.filter((i) => !i.additionalParams && isInputVisible(i, data))
  const params = data.inputParams.filter((i) => !i.additionalParams && isInputVisible(i, data))
  const additional = [...data.inputParams, ...data.inputAnchors].filter((i) => i.additionalParams)

  // Handles appear and disappear with show/hide conditions and output choices: tell xyflow to re-measure.
  const handleKey = [
    ...anchors.map((a) => a.id ?? a.name),
    ...data.outputAnchors.map((a) =>
      isOptionsOutputAnchor(a) ? JSON.stringify(data.outputs[a.name] ?? '') : (a.id ?? ''),
    ),
  ].join(',')
  // Not on mount: xyflow measures new nodes itself, and 300 mount-time calls would each force a layout.
  const measuredKey = useRef(handleKey)
  useEffect(() => {
    if (measuredKey.current === handleKey) return
    measuredKey.current = handleKey
    updateNodeInternals(id)
  }, [id, handleKey, updateNodeInternals])

  return (
    <Paper
      data-testid={`node-${id}`}
      elevation={selected ? 8 : 2}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      sx={{
        width: NODE_WIDTH,
        border: 2,
        borderColor: selected ? 'primary.main' : known ? 'divider' : 'warning.main',
        borderRadius: 2,
        position: 'relative',
      }}
    >
      {(hover || selected) && (
        <Box
          sx={{
            position: 'absolute',
            right: -44,
            top: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            p: 0.5,
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 2,
          }}
        >
          <Tooltip title={t('node.duplicate')} placement="right">
            <IconButton
              size="small"
              aria-label={t('node.duplicate')}
              onClick={() => actions.duplicateNode(id)}
            >
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('node.delete')} placement="right">
            <IconButton size="small" aria-label={t('node.delete')} onClick={() => actions.deleteNode(id)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('node.info')} placement="right">
            <IconButton size="small" aria-label={t('node.info')} onClick={() => setDialog('info')}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'common.white',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            boxShadow: 1,
          }}
        >
          <img src={nodeIconUrl(data.name)} alt="" width={28} height={28} loading="lazy" draggable={false} />
        </Box>
        <Typography
          variant="h5"
          component="div"
          sx={{ fontWeight: 600, fontSize: 17, flexGrow: 1, minWidth: 0 }}
          noWrap
          title={data.label}
        >
          {data.label ?? data.name}
        </Typography>
      </Box>
      {!known && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberOutlined />}
            label={t('node.unknown', { name: data.name })}
          />
        </Box>
      )}
      {(anchors.length > 0 || params.length > 0 || additional.length > 0) && (
        <>
          <SectionTitle>{t('inputs')}</SectionTitle>
          {anchors.map((input) => (
            <InputAnchorRow key={input.name} nodeId={id} input={input} />
          ))}
          {!compact && params.map((input) => <ParamRow key={input.name} data={data} input={input} />)}
          {!compact && additional.length > 0 && (
            <Box sx={{ px: 1.5, py: 1 }}>
              <Button
                fullWidth
                size="small"
                variant="outlined"
                startIcon={<TuneOutlined />}
                onClick={() => setDialog('additional')}
              >
                {t('additionalParams')}
              </Button>
            </Box>
          )}
        </>
      )}
      {data.outputAnchors.length > 0 && (
        <>
          <Divider />
          <SectionTitle>{t('outputs')}</SectionTitle>
          <Box sx={{ pb: 0.5 }}>
            {data.outputAnchors.map((anchor) => (
              <OutputRow key={anchor.id ?? anchor.name} data={data} anchor={anchor} compact={compact} />
            ))}
          </Box>
        </>
      )}
      {dialog === 'info' && <NodeInfoDialog data={data} open onClose={() => setDialog(null)} />}
      {dialog === 'additional' && (
        <AdditionalParamsDialog data={data} inputs={additional} open onClose={() => setDialog(null)} />
      )}
    </Paper>
  )
})
