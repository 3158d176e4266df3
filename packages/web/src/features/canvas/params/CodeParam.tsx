import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { asText } from './TextParam'
import type { ParamFieldProps } from './param-types'

const CodeEditor = lazy(() => import('./CodeEditor'))

function jsonError(text: string): boolean {
  if (text.trim() === '') return false
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

/**
 * code and json params. The card shows the text; CodeMirror (a lazy chunk) takes over on the first
 * click or focus, so opening a flow never waits for it and 300 cards do not start 300 editors.
 */
export function CodeParam({
  input,
  value,
  onChange,
  language,
}: ParamFieldProps & { language: 'javascript' | 'json' }) {
  const { t } = useTranslation('canvas')
  const [editing, setEditing] = useState(false)
  const text = asText(value ?? '')
  const label = input.label ?? input.name
  const invalidJson = language === 'json' && jsonError(text)
  const preview = (
    <button
      type="button"
      className={`uf-code uf-mono nodrag${text === '' ? ' uf-code--empty' : ''}`}
      aria-label={label}
      onClick={() => setEditing(true)}
      onFocus={() => setEditing(true)}
    >
      {text === '' ? (input.placeholder ?? '') : text}
    </button>
  )
  return (
    <>
      {editing ? (
        <Suspense fallback={preview}>
          <CodeEditor value={text} language={language} label={label} onChange={onChange} autoFocus />
        </Suspense>
      ) : (
        preview
      )}
      {invalidJson && <p className="uf-param__help uf-param__help--error">{t('params.invalidJson')}</p>}
    </>
  )
}
