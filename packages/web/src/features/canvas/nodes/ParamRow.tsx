import { memo } from 'react'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import type { TInputParam, TNodeData } from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
import { ParamField } from '../params/ParamField'

/** A param's label and its editor. */
export const ParamRow = memo(function ParamRow({ data, input }: { data: TNodeData; input: TInputParam }) {
  const { setInput } = useCanvasActions()
  const label = input.label ?? input.name
  return (
    <Box sx={{ px: 1.5, py: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
          {!input.optional && input.type !== 'boolean' && (
            <Box component="span" sx={{ color: 'error.main' }}>
              &nbsp;*
            </Box>
          )}
        </Typography>
        {input.description && (
          <Tooltip title={input.description} placement="right">
            <InfoOutlined sx={{ fontSize: 14, color: 'text.secondary' }} />
          </Tooltip>
        )}
      </Box>
      <ParamField
        nodeId={data.id}
        data={data}
        input={input}
        value={data.inputs[input.name]}
        onChange={(value) => setInput(data.id, input.name, value)}
      />
    </Box>
  )
})
