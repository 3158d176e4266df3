import { defineConfig } from 'vitest/config'

// Three projects: fast unit + integration tests beside the code; the security suite (the attack of each
// security finding, kept as a regression test against the built server); browser journeys under tests/e2e.
export default defineConfig({
  resolve: { conditions: ['@unikflow/source'] },
  ssr: { resolve: { conditions: ['@unikflow/source'] } },
  test: {
    // UPDL pages inline the bundle of packages/updl/src/runtime: built fresh before any test reads it.
    globalSetup: ['tests/support/build-updl-runtime.ts'],
    // `expect.poll` waits for what a test needs; its 1 s default failed an evaluation that finished in 1.5 s
    // on a loaded CI machine. A right answer still returns at once; only a wrong one waits this long.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Two files at a time even on a 2-core machine (Vitest's default leaves one core free, i.e. one
          // worker there): most of a file's time is spent importing and waiting on databases and loopback
          // servers, so two workers took the unit project from 646 s to 420 s on the CI machine.
          maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
          // A worker keeps its imported modules from one file to the next: most server, engine and node
          // tests import the whole app or node library (thousands of source modules through Vite), which
          // took seconds per file again and again. Tests share no state through modules: each builds its
          // own app, database and doubles in its hooks.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // After the unit tests, before the journeys: each file starts its own built server.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Journeys run side by side: each starts its own server (free port, temp data dir, own PostgreSQL
          // database), its own browser and writes screenshots under its own names. Each worker holds a
          // server and a Chromium, so more than two would oversubscribe a small CI machine.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A project with its own worker count runs in its own group: unit tests first, then journeys.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
