// Voice messages: records the microphone with MediaRecorder and hands the audio over as a file.

export class AudioRecording {
  private recorder: MediaRecorder | undefined
  private timer: number | undefined
  private sendAudio = false

  constructor(private readonly onAudio: (file: File) => void) {}

  get active(): boolean {
    return !!this.recorder
  }

  /** Asks for the microphone and starts recording; false when the page cannot have it. */
  async start(): Promise<boolean> {
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      return false
    }
    const chunks: Blob[] = []
    const recorder = new MediaRecorder(stream)
    recorder.addEventListener('dataavailable', (e) => {
      if (e.data.size) chunks.push(e.data)
    })
    recorder.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop()
      if (chunks.length && this.sendAudio) {
        const type = recorder.mimeType || 'audio/webm'
        const ext = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm'
        this.onAudio(new File(chunks, `audio.${ext}`, { type }))
      }
      this.sendAudio = false
    })
    this.recorder = recorder
    recorder.start()
    return true
  }

  /** Ends the recording, sending the audio when `send`; false when nothing was recording. */
  stop(send: boolean): boolean {
    const recorder = this.recorder
    if (!recorder) return false
    this.recorder = undefined
    window.clearInterval(this.timer)
    this.sendAudio = send
    if (recorder.state !== 'inactive') recorder.stop()
    return true
  }

  /** Counts the time since now in `el` as m:ss. */
  showElapsed(el: HTMLElement): void {
    const started = Date.now()
    window.clearInterval(this.timer)
    this.timer = window.setInterval(() => {
      const s = Math.floor((Date.now() - started) / 1000)
      el.textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
    }, 500)
  }
}
