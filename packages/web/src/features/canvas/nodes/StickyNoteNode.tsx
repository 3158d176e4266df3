import { memo, useState } from 'react'
import type { NodeProps } from '@xyflow/react'
import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'
import type { StickyCanvasNode } from '../model/canvas-types'
import { DuplicateDeleteButtons } from './NodeToolbarButtons'

/** A note on the canvas: editable text, no anchors. */
export const StickyNoteNode = memo(function StickyNoteNode({
  id,
  data,
  selected,
}: NodeProps<StickyCanvasNode>) {
  const { t } = useTranslation('canvas')
  const actions = useCanvasActions()
  const [hover, setHover] = useState(false)
  const note = data.inputs.note
  return (
    <Box
      data-testid={`node-${id}`}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      sx={{
        width: 300,
        minHeight: 120,
        p: 1.5,
        bgcolor: '#fff7b1',
        color: '#3b3b1f',
        borderRadius: 1,
        boxShadow: selected ? 8 : 2,
        outline: selected ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        position: 'relative',
      }}
    >
      {(hover || selected) && (
        <Box
          sx={{
            position: 'absolute',
            right: -40,
            top: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
          }}
        >
          <DuplicateDeleteButtons id={id} />
        </Box>
      )}
      <InputBase
        multiline
        fullWidth
        minRows={4}
        className="nodrag nowheel"
        placeholder={t('stickyPlaceholder')}
        value={typeof note === 'string' ? note : ''}
        onChange={(e) => actions.setInput(id, 'note', e.target.value)}
        inputProps={{ 'aria-label': t('stickyLabel') }}
        sx={{ color: 'inherit', fontSize: 14 }}
      />
    </Box>
  )
})
