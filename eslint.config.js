import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // updl is pure like graph (shared by server and browser) and may import only @unikflow/graph.
    files: ['packages/updl/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fastify*', 'react*', 'kysely', 'pg', 'better-sqlite3', '@langchain/*'] },
            { group: ['@unikflow/*', '!@unikflow/graph'] },
          ],
        },
      ],
    },
  },
  {
    // graph is pure: it is shared by browser and server and must not do I/O.
    files: ['packages/graph/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fastify*',
            'react*',
            'kysely',
            'pg',
            'better-sqlite3',
            '@langchain/*',
            '@unikflow/*',
          ],
        },
      ],
    },
  },
)
