// Diagnostic (not part of `npm run bench`): opens the 300-node flow with a network timeline and a CPU
// profile, writing /tmp/cprof/{timeline.txt,profile.cpuprofile}. WEB_DIST_DIR picks the web build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer } from '../support/app-server'
import { launchBrowser } from '../support/browser'
import { generateAgentGrid } from '../support/generate-flow'

const out = process.env.TRACE_OUT ?? '/tmp/cprof'

/**
 * CPU time (ms) of the processes under `roots` (this script's: the server, the browser) by name (and Chromium's process
 * kind), from /proc, for a before/after split; other work on the machine is left out.
 */
function cpuByProcess(roots: readonly number[]): Map<string, number> {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        // Chromium rewrites its command line into one string: its process kind is found by pattern.
        const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1]
        const name = `${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}${type ? ':' + type : ''}`
        const cpu = (Number(fields[11]) + Number(fields[12])) * 10
        return [{ pid: Number(pid), ppid: Number(fields[1]), name, cpu }]
      } catch {
        return [] // gone meanwhile
      }
    })
  const parent = new Map(procs.map((p) => [p.pid, p.ppid]))
  const under = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p))
      if (roots.includes(p)) return true
    return false
  }
  const by = new Map<string, number>()
  for (const p of procs)
    if (p.pid !== process.pid && under(p.pid)) by.set(p.name, (by.get(p.name) ?? 0) + p.cpu)
  return by
}
const server = await startAppServer(
  process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {},
  process.env.SERVER_PROF ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir=' + process.env.SERVER_PROF] } : {},
)
try {
  const email = `trace-${Date.now()}@example.com`
  await registerUser(server.url, email, 'benchpass1')
  const token = await login(server.url, email, 'benchpass1')
  const unik = await createUnik(server.url, token, 'Trace')
  const small = process.env.SMALL === '1'
  const flow = generateAgentGrid(small ? 3 : 50)
  const res = await fetch(`${server.url}/api/v1/uniks/${unik.id}/chatflows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Trace', flowData: JSON.stringify(flow), type: 'CHATFLOW' }),
  })
  if (!res.ok) throw new Error(`create flow: ${res.status} ${await res.text()}`)
  const flowId = ((await res.json()) as { id: string }).id
  const browser = await launchBrowser()
  if (process.env.WARM === '1') {
    // One load first in a context of its own: what follows is a warm server with a cold browser cache.
    const warm = await browser.newContext()
    await warm.addInitScript((t) => localStorage.setItem('token', t), token)
    const page = await warm.newPage()
    await page.goto(`${server.url}/uniks/${unik.id}/chatflows/${flowId}`)
    await page.locator('.react-flow__edge').first().waitFor({ timeout: 60_000 })
    await warm.close()
  }
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    colorScheme: process.env.DARK === '1' ? 'dark' : 'light',
  })
  await context.addInitScript((t) => localStorage.setItem('token', t), token)
  if (process.env.DARK === '1') await context.addInitScript(() => localStorage.setItem('isDarkMode', 'true'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const lines: string[] = []
  const t0 = Date.now()
  page.on('request', (r) => lines.push(`${Date.now() - t0}\treq\t${r.url().replace(server.url, '')}`))
  page.on('requestfinished', (r) =>
    lines.push(`${Date.now() - t0}\tdone\t${r.url().replace(server.url, '')}`),
  )
  page.on('console', (m) => lines.push(`${Date.now() - t0}\tconsole.${m.type()}\t${m.text()}`))
  // PROFILE=0 leaves the page's CPU profile out (its sampling costs the page CPU of its own).
  const profiling = process.env.PROFILE !== '0'
  if (profiling) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  // This script's children: the server and the browser (this process itself is left out).
  const roots = [process.pid]
  const cpuBefore = cpuByProcess(roots)
  await page.goto(`${server.url}/uniks/${unik.id}/chatflows/${flowId}`)
  await page
    .locator('.react-flow__node')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(async (e: unknown) => {
      writeFileSync(`${out}/timeline.txt`, lines.join('\n'))
      await page.screenshot({ path: `${out}/failed.png` })
      throw e
    })
  await page.locator('.react-flow__edge').first().waitFor({ timeout: 60_000 })
  const interactive = await page.evaluate<number>(
    `new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()))))`,
  )
  const cpuAfter = cpuByProcess(roots)
  if (process.env.IDLE_CPU === '1') {
    // What the open page costs while nobody touches it (a continuous animation would show here).
    await page.waitForTimeout(1000)
    const settled = cpuByProcess(roots)
    await page.waitForTimeout(3000)
    for (const [name, ms] of cpuByProcess(roots))
      if (ms > (settled.get(name) ?? 0))
        console.log(`idle 3 s, cpu ${name}: ${ms - (settled.get(name) ?? 0)} ms`)
  }
  for (const [name, ms] of cpuAfter) {
    const used = ms - (cpuBefore.get(name) ?? 0)
    if (used > 0) console.log(`cpu ${name}: ${used} ms`)
  }
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(`${out}/profile.cpuprofile`, JSON.stringify(profile))
  }
  const nav = await page.evaluate<string>(
    `JSON.stringify(performance.getEntriesByType('resource').map(e => [Math.round(e.startTime), Math.round(e.requestStart) + '/' + Math.round(e.responseStart) + '/' + Math.round(e.responseEnd) + ' ' + e.encodedBodySize, e.name.replace(location.origin, '')]))`,
  )
  lines.push(`interactive ${interactive}`)
  lines.push(...(JSON.parse(nav) as [number, string, string][]).map((e) => `perf\t${e[0]}\t${e[1]}\t${e[2]}`))
  if (process.env.SHOT) {
    await page.waitForTimeout(1500)
    await page.screenshot({ path: process.env.SHOT })
  }
  writeFileSync(`${out}/timeline.txt`, lines.join('\n'))
  console.log(`interactive ${interactive}`)
  await browser.close()
} finally {
  await server.stop()
}
