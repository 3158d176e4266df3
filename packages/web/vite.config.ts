import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { appChunk } from './route-chunks'

// Vendor code is grouped by how often it changes and which routes need it, so the
// first page (/auth) loads only the shell and every page chunk reuses the same vendor files.
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null
  if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id))
    return 'react'
  // MUI components and icons are left to the default split, so a page loads only the components it uses
  // (one shared `mui` chunk made /auth carry every component of every page). The styling core is shared.
  if (/node_modules\/@mui\/(material|icons-material)\//.test(id) && !/\/(styles|utils|internal)\//.test(id))
    return null
  if (
    /node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|hoist-non-react-statics)\//.test(
      id,
    )
  )
    return 'mui'
  if (/node_modules\/(i18next|react-i18next|i18next-[^/]+|html-parse-stringify|void-elements)\//.test(id))
    return 'i18n'
  if (
    /node_modules\/(@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)\//.test(id)
  )
    return 'state'
  // Canvas-only libraries get chunks of their own, loaded by the lazy canvas route and nothing else.
  if (/node_modules\/(@xyflow|d3-[^/]+|zustand|classcat)\//.test(id)) return 'xyflow'
  if (/node_modules\/(codemirror|@codemirror|@lezer|style-mod|w3c-keyname|crelt|@marijn)\//.test(id))
    return 'codemirror'
  // The chat's markdown stack (unified/remark/rehype and their helpers) is left to the default split, which
  // puts it beside the lazy chat chunks that use it (in `vendor` it would load on every page).
  if (
    /node_modules\/(react-markdown|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|unified|vfile[^/]*|bail|trough|devlop|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[^/]*|character-reference-invalid|is-alphanumerical|is-alphabetical|is-decimal|is-hexadecimal|html-url-attributes|trim-lines|ccount|markdown-table|longest-streak|zwitch|estree-util-[^/]+|style-to-js|style-to-object|inline-style-parser|@ungap\/structured-clone)\//.test(
      id,
    )
  )
    return null
  // The QR encoder serves only the publish dialogs: the default split keeps it beside them, not in `vendor`
  // (which every page, /auth included, loads).
  if (/node_modules\/uqr\//.test(id)) return null
  if (/node_modules\/zod\//.test(id)) return 'zod'
  return 'vendor'
}

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@unikflow/source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // `codeSplitting.groups` is Rolldown's successor of Rollup's `manualChunks`.
      // The app's own modules grouped by the pages that load them (`route-chunks.ts`: the shell, what /auth
      // shares with other pages, what the canvas route shares with other pages). Its group takes no
      // dependencies along (the default would pull vendor modules into them): they stay where the vendor
      // group or the default split puts them.
      output: {
        codeSplitting: {
          groups: [
            { name: vendorChunk, debugName: 'vendor groups', priority: 2 },
            {
              name: appChunk,
              debugName: 'app chunks',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
