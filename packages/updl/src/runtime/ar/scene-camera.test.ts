// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { messageKind } from './camera-messages'
import { cameraWishes } from './frame-camera-relay'
import { relayCamera } from './scene-camera'

describe('the AR camera relay', () => {
  it("keeps the browser's camera in a page that is not framed (an exported file)", () => {
    const getUserMedia = async () => new MediaStream()
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
    relayCamera()
    expect(navigator.mediaDevices.getUserMedia).toBe(getUserMedia)
  })

  it("asks the frame page for the scene's size and facing wishes only, the back camera unless told", () => {
    expect(cameraWishes(undefined)).toEqual({ facingMode: 'environment' })
    expect(cameraWishes({ width: { ideal: 640 }, facingMode: 'user', deviceId: 'x', advanced: [] })).toEqual({
      facingMode: 'user',
      width: { ideal: 640 },
    })
  })

  it('reads the kind of a message from another window only from an object with a string uf', () => {
    expect(messageKind({ uf: 'camera-next' })).toBe('camera-next')
    expect(messageKind({ uf: 1 })).toBeUndefined()
    expect(messageKind('camera-next')).toBeUndefined()
    expect(messageKind(null)).toBeUndefined()
  })
})
