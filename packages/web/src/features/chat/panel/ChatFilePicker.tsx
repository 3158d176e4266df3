import type { RefObject } from 'react'
import { uploadAccept, type ChatCapabilities } from '../model/chat-capabilities'

/** The hidden file input behind the attach button; picked files are added to the list. */
export function ChatFilePicker({
  inputRef,
  caps,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  caps: ChatCapabilities
  onPick: (files: File[]) => void
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      multiple
      hidden
      accept={uploadAccept(caps) || undefined}
      data-testid="chat-file-input"
      onChange={(e) => {
        const picked = [...(e.target.files ?? [])]
        e.target.value = ''
        onPick(picked)
      }}
    />
  )
}
