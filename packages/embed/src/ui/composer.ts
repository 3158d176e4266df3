// The input area: message box with send/stop, file uploads, audio recording, and the files waiting to go.
import { h, icon, iconButton } from './dom'
import type { AudioRecording } from './recording'
import type { ChatActions, ChatState } from './state'

function fitTextarea(t: HTMLTextAreaElement): void {
  t.style.height = 'auto'
  t.style.height = `${Math.min(t.scrollHeight, 140)}px`
}

function renderRecording(a: ChatActions, recording: AudioRecording, form: HTMLFormElement): void {
  const seconds = h('span', null, '0:00')
  recording.showElapsed(seconds)
  form.append(
    h('div', { class: 'uf-recording', role: 'status' }, h('span', { class: 'dot' }), 'Recording', seconds),
    iconButton('close', { 'aria-label': 'Cancel recording', onclick: () => a.stopRecording(false) }),
    h(
      'button',
      {
        class: 'uf-send',
        type: 'button',
        'aria-label': 'Send recording',
        onclick: () => a.stopRecording(true),
      },
      icon('send'),
    ),
  )
}

function renderAttachButtons(s: ChatState, a: ChatActions, form: HTMLFormElement, blocked: boolean): void {
  const rules = s.uploadRules()
  if (rules.length) {
    const picker = h('input', {
      type: 'file',
      multiple: true,
      hidden: true,
      accept: rules.some((r) => r.types.length === 0) ? undefined : rules.flatMap((r) => r.types).join(','),
    })
    picker.addEventListener('change', () => {
      a.addFiles(Array.from(picker.files ?? []))
      picker.value = ''
    })
    form.append(
      picker,
      iconButton('clip', {
        'aria-label': 'Upload files',
        title: 'Upload files',
        disabled: blocked || s.loading,
        onclick: () => picker.click(),
      }),
    )
  }
  if (s.config?.speechToText && typeof MediaRecorder !== 'undefined' && navigator.mediaDevices) {
    form.append(
      iconButton('mic', {
        'aria-label': 'Record audio',
        title: 'Record audio',
        disabled: blocked || s.loading,
        onclick: () => void a.startRecording(),
      }),
    )
  }
}

/**
 * The composer form; `previous` is the text typed before this redraw. While recording it has no
 * message box, so `textarea` is then undefined.
 */
export function renderComposer(
  s: ChatState,
  a: ChatActions,
  recording: AudioRecording,
  previous: string,
): { form: HTMLFormElement; textarea?: HTMLTextAreaElement } {
  const input = s.theme.chatWindow.textInput
  const blocked = s.inputBlocked()
  const form = h('form', { class: 'uf-composer' })
  if (recording.active) {
    renderRecording(a, recording, form)
    return { form }
  }
  renderAttachButtons(s, a, form, blocked)
  const textarea = h('textarea', {
    rows: 1,
    'aria-label': 'Message',
    placeholder: input.placeholder,
    disabled: blocked,
    maxlength: input.maxChars,
  })
  textarea.value = previous
  textarea.addEventListener('input', () => {
    fitTextarea(textarea)
    if (s.warning && (!input.maxChars || textarea.value.length <= input.maxChars)) {
      s.warning = ''
      form.parentElement?.querySelector('.uf-warning')?.remove()
    }
  })
  textarea.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault()
      form.requestSubmit()
    }
  })
  const action = s.loading
    ? h(
        'button',
        { class: 'uf-send', type: 'button', 'aria-label': 'Stop', title: 'Stop', onclick: () => a.stop() },
        icon('stop'),
      )
    : h(
        'button',
        { class: 'uf-send', type: 'submit', 'aria-label': 'Send', title: 'Send', disabled: blocked },
        icon('send'),
      )
  form.append(textarea, action)
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    void a.send(textarea.value)
  })
  a.later(() => fitTextarea(textarea))
  return { form, textarea }
}

/** Files picked but not sent yet, each with a remove button. */
export function renderPendingFiles(s: ChatState, a: ChatActions): HTMLElement {
  return h(
    'div',
    { class: 'uf-files', role: 'group', 'aria-label': 'Files to send' },
    s.pendingFiles.map((file, i) =>
      h(
        'span',
        { class: 'uf-chip' },
        file.name,
        h(
          'button',
          { type: 'button', 'aria-label': `Remove ${file.name}`, onclick: () => a.removeFile(i) },
          '×',
        ),
      ),
    ),
  )
}
