import { useCallback } from 'react'
import { useNotify } from './useNotify'

/** What to say once the text is copied, and what to say where the page cannot copy it. */
export interface CopyTexts {
  copied: string
  manually: string
}

/**
 * Copies a text to the clipboard and says so. Where the page has no clipboard (an origin that is not
 * secure, a permission refused) it says to copy by hand: the text is on screen to select.
 */
export function useCopyText(): (text: string, say: CopyTexts) => Promise<void> {
  const notify = useNotify()
  return useCallback(
    async (text, say) => {
      try {
        await navigator.clipboard.writeText(text)
        notify.success(say.copied)
      } catch {
        notify.info(say.manually)
      }
    },
    [notify],
  )
}
