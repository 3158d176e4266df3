import { useState } from 'react'
import type { PublishDialog } from '../../publish/PublishDialogs'
import type { CanvasChatDialog } from '../../chat/CanvasChat'

/** Which of the canvas's dialogs and panels is open: chat views, publishing, save as template, history, releases. */
export function useCanvasDialogs() {
  const [chat, setChat] = useState<CanvasChatDialog>(null)
  const [publish, setPublish] = useState<PublishDialog>(null)
  const [savingAsTemplate, setSavingAsTemplate] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [releasesOpen, setReleasesOpen] = useState(false)
  return {
    chat,
    setChat,
    publish,
    setPublish,
    savingAsTemplate,
    setSavingAsTemplate,
    historyOpen,
    setHistoryOpen,
    releasesOpen,
    setReleasesOpen,
  }
}

export type CanvasDialogs = ReturnType<typeof useCanvasDialogs>
