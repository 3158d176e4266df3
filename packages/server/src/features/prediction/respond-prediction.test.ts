import { connect } from 'node:net'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { abortOnDisconnect } from './respond-prediction'

/**
 * A server with one route whose hooks wait for a gate, as the real prediction routes wait for
 * authorisation and the flow before they start a run: the client can hang up in that time.
 */
async function gatedServer() {
  let openGate: () => void = () => {}
  const gate = new Promise<void>((resolve) => (openGate = resolve))
  let requestClosed: () => void = () => {}
  const closed = new Promise<void>((resolve) => (requestClosed = resolve))
  let seen: (aborted: boolean) => void = () => {}
  const signalState = new Promise<boolean>((resolve) => (seen = resolve))
  const app = Fastify()
  app.post(
    '/predict',
    {
      preHandler: async (request) => {
        request.raw.socket.once('close', requestClosed)
        await gate
      },
    },
    async (_request, reply) => {
      const signal = abortOnDisconnect(reply)
      // Give a late 'close' the chance to arrive, as a run would before its first await.
      await new Promise((r) => setTimeout(r, 50))
      seen(signal.aborted)
      return { ok: true }
    },
  )
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: Number(new URL(address).port), openGate, closed, signalState }
}

describe('abortOnDisconnect', () => {
  let close: () => Promise<void> = async () => {}
  afterEach(() => close())

  it('aborts a run whose client hung up before the route handler started', async () => {
    const server = await gatedServer()
    close = () => server.app.close()
    const socket = connect(server.port, '127.0.0.1')
    const body = '{"question":"x"}'
    socket.write(
      `POST /predict HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    )
    await new Promise((r) => setTimeout(r, 50))
    socket.destroy()
    await server.closed
    server.openGate()
    expect(await server.signalState).toBe(true)
  })

  it('leaves the run going while its client waits', async () => {
    const server = await gatedServer()
    close = () => server.app.close()
    server.openGate()
    const res = await fetch(`http://127.0.0.1:${server.port}/predict`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(await server.signalState).toBe(false)
  })
})
