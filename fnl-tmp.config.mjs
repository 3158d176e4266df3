import tseslint from 'typescript-eslint'
export default tseslint.config({ files: ['**/*.{ts,tsx}'], languageOptions:{parser: tseslint.parser}, rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] } })
