import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appChunks } from './route-chunks'

const src = (path: string) => resolve(import.meta.dirname, 'src', path)
const mui = (name: string) => `/repo/node_modules/@mui/material/${name}/index.js`

/** A small app with the build's roots: what each module imports statically and through `import()`. */
const modules: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [src('main.tsx')]: {
    imports: [src('config/constants.ts')],
    lazy: [src('app-main.tsx'), src('features/public-chatbot/boot.ts')],
  },
  [src('config/constants.ts')]: {},
  [src('features/public-chatbot/boot.ts')]: { imports: [src('config/constants.ts'), src('chatbot-only.ts')] },
  [src('chatbot-only.ts')]: {},
  [src('app-main.tsx')]: {
    imports: [src('ui/PageLoader.tsx')],
    lazy: [
      src('features/auth/AuthPage.tsx'),
      src('features/canvas/CanvasPage.tsx'),
      src('features/flows/FlowsPage.tsx'),
    ],
  },
  [src('ui/PageLoader.tsx')]: {},
  [src('features/auth/AuthPage.tsx')]: { imports: [mui('TextField'), src('features/auth/validation.ts')] },
  [src('features/auth/validation.ts')]: {},
  [mui('TextField')]: {},
  [src('features/canvas/CanvasPage.tsx')]: {
    imports: [mui('TextField'), src('ui/helper.ts'), src('features/canvas/graph.ts'), src('canvas-only.ts')],
  },
  [src('features/canvas/graph.ts')]: {},
  [src('canvas-only.ts')]: {},
  [src('features/flows/FlowsPage.tsx')]: {
    imports: [mui('TextField'), src('ui/helper.ts'), src('features/canvas/graph.ts')],
  },
  [src('ui/helper.ts')]: {},
}

const graph = {
  getModuleInfo: (id: string) =>
    modules[id]
      ? { importedIds: modules[id].imports ?? [], dynamicallyImportedIds: modules[id].lazy ?? [] }
      : null,
}

describe('the app chunks', () => {
  it('groups modules by the pages that load them', () => {
    const chunk = appChunks()
    const of = (id: string) => chunk(id, graph)
    // What the entry loads, and the public chatbot's own modules, keep the default split.
    expect(of(src('config/constants.ts'))).toBeNull()
    expect(of(src('chatbot-only.ts'))).toBeNull()
    // The roots stay chunks of their own.
    expect(of(src('app-main.tsx'))).toBeNull()
    expect(of(src('features/auth/AuthPage.tsx'))).toBeNull()
    expect(of(src('features/canvas/CanvasPage.tsx'))).toBeNull()
    expect(of(src('ui/PageLoader.tsx'))).toBe('app-shell')
    // The sign-in page's modules that other pages use go together; its own stay with it.
    expect(of(mui('TextField'))).toBe('first-page-shared')
    expect(of(src('features/auth/validation.ts'))).toBeNull()
    // The canvas route's modules shared with other pages, but not features/canvas (the template preview's).
    expect(of(src('ui/helper.ts'))).toBe('route-shared')
    expect(of(src('features/canvas/graph.ts'))).toBeNull()
    expect(of(src('canvas-only.ts'))).toBeNull()
  })

  it('stops the build when one of its roots is missing', () => {
    const chunk = appChunks()
    const without = {
      getModuleInfo: (id: string) => (id.endsWith('boot.ts') ? null : graph.getModuleInfo(id)),
    }
    expect(() => chunk(src('ui/helper.ts'), without)).toThrow(/boot\.ts is not in the build/)
  })
})
