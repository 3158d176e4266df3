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
