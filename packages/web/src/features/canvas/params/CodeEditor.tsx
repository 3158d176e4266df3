import { useEffect, useRef } from 'react'
import { useTheme } from '@mui/material/styles'
import { basicSetup, EditorView } from 'codemirror'
import { EditorState } from '@codemirror/state'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import { oneDark } from '@codemirror/theme-one-dark'

export interface CodeEditorProps {
  value: string
  language: 'javascript' | 'json'
  label: string
  onChange: (value: string) => void
  /** Focus the editor once it exists (it replaced the card's read-only preview on a click). */
  autoFocus?: boolean
}

/** CodeMirror 6, loaded only when a node shows a code param (lazy chunk). */
export default function CodeEditor({ value, language, label, onChange, autoFocus }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const latest = useRef(onChange)
  latest.current = onChange
  const dark = useTheme().palette.mode === 'dark'

  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          language === 'json' ? json() : javascript(),
          ...(dark ? [oneDark] : []),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString())
          }),
          EditorView.theme({
            '&': { fontSize: '12px', maxHeight: '320px' },
            '.cm-scroller': { overflow: 'auto' },
          }),
        ],
      }),
    })
    view.current = editor
    if (autoFocus) editor.focus()
    return () => {
      editor.destroy()
      view.current = null
    }
    // The editor is created once per language/theme; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, dark, label])

  useEffect(() => {
    const editor = view.current
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } })
    }
  }, [value])

  return (
    <div
      ref={host}
      className="nodrag nowheel"
      style={{ border: '1px solid rgba(128,128,128,0.4)', borderRadius: 6 }}
    />
  )
}
