// The built server, started as `npm start` starts it, listens on its socket through 1 + ACCEPT_HANDLES
// descriptors (the accept handles let a burst of new connections in while the loop is busy; see
// packages/server/src/cli/accept-handles.ts), and on one with ACCEPT_HANDLES=0. Counted from outside,
// as `ss -ltnp` would: the kernel's table of listening TCP sockets names the socket's inode, and the
// server's /proc/<pid>/fd links name the inodes its descriptors point at (Linux, as CI).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { startAppServer, type RunningServer } from '../support/app-server'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** The inode of the socket listening on 127.0.0.1:port (/proc/net/tcp: state 0A is LISTEN). */
function listeningInode(port: number): string {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    if (fields[1] === local && fields[3] === '0A') return fields[9] ?? ''
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`)
}

/** How many of the process's descriptors point at that socket. */
function descriptorsOf(pid: number, inode: string): number {
  const dir = `/proc/${pid}/fd`
  return readdirSync(dir).filter((fd) => {
    try {
      return readlinkSync(`${dir}/${fd}`) === `socket:[${inode}]`
    } catch {
      return false // closed meanwhile
    }
  }).length
}

/**
 * The count once the helper is done: the server answers pings on its own descriptor before the helper
 * has handed the copies back, and prints "running" after (up to 10 s later at worst).
 */
async function descriptorsAfterStart(
  running: RunningServer,
  expected: number,
  withinMs = 10_000,
): Promise<number> {
  const inode = listeningInode(Number(new URL(running.url).port))
  const deadline = Date.now() + withinMs
  while (descriptorsOf(running.pid, inode) < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50))
  }
  await new Promise((r) => setTimeout(r, 300)) // none more arrives after
  return descriptorsOf(running.pid, inode)
}

describe('the built server’s listening socket', () => {
  it('is held by 1 + ACCEPT_HANDLES descriptors of the one process (default 16)', async () => {
    server = await startAppServer()
    expect(await descriptorsAfterStart(server, 17)).toBe(17)
    expect((await fetch(`${server.url}/api/v1/ping`)).ok).toBe(true)
  })

  it('is held by its own descriptor alone with ACCEPT_HANDLES=0', async () => {
    server = await startAppServer({ ACCEPT_HANDLES: '0' })
    // The helper of the default start hands its copies back within about a second of the first ping.
    expect(await descriptorsAfterStart(server, 2, 3_000)).toBe(1)
  })
})
