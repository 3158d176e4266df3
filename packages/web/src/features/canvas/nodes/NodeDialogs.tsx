import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { TInputParam, TNodeData } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { isInputVisible } from '../model/display-conditions'
import { useCardTexts } from './card-texts'
import { canvasCssVars } from './card-vars'
import { ParamRow } from './ParamRow'

export function NodeInfoDialog({
  data,
  open,
  onClose,
}: {
  data: TNodeData
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['canvas', 'translation'])
  const { text } = useCardTexts()
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{text(data.label ?? data.name)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography color="text.secondary">{t('info.name')}</Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{data.name}</Typography>
          <Typography color="text.secondary">{t('info.id')}</Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{data.id}</Typography>
          <Typography color="text.secondary">{t('info.version')}</Typography>
          <Typography>{data.version ?? '—'}</Typography>
          <Typography color="text.secondary">{t('info.category')}</Typography>
          <Typography>
            {data.category ? t(`palette.categories.${data.category}`, { defaultValue: data.category }) : '—'}
          </Typography>
          <Typography color="text.secondary">{t('info.description')}</Typography>
          <Typography>{data.description ? text(data.description) : '—'}</Typography>
          <Typography color="text.secondary">{t('info.baseClasses')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {data.baseClasses.map((c) => (
              <Chip key={c} label={c} size="small" />
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

export function AdditionalParamsDialog({
  data,
  inputs,
  open,
  onClose,
  title,
}: {
  data: TNodeData
  inputs: TInputParam[]
  open: boolean
  onClose: () => void
  /** The dialog's heading (Agentflow v2 cards edit every param here). */
  title?: string
}) {
  const { t } = useTranslation(['canvas', 'translation'])
  const { text } = useCardTexts()
  const theme = useTheme()
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {title ?? t('additionalParams')} — {text(data.label ?? data.name)}
      </DialogTitle>
      {/* The dialog renders outside the canvas, so the card fields get the canvas' colour variables here. */}
      <DialogContent dividers sx={{ px: 1, ...canvasCssVars(theme) }}>
        {inputs
          .filter((input) => isInputVisible(input, data))
          .map((input) => (
            <ParamRow key={input.name} data={data} input={input} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
