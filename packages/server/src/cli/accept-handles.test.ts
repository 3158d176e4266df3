import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { AcceptHandles } from './accept-handles'

/**
 * Real sockets and a real helper process. Each turn of the event loop is counted (a `setImmediate` chain
 * runs once a turn), so the test sees how many connections one turn let in: one per listening handle.
 */
async function burst(server: Server, clients: number) {
  const turns: number[] = []
  let turn = 0
  let counting = true
  const tick = () => {
    turn += 1
    if (counting) setImmediate(tick)
  }
  setImmediate(tick)
  server.on('connection', () => turns.push(turn))
  const { port } = server.address() as AddressInfo
  // All connect in the same turn: on loopback the handshake completes at once, and the connections wait
  // in the kernel's accept queue for the server's handles.
  const sockets: Socket[] = Array.from({ length: clients }, () => connect(port, '127.0.0.1'))
  const answers = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<string>((resolve, reject) => {
          let text = ''
          socket.on('error', reject)
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
          socket.on('end', () => resolve(text))
          socket.write('GET / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n')
        }),
    ),
  )
  counting = false
  const perTurn = new Map<number, number>()
  for (const t of turns) perTurn.set(t, (perTurn.get(t) ?? 0) + 1)
  return { answers, mostInOneTurn: Math.max(...perTurn.values()) }
}

describe('AcceptHandles', () => {
  let server: Server | undefined
  let handles: AcceptHandles | undefined
  afterEach(async () => {
    handles?.close()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    server = handles = undefined
  })

  const listening = async () => {
    server = createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return server
  }

  it('lets in one connection per loop turn without them (what Node 20 does)', async () => {
    const { answers, mostInOneTurn } = await burst(await listening(), 20)
    expect(answers.every((a) => a.endsWith('ok'))).toBe(true)
    expect(mostInOneTurn).toBe(1)
  })

  it('lets in one more connection per turn for each added handle, every one answered by the server', async () => {
    const http = await listening()
    handles = new AcceptHandles(http)
    await handles.add(3)
    expect(handles.count).toBe(3)
    const { answers, mostInOneTurn } = await burst(http, 40)
    expect(answers).toHaveLength(40)
    expect(answers.every((a) => a.startsWith('HTTP/1.1 200') && a.endsWith('ok'))).toBe(true)
    expect(mostInOneTurn).toBeGreaterThan(1)
    expect(mostInOneTurn).toBeLessThanOrEqual(4)
  })

  it('answers every request of a connection made while the helper holds the socket', async () => {
    const http = await listening()
    const { port } = http.address() as AddressInfo
    handles = new AcceptHandles(http)
    let adding = true
    const added = handles.add(8).finally(() => (adding = false))
    // This loop kept busy (as a server starting is) leaves the connections to the idle helper's copy.
    const busy = setInterval(() => {
      const until = performance.now() + 15
      while (performance.now() < until);
    }, 20)
    const asked: Promise<string>[] = []
    // A request every 2 ms from before the helper starts until it is gone: some reach the helper's copy.
    while (adding) {
      asked.push(
        fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) }).then((r) => r.text()),
      )
      await new Promise((r) => setTimeout(r, 2))
    }
    await added
    clearInterval(busy)
    const answers = await Promise.all(asked)
    expect(answers.length).toBeGreaterThan(5)
    expect(answers.every((a) => a === 'ok')).toBe(true)
  })

  it('rejects when the helper does not finish in time, and the server keeps its own handle', async () => {
    const http = await listening()
    handles = new AcceptHandles(http)
    await expect(handles.add(2, 1)).rejects.toThrow(/did not finish within 1 ms/)
    const { answers } = await burst(http, 5)
    expect(answers.every((a) => a.endsWith('ok'))).toBe(true)
  })

  it('adds nothing for 0, and closing the handles stops them accepting', async () => {
    const http = await listening()
    handles = new AcceptHandles(http)
    await handles.add(0)
    expect(handles.count).toBe(0)
    await handles.add(2)
    expect(handles.count).toBe(2)
    handles.close()
    expect(handles.count).toBe(0)
    // Only the server's own handle is left: still one connection a turn, still answered.
    const { answers, mostInOneTurn } = await burst(http, 10)
    expect(answers.every((a) => a.endsWith('ok'))).toBe(true)
    expect(mostInOneTurn).toBe(1)
  })
})
