// `npx tsx --conditions=@unikflow/source tests/bench/auth-size-run.ts`: only the /auth rows of `npm run bench`
// (gzipped JS and bytes on the wire, budget 350 KB each), for checking a change to the build's chunks.
// WEB_DIST_DIR picks the web build.
import { startAppServer } from '../support/app-server'
import { gzippedJsFor } from '../support/gzipped-js'

const server = await startAppServer()
try {
  const auth = await gzippedJsFor(`${server.url}/auth`)
  console.log(
    `/auth: ${auth.files.length} JS files, ${auth.totalKb.toFixed(1)} KB gzipped JS, ${auth.wireKb.toFixed(1)} KB on the wire`,
  )
} finally {
  await server.stop()
}
