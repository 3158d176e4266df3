import { useCallback, useEffect, useRef, useState } from 'react'

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4']

function supportedType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined
  return PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t))
}

/** The microphone through MediaRecorder: start, then stop → the recording, or cancel. */
export function useAudioRecorder() {
  const [recording, setRecording] = useState(false)
  const [seconds, setSeconds] = useState(0)
  const recorder = useRef<MediaRecorder | null>(null)
  const chunks = useRef<Blob[]>([])
  const done = useRef<((blob: Blob | undefined) => void) | null>(null)
  const isSupported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)

  useEffect(() => {
    if (!recording) return
    const started = Date.now()
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250)
    return () => clearInterval(timer)
  }, [recording])

  const release = () => {
    recorder.current?.stream.getTracks().forEach((t) => t.stop())
    recorder.current = null
    setRecording(false)
    setSeconds(0)
  }

  useEffect(() => () => release(), [])

  const start = useCallback(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    const mimeType = supportedType()
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
    chunks.current = []
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.current.push(e.data)
    }
    rec.onstop = () => {
      const blob = chunks.current.length ? new Blob(chunks.current, { type: rec.mimeType }) : undefined
      done.current?.(blob)
      done.current = null
    }
    recorder.current = rec
    rec.start()
    setRecording(true)
  }, [])

  /** Stops and resolves with the recording (undefined when nothing was captured). */
  const stop = useCallback(
    () =>
      new Promise<Blob | undefined>((resolve) => {
        const rec = recorder.current
        if (!rec || rec.state === 'inactive') {
          resolve(undefined)
          return
        }
        done.current = resolve
        rec.stop()
        release()
      }),
    [],
  )

  const cancel = useCallback(() => {
    done.current = null
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop()
    release()
  }, [])

  return { isSupported, recording, seconds, start, stop, cancel }
}
