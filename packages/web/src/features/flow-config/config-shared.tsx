import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { isRecord, type TChatflow, type TChatflowUpdateBody } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useCredentials } from '../credentials/queries'
import { parseChatbotConfig } from '../publish/bot-config'
import { useSaveFlowFields } from '../publish/flow-queries'

export type Json = Record<string, unknown>
export const rec = (v: unknown): Json => (isRecord(v) ? v : {})
export const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
export const flag = (v: unknown): boolean => v === true

/** A JSON-text field of the flow (apiConfig, speechToText …) as an object. */
export const parseField = parseChatbotConfig

export interface TabProps {
  unikId: string
  flow: TChatflow
}

/**
 * Saves a tab: the success toast, or the spec's failure text followed by the server's detail
 * (the form keeps what was typed either way).
 */
export function useTabSave(unikId: string, flow: TChatflow, failKey: string) {
  const { t } = useTranslation('chatflows')
  const notify = useNotify()
  const save = useSaveFlowFields(unikId, flow.id)
  return {
    busy: save.isPending,
    save: (fields: Omit<TChatflowUpdateBody, 'version'>) =>
      save.mutate(fields, {
        onSuccess: () => notify.success(t('config.saved')),
        onError: (e) => notify.error(e, t(failKey)),
      }),
  }
}

/** The chatbotConfig with some keys replaced, as JSON text. */
export function withChatbotConfig(flow: TChatflow, patch: Json): string {
  return JSON.stringify({ ...parseChatbotConfig(flow.chatbotConfig), ...patch })
}

export function SaveBar({
  busy,
  onSave,
  children,
}: {
  busy: boolean
  onSave: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('chatflows')
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 1 }}>
      <Button variant="contained" onClick={onSave} disabled={busy}>
        {t('config.save')}
      </Button>
      {children}
    </Box>
  )
}

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  )
}

/** The list without row `i`; the last row is cleared to `blank` instead of removed. */
export function withoutRow<T>(list: T[], i: number, blank: T): T[] {
  return list.length > 1 ? list.filter((_, j) => j !== i) : [blank]
}

/** The bin button at the end of an editable row (starter prompts, headers). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteOutline />
    </IconButton>
  )
}

/** The "+ add" button under a list of editable rows. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box>
      <Button size="small" startIcon={<Add />} onClick={onClick}>
        {label}
      </Button>
    </Box>
  )
}

/** One section of the flow's saved chatbot config (`leads`, `fullFileUpload` …) as a record. */
export function chatbotSection(flow: TChatflow, key: string): Json {
  return rec(parseChatbotConfig(flow.chatbotConfig)[key])
}

/** A tab's fields in a column, then its save button. */
export function ConfigTab({
  busy,
  onSave,
  children,
}: {
  busy: boolean
  onSave: () => void
  children: ReactNode
}) {
  return (
    <TabStack>
      {children}
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

export function TabStack({ children }: { children: ReactNode }) {
  return <Stack spacing={2}>{children}</Stack>
}

/** Credentials of the unik of the given kinds (all of them when none of those kinds exists). */
export function CredentialSelect({
  unikId,
  kinds,
  value,
  onChange,
  label,
}: {
  unikId: string
  kinds: string[]
  value: string
  onChange: (id: string) => void
  label: string
}) {
  const { t } = useTranslation('chatflows')
  const list = useCredentials(unikId)
  const all = list.data ?? []
  const matching = all.filter((c) => kinds.includes(c.credentialName))
  const shown = matching.length > 0 || kinds.length === 0 ? matching : all
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{t('config.noCredential')}</MenuItem>
      {shown.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name} ({c.credentialName})
        </MenuItem>
      ))}
      {value && !shown.some((c) => c.id === value) && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  )
}
