import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { QuickJSWASMModule } from 'quickjs-emscripten'

// Node 20's type definitions lack the WebAssembly namespace (it is in the DOM library, which this
// package does not include): the few members used here, typed by hand.
type TWasmModule = object
type TWasmMemory = { readonly buffer: ArrayBuffer }
type TWasm = {
  compile(bytes: Uint8Array): Promise<TWasmModule>
  Memory: new (descriptor: { initial: number; maximum: number }) => TWasmMemory
}
const wasm = (globalThis as unknown as { WebAssembly: TWasm }).WebAssembly

const WASM_PAGE = 64 * 1024
/** What the QuickJS build needs before user code allocates anything (its initial heap). */
const BASE_PAGES = 256

let compiled: Promise<TWasmModule> | undefined

function compiledQuickJS(): Promise<TWasmModule> {
  compiled ??= readFile(
    createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm'),
  ).then((bytes) => wasm.compile(bytes))
  return compiled
}

export type TBoundedQuickJS = {
  readonly quickjs: QuickJSWASMModule
  /** True once the memory is at its maximum: QuickJS then cannot even build its error (it throws null). */
  isExhausted(): boolean
}

/**
 * A QuickJS instance of its own for one call of user code, on a WebAssembly memory that cannot grow
 * past the call's memory limit (plus the interpreter's own heap). QuickJS's own limit undercounts big
 * allocations in this build: a loop of 1 MB strings grew a shared module's memory to 2 GB over ~6 s —
 * memory a WebAssembly instance never gives back. Bounded and per call, the same loop fails within
 * about 100 ms and the memory goes with the instance. Compiling happens once; instantiating takes ~5 ms.
 */
export async function newBoundedQuickJS(memoryLimitBytes: number): Promise<TBoundedQuickJS> {
  const { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } = await import('quickjs-emscripten')
  const maximum = BASE_PAGES + Math.ceil(memoryLimitBytes / WASM_PAGE)
  const wasmMemory = new wasm.Memory({ initial: BASE_PAGES, maximum })
  const variant = newVariant(RELEASE_SYNC, { wasmModule: await compiledQuickJS(), wasmMemory })
  return {
    quickjs: await newQuickJSWASMModuleFromVariant(variant),
    isExhausted: () => wasmMemory.buffer.byteLength >= (maximum - 16) * WASM_PAGE,
  }
}
