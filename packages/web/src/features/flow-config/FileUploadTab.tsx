import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { MAX_UPLOAD_SIZE_MB } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import {
  chatbotSection,
  ConfigTab,
  flag,
  type TabProps,
  text,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'
import { isPositiveNumber } from './validators'

export function FileUploadTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.upload.saveFailed')
  const saved = chatbotSection(flow, 'fullFileUpload')
  const [status, setStatus] = useState(flag(saved.status))
  const [types, setTypes] = useState(text(saved.allowedUploadFileTypes))
  const [maxSize, setMaxSize] = useState(text(saved.maxUploadSize))
  const [touched, setTouched] = useState(false)
  const typesError = types
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .some((x) => !/^[\w.+-]+\/[\w.+*-]+$/.test(x))
  const sizeError = !isPositiveNumber(maxSize) || Number(maxSize) > MAX_UPLOAD_SIZE_MB
  const onSave = () => {
    setTouched(true)
    if (typesError || sizeError) return
    const fullFileUpload: Record<string, unknown> = { ...saved, status, allowedUploadFileTypes: types.trim() }
    if (maxSize.trim()) fullFileUpload.maxUploadSize = Number(maxSize)
    else delete fullFileUpload.maxUploadSize
    save({ chatbotConfig: withChatbotConfig(flow, { fullFileUpload }) })
  }
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <Toggle label={t('config.upload.enable')} checked={status} onChange={setStatus} />
      <TextField
        size="small"
        label={t('config.upload.types')}
        placeholder="text/plain,application/pdf,image/*"
        value={types}
        onChange={(e) => setTypes(e.target.value)}
        error={touched && typesError}
        helperText={touched && typesError ? t('config.upload.typesInvalid') : t('config.upload.typesHint')}
      />
      <TextField
        size="small"
        label={t('config.upload.maxSize')}
        value={maxSize}
        onChange={(e) => setMaxSize(e.target.value)}
        error={touched && sizeError}
        helperText={
          touched && sizeError ? t('config.upload.maxSizeInvalid', { max: MAX_UPLOAD_SIZE_MB }) : undefined
        }
      />
    </ConfigTab>
  )
}
