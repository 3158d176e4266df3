// Loaded into a server with `--import`: records every package a module of the process imports by name (one
// line each, as written: `@langchain/core/prompts`, `undici`) in the file IMPORTED_PACKAGES_FILE names, so a
// test can tell which dependencies a server loaded and when. Only `import`s pass through the loader's hooks.
import { register } from 'node:module'

register(new URL('./imported-packages-loader.mjs', import.meta.url), {
  data: { file: process.env.IMPORTED_PACKAGES_FILE },
})
