import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { useTranslation } from 'react-i18next'
import { useCopyText } from '../../ui/useCopyText'

/** Read-only code with a copy button (snippets and API samples); `wrap` for prose such as prompts. */
export function CodeBlock({ code, label, wrap = false }: { code: string; label: string; wrap?: boolean }) {
  const { t } = useTranslation('publish')
  const copyText = useCopyText()
  const copy = () => copyText(code, { copied: t('copied'), manually: t('copyManually') })
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="pre"
        aria-label={label}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          pr: 6,
          borderRadius: 1,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100'),
          border: 1,
          borderColor: 'divider',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12.5,
          lineHeight: 1.55,
          overflow: 'auto',
          maxHeight: 340,
          whiteSpace: wrap ? 'pre-wrap' : 'pre',
          overflowWrap: wrap ? 'anywhere' : 'normal',
        }}
      >
        {code}
      </Box>
      <Tooltip title={t('copy')}>
        <IconButton
          size="small"
          aria-label={t('copyNamed', { name: label })}
          onClick={() => void copy()}
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper' }}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
