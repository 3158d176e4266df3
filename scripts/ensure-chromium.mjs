// Browser journeys drive Debian's chromium through playwright-core; install it when it is missing.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  console.log(`chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package`)
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  )
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
