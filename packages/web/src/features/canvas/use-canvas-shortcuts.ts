import { useEffect, useRef } from 'react'

export interface CanvasShortcuts {
  onSave: () => void
  onUndo: () => void
  onRedo: () => void
  onSelectAll: () => void
  onDelete: () => void
  onCopy: () => void
  onPaste: () => void
}

/** True while the user types into a field: then only Ctrl/Cmd+S belongs to the canvas. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('.cm-editor') !== null
  )
}

/** Which shortcut a key press means, if any (pure, so it is tested without a DOM). */
export function shortcutOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): keyof CanvasShortcuts | undefined {
  const mod = e.ctrlKey || e.metaKey
  const key = e.key.toLowerCase()
  if (mod && key === 's') return 'onSave'
  if (mod && key === 'z') return e.shiftKey ? 'onRedo' : 'onUndo'
  if (mod && key === 'y') return 'onRedo'
  if (mod && key === 'a') return 'onSelectAll'
  if (mod && key === 'c') return 'onCopy'
  if (mod && key === 'v') return 'onPaste'
  if (!mod && (e.key === 'Delete' || e.key === 'Backspace')) return 'onDelete'
  return undefined
}

export function useCanvasShortcuts(handlers: CanvasShortcuts): void {
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = shortcutOf(e)
      if (!action) return
      if (action !== 'onSave' && isTyping(e.target)) return
      // A dialog (node info, additional params …) owns the keyboard while open.
      if (action !== 'onSave' && document.querySelector('.MuiDialog-root, .MuiPopover-root')) return
      e.preventDefault()
      latest.current[action]()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
