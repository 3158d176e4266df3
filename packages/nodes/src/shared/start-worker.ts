import { fork, type ChildProcess, type ForkOptions } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * Starts the worker entry `<stem>.js` beside the calling module (`base` is its `import.meta.url`): a
 * build (tsc output, or the server bundle, which emits each worker entry next to `cli.js`). From
 * TypeScript sources (tests, `dev:server`) it starts `<stem>.ts` through tsx, whose loader hooks Node 20
 * does not apply to a worker's entry file itself, hence the small bootstrap that registers them first.
 */
export function startWorker(base: string, stem: string): Worker {
  if (!base.endsWith('.ts')) return new Worker(new URL(`./${stem}.js`, base))
  const entry = new URL(`./${stem}.ts`, base).href
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true })
}

/**
 * Starts the entry `<stem>.js` beside the calling module as a child process, found as `startWorker` finds
 * a worker's entry. For work that must be stoppable even inside native code (a SQLite query never yields
 * to JavaScript, so a worker thread could not be ended): a process is killed outright. It inherits no
 * environment (the server's secrets stay in the server) and no Node options of the server.
 */
export function forkEntry(base: string, stem: string, options: { maxHeapMb: number }): ChildProcess {
  const heap = `--max-old-space-size=${options.maxHeapMb}`
  const common: ForkOptions = {
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  }
  if (!base.endsWith('.ts'))
    return fork(fileURLToPath(new URL(`./${stem}.js`, base)), [], { ...common, execArgv: [heap] })
  return fork(fileURLToPath(new URL(`./${stem}.ts`, base)), [], {
    ...common,
    execArgv: [heap, '--import', 'tsx'],
  })
}
