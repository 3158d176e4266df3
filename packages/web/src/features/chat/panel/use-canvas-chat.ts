import { useCallback, useEffect, useRef, useState } from 'react'
import { listChatSessions } from '../../../api/chat'
import { streamPrediction, ChatRequestError } from '../../../api/chat-stream'
import {
  applyStreamEvent,
  withStreamedFiles,
  bubblesFromStored,
  questionFromEvent,
  type ChatBubble,
} from '../model/chat-messages'
import { browserChatStorage, clearChatRecord, currentChatId } from '../model/chat-record'

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
}

export interface AskInput {
  question: string
  files?: readonly File[]
  /** A recording: sent as a file; the server transcribes it into the question. */
  audio?: Blob
}

export interface ChatFailure {
  kind: 'upload' | 'answer'
  error: unknown
}

function formOf(input: AskInput, chatId: string): FormData {
  const form = new FormData()
  form.append('question', input.question)
  form.append('chatId', chatId)
  form.append('streaming', 'true')
  for (const file of input.files ?? []) form.append('files', file, file.name)
  if (input.audio) {
    const type = input.audio.type || 'audio/webm'
    const ext = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm'
    form.append('files', new File([input.audio], `audio.${ext}`, { type }))
  }
  return form
}

/**
 * The canvas chat's conversation: the chatId from the flow's local record, the transcript restored
 * from the server when the panel reopens, one streamed answer at a time, stop and clear.
 */
export function useCanvasChat(unikId: string, flowId: string, onFailure: (failure: ChatFailure) => void) {
  const storage = useRef(browserChatStorage()).current
  const [chatId, setChatId] = useState(() => currentChatId(storage, flowId, newId))
  const [bubbles, setBubbles] = useState<ChatBubble[]>([])
  const [busy, setBusy] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  const previews = useRef<string[]>([])
  const failureRef = useRef(onFailure)
  failureRef.current = onFailure

  useEffect(() => {
    let cancelled = false
    listChatSessions(unikId, flowId, { chatId, chatType: ['INTERNAL'] })
      .then((list) => {
        const session = list.sessions.find((s) => s.chatId === chatId)
        if (!cancelled && session)
          setBubbles((now) => (now.length === 0 ? bubblesFromStored(session.messages) : now))
      })
      // Nothing to restore is not an error worth showing: the chat starts empty.
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [unikId, flowId, chatId])

  useEffect(
    () => () => {
      abortRef.current?.abort()
      for (const url of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const update = (id: string, change: (b: ChatBubble) => ChatBubble) =>
    setBubbles((list) => list.map((b) => (b.id === id ? change(b) : b)))

  const ask = useCallback(
    async (input: AskInput) => {
      if (abortRef.current) return
      const files = input.files ?? []
      const attachments = files.map((f) => {
        if (!f.type.startsWith('image/')) return { name: f.name, mime: f.type }
        const previewUrl = URL.createObjectURL(f)
        previews.current.push(previewUrl)
        return { name: f.name, mime: f.type, previewUrl }
      })
      if (input.audio) attachments.push({ name: 'audio', mime: input.audio.type || 'audio/webm' })
      const question: ChatBubble = {
        id: newId(),
        role: 'userMessage',
        content: input.question,
        status: 'done',
        ...(attachments.length ? { attachments } : {}),
      }
      const answerId = newId()
      setBubbles((list) => [
        ...list,
        question,
        { id: answerId, role: 'apiMessage', content: '', status: 'streaming' },
      ])
      const controller = new AbortController()
      abortRef.current = controller
      setBusy(true)
      const withUploads = files.length > 0 || input.audio !== undefined
      try {
        await streamPrediction({
          flowId,
          body: withUploads ? formOf(input, chatId) : { question: input.question, chatId, streaming: true },
          signal: controller.signal,
          onEvent: (event) => {
            const asked = questionFromEvent(event)
            if (asked !== undefined && input.audio) update(question.id, (b) => ({ ...b, content: asked }))
            const chat = { flowId, chatId }
            update(answerId, (b) => withStreamedFiles(applyStreamEvent(b, event), event, chat))
          },
        })
        update(answerId, (b) => (b.status === 'streaming' ? { ...b, status: 'done' } : b))
      } catch (error) {
        if (controller.signal.aborted) {
          update(answerId, (b) => ({ ...b, status: 'done' }))
        } else {
          const isUpload =
            withUploads && error instanceof ChatRequestError && (error.status === 400 || error.status === 413)
          update(answerId, (b) => ({
            ...b,
            status: 'error',
            errorDetail: error instanceof Error ? error.message : String(error),
          }))
          failureRef.current({ kind: isUpload ? 'upload' : 'answer', error })
        }
      } finally {
        abortRef.current = null
        setBusy(false)
      }
    },
    [flowId, chatId],
  )

  const stop = useCallback(() => abortRef.current?.abort(), [])

  const clear = useCallback(() => {
    abortRef.current?.abort()
    clearChatRecord(storage, flowId)
    for (const url of previews.current) URL.revokeObjectURL(url)
    previews.current = []
    setBubbles([])
    setChatId(currentChatId(storage, flowId, newId))
  }, [storage, flowId])

  const setFeedback = useCallback((id: string, rating: ChatBubble['feedback']) => {
    setBubbles((list) =>
      list.map((b) => (b.id === id ? { ...b, ...(rating ? { feedback: rating } : {}) } : b)),
    )
  }, [])

  return { chatId, bubbles, busy, ask, stop, clear, setFeedback }
}
