import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** LangChain's underscored model methods (and `withConfig` for instance overrides). */
const PRIVATE_MODEL_METHODS = '/^(_generate|_streamResponseChunks|_call|_streamChatModelEvents)$/'
const OVERRIDDEN_METHODS = '/^(_generate|_streamResponseChunks|_call|_streamChatModelEvents|withConfig)$/'

/**
 * No dependency's private internals (see the block that applies them): LangChain's underscored model
 * methods overridden, `withConfig` replaced on an instance, a class's prototype patched. ESLint keeps one
 * `no-restricted-syntax` list per file, so every block that sets the rule lists these too.
 */
const NO_PRIVATE_INTERNALS = [
  {
    selector: `MethodDefinition[key.name=${PRIVATE_MODEL_METHODS}], PropertyDefinition[key.name=${PRIVATE_MODEL_METHODS}]`,
    message: "A class of ours does not override a dependency's private model methods (see eslint.config.js).",
  },
  {
    selector: `AssignmentExpression > MemberExpression.left[property.name=${OVERRIDDEN_METHODS}]`,
    message: "No override of a dependency's private model methods or withConfig on an instance.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[object.property.name='prototype']",
    message: "No patch of a class's prototype: a dependency's internals change without notice.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(defineProperty|defineProperties|set|assign)$/] > MemberExpression.arguments:first-child[property.name='prototype']",
    message: "No patch of a class's prototype: a dependency's internals change without notice.",
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Copies of a server build kept for before/after benches (tests/bench/prediction-ab.ts).
      'packages/server/dist-*/**',
      '**/node_modules/**',
      '**/*.d.ts',
      // Generated: the bundle of packages/updl/src/runtime (linted as TypeScript there).
      'packages/updl/src/pages/runtime-scripts.js',
      // Vite's bundled config, there for a moment while `vite build` runs (gates run side by side).
      '**/*.timestamp-*.mjs',
    ],
  },
  {
    // A function (components and test suites included) reads as named steps: none over 120 lines.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
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
    // The browser runtime of published UPDL pages (bundled into the pages by packages/updl/build-runtime.mjs).
    files: ['packages/updl/src/runtime/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
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
    // updl's tests run in Node and may use it (a real HTTP server for a published page's lead POST).
    files: ['packages/updl/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify*', 'react*', 'kysely', 'pg', 'better-sqlite3', '@langchain/*'] },
            { group: ['@unikflow/*', '!@unikflow/graph'] },
          ],
        },
      ],
    },
  },
  {
    // Node runtimes run inside the engine and reach the host only through their context; only their
    // tests (and their helpers in src/testing) import the engine: the node harness of @unikflow/engine/testing.
    files: ['packages/nodes/src/**/*.ts'],
    ignores: ['packages/nodes/src/**/*.test.ts', 'packages/nodes/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@unikflow/engine', '@unikflow/engine/*', '@unikflow/server*', '@unikflow/web*'] },
      ],
    },
  },
  {
    // No dependency's private internals: overriding LangChain's underscored methods or `withConfig` on an
    // instance, or patching a class's prototype, breaks silently on a LangChain or SDK upgrade. Reuse and
    // per-run state go through public constructors, call options and callbacks. The allowlist, each with
    // its reason:
    // - bedrock-converse.ts and nemo-guardrails-chat.ts are chat model classes of our own, and
    //   replicate.runtime.ts and prompt-llm.ts LLM classes:
    //   `_generate`, `_streamResponseChunks` and `_call` are the methods LangChain documents for
    //   implementing one.
    // - local-tokenizer.ts counts tokens with the installed ranks (`getNumTokens` on the base class):
    //   LangChain's own loader downloads them, and offline every model call would stall for a minute.
    files: ['packages/*/src/**/*.ts'],
    ignores: [
      'packages/*/src/**/*.test.ts',
      'packages/nodes/src/chatmodels/awsChatBedrock/bedrock-converse.ts',
      'packages/nodes/src/chatmodels/chatNemoGuardrails/nemo-guardrails-chat.ts',
      'packages/nodes/src/llms/replicate/replicate.runtime.ts',
      'packages/nodes/src/shared/prompt-llm.ts',
      'packages/nodes/src/shared/local-tokenizer.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...NO_PRIVATE_INTERNALS],
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
  {
    // Node types are told apart by their descriptors (category, capabilities), not by name: a name compared
    // in the engine, the server or the UI breaks for the next node that plays the same part. The node
    // library, templates (which name the nodes they place) and tests may name nodes.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/nodes/**',
      'packages/server/src/features/templates/**',
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/test/**',
      'packages/*/src/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_PRIVATE_INTERNALS,
        {
          selector:
            "BinaryExpression[operator=/^[!=]==$/][right.type='Literal'][left.type='MemberExpression'][left.property.name='name']:matches([left.object.name='data'], [left.object.property.name='data'])",
          message:
            'Tell node types apart by a descriptor capability or category (see TNodeDescriptor.capabilities), not by data.name.',
        },
      ],
    },
  },
)
