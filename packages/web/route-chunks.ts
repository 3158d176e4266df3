import { resolve } from 'node:path'

// The slice of Rolldown's chunking context this file reads (its `ChunkingContext`, not exported by Vite).
interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

const src = (path: string): string => resolve(import.meta.dirname, 'src', path)

/** What the first page (/auth) loads: the entry, the app shell and the sign-in page. */
const FIRST_PAGE_ROOTS = [src('main.tsx'), src('app-main.tsx'), src('features/auth/AuthPage.tsx')]
const CANVAS_ROOT = src('features/canvas/CanvasPage.tsx')
const CANVAS_DIR = src('features/canvas') + '/'

interface RouteSets {
  /** Statically imported by the first page. */
  firstPage: Set<string>
  /** Statically imported by the canvas route. */
  canvas: Set<string>
  /** Statically imported by some lazily loaded module other than the canvas route. */
  elsewhere: Set<string>
}

function staticClosure(graph: ModuleGraph, roots: readonly string[], into = new Set<string>()): Set<string> {
  const stack = [...roots]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (into.has(id)) continue
    into.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return into
}

function routeSets(graph: ModuleGraph): RouteSets {
  const firstPage = staticClosure(graph, FIRST_PAGE_ROOTS)
  const canvas = staticClosure(graph, [CANVAS_ROOT])
  // Every module loaded through `import()` anywhere in the app, then what each of those (but the canvas
  // route) imports statically.
  const lazyRoots = new Set<string>()
  const seen = new Set<string>()
  const stack = [src('main.tsx')]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds)
    for (const lazy of info.dynamicallyImportedIds) lazyRoots.add(lazy)
  }
  lazyRoots.delete(CANVAS_ROOT)
  const elsewhere = new Set<string>()
  for (const root of lazyRoots) if (!firstPage.has(root)) staticClosure(graph, [root], elsewhere)
  return { firstPage, canvas, elsewhere }
}

let sets: RouteSets | undefined

/**
 * The canvas route's modules that other pages use too (MUI components and icons, small app helpers)
 * go into one chunk, `route-shared`, instead of one small chunk each: the route asked for ~100 files,
 * queued for the browser's six connections. What the first page (/auth) loads is left out, so /auth
 * loads neither this chunk nor more than before; the canvas's own code (features/canvas) keeps the
 * default split, so other pages that show a canvas (the template preview) share it without the
 * canvas route's other modules. Other pages that use one of these modules load the whole chunk (cached
 * for the next page).
 */
export function routeSharedChunk(moduleId: string, graph: ModuleGraph): string | null {
  sets ??= routeSets(graph)
  if (sets.firstPage.has(moduleId) || !sets.canvas.has(moduleId)) return null
  if (moduleId.startsWith(CANVAS_DIR)) return null
  return sets.elsewhere.has(moduleId) ? 'route-shared' : null
}
