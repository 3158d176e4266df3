import { describe, expect, it } from 'vitest'
import {
  canvasReducer,
  closeCanvas,
  hideCanvasDialog,
  initialCanvas,
  removeDirty,
  renameChatflow,
  setChatflow,
  setComponentCredentials,
  setComponentNodes,
  setDirty,
  showCanvasDialog,
  type CanvasChatflow,
} from './canvasSlice'

const flow: CanvasChatflow = {
  id: 'f1',
  name: 'Flow',
  type: 'CHATFLOW',
  version: 3,
  category: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
}

describe('canvas slice', () => {
  it('starts clean with no flow', () =>
    expect(canvasReducer(undefined, { type: 'init' })).toEqual(initialCanvas))

  it('sets and clears the dirty flag', () => {
    const dirty = canvasReducer(initialCanvas, setDirty())
    expect(dirty.isDirty).toBe(true)
    expect(canvasReducer(dirty, removeDirty()).isDirty).toBe(false)
  })

  it('keeps the open flow and renames it', () => {
    const open = canvasReducer(initialCanvas, setChatflow(flow))
    expect(canvasReducer(open, renameChatflow('New name')).chatflow?.name).toBe('New name')
    expect(canvasReducer(initialCanvas, renameChatflow('x')).chatflow).toBeNull()
  })

  it('toggles the canvas dialog', () => {
    const shown = canvasReducer(initialCanvas, showCanvasDialog())
    expect(shown.canvasDialogShow).toBe(true)
    expect(canvasReducer(shown, hideCanvasDialog()).canvasDialogShow).toBe(false)
  })

  it('closing the canvas forgets the flow but keeps the catalogue', () => {
    let s = canvasReducer(initialCanvas, setComponentNodes([]))
    s = canvasReducer(s, setComponentCredentials([{ name: 'openAIApi', label: 'OpenAI', inputs: [] }]))
    s = canvasReducer(s, setChatflow(flow))
    s = canvasReducer(s, setDirty())
    s = canvasReducer(s, closeCanvas())
    expect(s.chatflow).toBeNull()
    expect(s.isDirty).toBe(false)
    expect(s.componentCredentials).toHaveLength(1)
  })
})
