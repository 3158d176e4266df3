import { lazy, Suspense, useState } from 'react'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PRE_SX } from './pre-sx'
import { pickerColor } from './tool-form'

const CodeEditor = lazy(() => import('../canvas/params/CodeEditor'))

// Room to write in: CodeMirror's recommended way to give the editor a minimum height.
const EDITOR_SX = { '& .cm-content, & .cm-gutter': { minHeight: 200 } }

/** The tool's colour (text + picker) and icon address (with a preview until the image fails). */
export function ToolAppearanceFields({
  color,
  onColorChange,
  iconSrc,
  onIconSrcChange,
  readOnly,
}: {
  color: string
  onColorChange: (color: string) => void
  iconSrc: string
  onIconSrcChange: (iconSrc: string) => void
  readOnly: boolean
}) {
  const { t } = useTranslation('tools')
  const [iconBroken, setIconBroken] = useState(false)
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        id="tool-color"
        label={t('color')}
        value={color}
        onChange={(e) => onColorChange(e.target.value)}
        placeholder="#a3c4f3"
        helperText={t('colorHint')}
        sx={{ flex: '1 1 200px' }}
        slotProps={{
          htmlInput: { readOnly, spellCheck: false },
          input: {
            startAdornment: (
              <Box
                component="input"
                type="color"
                aria-label={t('pickColor')}
                value={pickerColor(color)}
                disabled={readOnly}
                onChange={(e) => onColorChange(e.target.value)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  mr: 1,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: readOnly ? 'default' : 'pointer',
                  flexShrink: 0,
                }}
              />
            ),
          },
        }}
      />
      <TextField
        id="tool-icon"
        label={t('iconSrc')}
        value={iconSrc}
        onChange={(e) => {
          onIconSrcChange(e.target.value)
          setIconBroken(false)
        }}
        placeholder="https://example.com/icon.svg"
        helperText={iconBroken ? t('iconBroken') : t('iconHint')}
        sx={{ flex: '2 1 320px' }}
        slotProps={{
          htmlInput: { readOnly, spellCheck: false },
          input: {
            endAdornment: iconSrc.trim() !== '' && !iconBroken && (
              <Avatar
                src={iconSrc.trim()}
                alt=""
                variant="rounded"
                sx={{ width: 28, height: 28, bgcolor: 'transparent' }}
                slotProps={{
                  img: { onError: () => setIconBroken(true), referrerPolicy: 'no-referrer' },
                }}
              />
            ),
          },
        }}
      />
    </Box>
  )
}

/** The function's heading, the hint (the schema's properties, $vars, $flow) and its code editor. */
export function ToolFunctionSection({
  func,
  onChange,
  readOnly,
  variables,
}: {
  func: string
  onChange: (func: string) => void
  readOnly: boolean
  variables: string[]
}) {
  const { t } = useTranslation('tools')
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('function')}
      </Typography>
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 1.5 }}>
        <Typography variant="body2">{t('functionHint')}</Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, '& code': { fontSize: 12 } }}>
          <li>
            {variables.length > 0 ? (
              <>
                {t('functionHintProperties')}{' '}
                {variables.map((v, i) => (
                  <span key={v}>
                    {i > 0 && ', '}
                    <code>{v}</code>
                  </span>
                ))}
              </>
            ) : (
              t('functionHintNoProperties')
            )}
          </li>
          <li>
            <code>$vars</code> — {t('functionHintVars')}
          </li>
          <li>
            <code>$flow</code> — {t('functionHintFlow')}
          </li>
          <li>{t('functionHintSandbox')}</li>
        </Box>
      </Alert>
      {readOnly ? (
        <Box component="pre" sx={PRE_SX}>
          {func}
        </Box>
      ) : (
        <Suspense fallback={<Box sx={{ ...PRE_SX, minHeight: 200 }}>{func}</Box>}>
          <Box sx={EDITOR_SX}>
            <CodeEditor value={func} language="javascript" label={t('function')} onChange={onChange} />
          </Box>
        </Suspense>
      )}
    </Box>
  )
}
