import { resolve } from 'node:path'

// The slice of Rolldown's chunking context this file reads (its `ChunkingContext`, not exported by Vite).
interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

const src = (path: string): string => resolve(import.meta.dirname, 'src', path)

const ENTRY = src('main.tsx')
const APP_SHELL = src('app-main.tsx')
const AUTH_PAGE = src('features/auth/AuthPage.tsx')
/** The public chatbot pages load this from the entry instead of the app: none of the app's chunks. */
const CHATBOT_BOOT = src('features/public-chatbot/boot.ts')
const CANVAS_ROOT = src('features/canvas/CanvasPage.tsx')
const CANVAS_DIR = src('features/canvas') + '/'
/**
 * The graph package's index re-exports every module of it, and which names a module takes from it is not in
 * the module graph: a first-page module importing it would count all of graph as first-page code. Those
 * import what they need from a subpath of the package instead (e.g. `@unikflow/graph/auth-rules`).
 */
const GRAPH_INDEX = resolve(import.meta.dirname, '../graph/src/index.ts')

interface RouteSets {
  /** Statically imported by the entry module (loaded before anything else, public chatbot pages too). */
  entry: Set<string>
  /** Statically imported by the public chatbot's boot module. */
  chatbot: Set<string>
  /** Statically imported by the app shell (and the entry). */
  shell: Set<string>
  /** Statically imported by the first page (/auth): the shell and the sign-in page. */
  firstPage: Set<string>
  /** Statically imported by the canvas route. */
  canvas: Set<string>
  /** Statically imported by some lazily loaded module other than the shell, the sign-in page and the canvas. */
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

/** Every module loaded through `import()` anywhere in the app. */
function lazyRoots(graph: ModuleGraph): Set<string> {
  const roots = new Set<string>()
  const seen = new Set<string>()
  const stack = [ENTRY]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds)
    for (const lazy of info.dynamicallyImportedIds) roots.add(lazy)
  }
  return roots
}

function routeSets(graph: ModuleGraph): RouteSets {
  // A renamed root would silently empty its set (and, for the chatbot, put its modules in the app's chunks).
  for (const root of [ENTRY, APP_SHELL, AUTH_PAGE, CHATBOT_BOOT, CANVAS_ROOT])
    if (!graph.getModuleInfo(root)) throw new Error(`route-chunks: ${root} is not in the build`)
  const entry = staticClosure(graph, [ENTRY])
  const shell = staticClosure(graph, [APP_SHELL], new Set(entry))
  const firstPage = staticClosure(graph, [AUTH_PAGE], new Set(shell))
  if (firstPage.has(GRAPH_INDEX))
    throw new Error(
      'route-chunks: a module of the first page (/auth) imports @unikflow/graph whole; import from a subpath',
    )
  const elsewhere = new Set<string>()
  for (const root of lazyRoots(graph))
    if (root !== CANVAS_ROOT && !firstPage.has(root) && root !== CHATBOT_BOOT)
      staticClosure(graph, [root], elsewhere)
  return {
    entry,
    chatbot: staticClosure(graph, [CHATBOT_BOOT]),
    shell,
    firstPage,
    canvas: staticClosure(graph, [CANVAS_ROOT]),
    elsewhere,
  }
}

/**
 * The chunk of each of the app's own modules by the pages that load them (`appChunk` is the build's), so that
 * a page asks for a few files instead of one small chunk per shared module (each queued for the browser's six
 * connections per host):
 * - `app-shell`: what the app shell (`app-main.tsx`) imports beside what the entry module does. Every page
 *   of the app loads the shell first, so no page loads more than before.
 * - `first-page-shared`: what the sign-in page imports beyond the shell that other pages use too (MUI's
 *   text field, buttons, menus …). /auth loads exactly the same modules, in fewer files.
 * - `route-shared`: the canvas route's modules that other pages use too, less the two above and less
 *   `features/canvas` itself (the template preview shares that without the canvas route's other modules).
 *   Other pages that use one of them load the whole chunk (cached for the next page).
 * The entry's own imports and the public chatbot's boot module keep the default split: a chatbot page loads
 * none of these. The module graph is read once, at the first module asked about.
 */
export function appChunks(): (moduleId: string, graph: ModuleGraph) => string | null {
  let sets: RouteSets | undefined
  return (moduleId, graph) => {
    sets ??= routeSets(graph)
    const { entry, chatbot, shell, firstPage, canvas, elsewhere } = sets
    if (entry.has(moduleId) || chatbot.has(moduleId)) return null
    if (moduleId === APP_SHELL || moduleId === AUTH_PAGE || moduleId === CANVAS_ROOT) return null
    if (shell.has(moduleId)) return 'app-shell'
    if (firstPage.has(moduleId))
      return elsewhere.has(moduleId) || canvas.has(moduleId) ? 'first-page-shared' : null
    if (!canvas.has(moduleId) || moduleId.startsWith(CANVAS_DIR)) return null
    return elsewhere.has(moduleId) ? 'route-shared' : null
  }
}

/** The build's chunk rule (`vite.config.ts`). */
export const appChunk = appChunks()
