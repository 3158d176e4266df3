// Attack: anything that escapes into the server process (a node runtime's bug, an allowed MCP command, a
// dependency) acts as root inside the container: it can rewrite the app itself and everything it mounts.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALLOCATOR_ENV } from '../../scripts/queue-topology.mjs'

/** The instructions of the Dockerfile's last stage (the image that runs), continuation lines joined. */
function runtimeStage(): Array<{ op: string; args: string }> {
  const text = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8').replace(/\\\n/g, ' ')
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/)
      return { op: op.toUpperCase(), args: rest.join(' ') }
    })
  const lastFrom = lines.map((l) => l.op).lastIndexOf('FROM')
  return lines.slice(lastFrom)
}

describe('the Docker image', () => {
  it('runs the server as an unprivileged user that owns only its data folder', () => {
    const stage = runtimeStage()
    const users = stage.filter((l) => l.op === 'USER').map((l) => l.args)
    const user = users.at(-1)
    expect(user, 'the runtime stage sets USER').toBeDefined()
    expect(['root', '0', '0:0']).not.toContain(user)
    const userAt = stage.findIndex((l) => l.op === 'USER' && l.args === user)
    const startAt = stage.findIndex((l) => l.op === 'ENTRYPOINT' || l.op === 'CMD')
    expect(userAt).toBeLessThan(startAt)
    // The data folder the server writes must be that user's, else it cannot start as that user.
    const dataDir = /DATA_DIR=(\S+)/.exec(
      stage
        .filter((l) => l.op === 'ENV')
        .map((l) => l.args)
        .join(' '),
    )?.[1]
    expect(dataDir).toBeDefined()
    const chown = stage.find(
      (l) => l.op === 'RUN' && l.args.includes('chown') && l.args.includes(dataDir ?? ''),
    )
    expect(chown?.args).toContain(`${user}:`)
  })

  // Not an attack: the image's other runtime setting, kept here beside the parser of its last stage.
  it('starts its processes with the allocator setting `npm run start:queue` gives them', () => {
    const env = runtimeStage()
      .filter((l) => l.op === 'ENV')
      .map((l) => l.args)
      .join(' ')
    expect(/MALLOC_TRIM_THRESHOLD_=(\S+)/.exec(env)?.[1]).toBe(ALLOCATOR_ENV.MALLOC_TRIM_THRESHOLD_)
  })
})
