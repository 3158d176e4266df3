import type {
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSHandle,
  QuickJSRuntime,
} from 'quickjs-emscripten'
import { newBoundedQuickJS } from './bounded-quickjs'
import { SandboxError, type TCodeFetch, type TQuickJSJob } from './sandbox-types'
import { bridgeCrypto, REQUIRE_SOURCE } from './require-modules'

const MAX_STACK_BYTES = 1024 * 1024

const IDENTIFIER = /^[A-Za-z_][\w]*$/

/** A JS string literal holding `value` as JSON: data crosses in as text, never as host objects. */
const jsonLiteral = (value: unknown) => JSON.stringify(JSON.stringify(value ?? null))

function prelude(options: TQuickJSJob): string {
  const lines = [
    `const $vars = Object.freeze(JSON.parse(${jsonLiteral(options.vars)}));`,
    `const $flow = Object.freeze(JSON.parse(${jsonLiteral(options.flow)}));`,
  ]
  const inputs = options.inputs
  if (!Object.hasOwn(inputs, 'input')) lines.push(`const $input = $flow.input;`)
  for (const [name, value] of Object.entries(inputs))
    if (IDENTIFIER.test(name)) lines.push(`const $${name} = JSON.parse(${jsonLiteral(value)});`)
  lines.push(`const fetch = async (url, init) => {
  if (typeof __hostFetch !== 'function') throw new Error('fetch is not available here');
  const r = JSON.parse(await __hostFetch(String(url), init === undefined ? '{}' : JSON.stringify(init)));
  return { ok: r.ok, status: r.status, statusText: r.statusText, url: r.url,
    headers: { get: (k) => r.headers[String(k).toLowerCase()] ?? null },
    text: async () => r.body, json: async () => JSON.parse(r.body) };
};`)
  lines.push(REQUIRE_SOURCE)
  return lines.join('\n')
}

/**
 * Gives user code `__hostFetch`. Each call's promise lives in QuickJS until the host answers; the set
 * `pending` holds those not answered yet, which the caller disposes before freeing the runtime (a call
 * that timed out leaves its fetch unanswered: QuickJS aborts when a runtime is freed with live objects).
 */
function bridgeFetch(
  vm: QuickJSContext,
  runtime: QuickJSRuntime,
  hostFetch: TCodeFetch,
  isAlive: () => boolean,
): Set<QuickJSDeferredPromise> {
  const pending = new Set<QuickJSDeferredPromise>()
  const fn = vm.newFunction('__hostFetch', (urlHandle, initHandle) => {
    const url = vm.getString(urlHandle)
    const init: unknown = JSON.parse(vm.getString(initHandle))
    const deferred = vm.newPromise()
    pending.add(deferred)
    deferred.settled.then(
      () => pending.delete(deferred),
      () => pending.delete(deferred),
    )
    const opts = init && typeof init === 'object' ? init : {}
    const method = 'method' in opts && typeof opts.method === 'string' ? opts.method : 'GET'
    const headers =
      'headers' in opts && opts.headers && typeof opts.headers === 'object'
        ? Object.fromEntries(Object.entries(opts.headers).map(([k, v]) => [k, String(v)]))
        : {}
    const body = 'body' in opts && typeof opts.body === 'string' ? opts.body : undefined
    hostFetch({ url, method, headers, ...(body !== undefined ? { body } : {}) })
      .then((reply) => {
        if (!isAlive()) return
        vm.newString(JSON.stringify(reply)).consume((h) => deferred.resolve(h))
      })
      .catch((e: unknown) => {
        if (!isAlive()) return
        vm.newError(e instanceof Error ? e.message : String(e)).consume((h) => deferred.reject(h))
      })
      .finally(() => {
        if (isAlive()) runtime.executePendingJobs()
      })
    return deferred.handle
  })
  vm.setProp(vm.global, '__hostFetch', fn)
  fn.dispose()
  return pending
}

function describeError(vm: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = vm.dump(handle)
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    const name = 'name' in dumped && typeof dumped.name === 'string' ? `${dumped.name}: ` : ''
    return `${name}${String(dumped.message)}`
  }
  return String(dumped)
}

/**
 * Runs user JavaScript (a function body; `return` gives the result, `await` works) in a fresh QuickJS
 * runtime with a memory limit and a deadline, in the calling thread (the sandbox worker). Only JSON data
 * and the bridged fetch cross the border; the result comes back as JSON text (undefined for none).
 */
export async function runInQuickJS(
  options: TQuickJSJob,
  hostFetch?: TCodeFetch,
): Promise<string | undefined> {
  const { code, memoryLimitBytes, timeoutMs } = options
  const { quickjs: QuickJS, isExhausted } = await newBoundedQuickJS(memoryLimitBytes)
  const outOfMemory = () =>
    new SandboxError(`Code ran out of memory (limit ${Math.round(memoryLimitBytes / 1024 / 1024)} MB)`)
  const runtime = QuickJS.newRuntime()
  runtime.setMemoryLimit(memoryLimitBytes)
  runtime.setMaxStackSize(MAX_STACK_BYTES)
  const deadline = Date.now() + timeoutMs
  runtime.setInterruptHandler(() => Date.now() > deadline)
  const vm = runtime.newContext()
  let alive = true
  let timer: NodeJS.Timeout | undefined
  let unanswered: Set<QuickJSDeferredPromise> | undefined
  try {
    if (hostFetch) unanswered = bridgeFetch(vm, runtime, hostFetch, () => alive)
    bridgeCrypto(vm)
    const source = `${prelude(options)}
(async () => {
${code}
})().then((v) => (v === undefined ? undefined : JSON.stringify(v)))`
    const evaluated = vm.evalCode(source, 'user-code.js')
    if (evaluated.error) {
      const message = evaluated.error.consume((h) => describeError(vm, h))
      if (isExhausted()) throw outOfMemory()
      const timedOut = Date.now() >= deadline || /interrupted/.test(message)
      throw new SandboxError(
        timedOut ? `Code timed out after ${timeoutMs} ms` : message,
        timedOut ? 'SANDBOX_TIMEOUT' : 'SANDBOX_ERROR',
      )
    }
    const settled = evaluated.value.consume((h) => vm.resolvePromise(h))
    runtime.executePendingJobs()
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SandboxError(`Code timed out after ${timeoutMs} ms`, 'SANDBOX_TIMEOUT')),
        Math.max(0, deadline - Date.now()),
      )
    })
    const outcome = await Promise.race([settled, timeout])
    if (outcome.error) {
      const message = outcome.error.consume((h) => describeError(vm, h))
      if (Date.now() >= deadline || /interrupted/.test(message))
        throw new SandboxError(`Code timed out after ${timeoutMs} ms`, 'SANDBOX_TIMEOUT')
      if (isExhausted()) throw outOfMemory()
      throw new SandboxError(message)
    }
    const value: unknown = outcome.value.consume((h) => vm.dump(h))
    if (value === undefined) return undefined
    if (typeof value !== 'string')
      throw new SandboxError('The code returned a value that is not JSON', 'SANDBOX_RESULT')
    return value
  } finally {
    clearTimeout(timer)
    alive = false
    // Fetches still unanswered (the code timed out waiting) hold their promise and its resolvers:
    // released first, so the runtime is freed with nothing of it still referenced from here.
    for (const deferred of unanswered ?? []) deferred.dispose()
    vm.dispose()
    runtime.dispose()
  }
}
