import { describe, expect, it } from 'vitest'
import { detectOs, nimSteps } from './nim-commands'

describe('NIM setup commands', () => {
  it('knows the machine from the browser', () => {
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows')
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('mac')
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux')
  })

  it('pulls and starts the chosen model on the chosen port, and points the node there', () => {
    const steps = nimSteps('linux', 'meta/llama-3.1-8b-instruct', 8001)
    expect(steps.pull).toContain('docker pull nvcr.io/nim/meta/llama-3.1-8b-instruct:latest')
    expect(steps.start).toContain('--name nim-llama-3-1-8b-instruct')
    expect(steps.start).toContain('-p 8001:8000 nvcr.io/nim/meta/llama-3.1-8b-instruct:latest')
    expect(steps.endpoint).toBe('http://localhost:8001/v1')
    expect(steps.install).toContain('nvidia-container-toolkit')
  })

  it('on Windows installs WSL and runs the rest in the Ubuntu terminal', () => {
    const steps = nimSteps('windows', 'meta/llama-3.2-3b-instruct', 8000)
    expect(steps.install).toContain('wsl --install')
    expect(steps.pull.startsWith('# In the Ubuntu (WSL) terminal')).toBe(true)
  })
})
