import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Imports flow app -> features -> shared, never back, and no feature imports another feature.
// Cross-folder imports use the `@/` alias; a relative import may not climb out of its folder.
const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const NO_MOCKS = { group: ['@/mocks', '@/mocks/**', '**/mocks/**'], message: 'app code never imports the mock backend (main.tsx loads it dynamically in dev)' }
const NO_ETHERS = { name: 'ethers', message: 'Only src/shared/wallet (and the mock backend) may import ethers.' }
const importRules = (patterns, paths = [NO_ETHERS]) => ({ 'no-restricted-imports': ['error', { paths, patterns: [NO_MOCKS, ...patterns] }] })
const SHARED_ONLY = { group: ['@/features/**', '@/app/**', '**/features/**', '**/app/**'], message: 'shared code must not import a feature or app code' }
const importZones = [
  { files: ['src/shared/**/*.{ts,tsx}'], rules: importRules([SHARED_ONLY]) },
  // The wallet is the one place that may import ethers.
  { files: ['src/shared/wallet/**/*.{ts,tsx}'], rules: importRules([SHARED_ONLY], []) },
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: importRules([
      { group: ['@/app/**', '**/app/**'], message: 'a feature must not import app code' },
      { group: ['@/features/**', `!@/features/${name}/**`, '../../**'], message: 'a feature must not import another feature; move what both need to src/shared' },
    ]),
  })),
  { files: ['src/app/**/*.{ts,tsx}'], rules: importRules([]) },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Server HTML goes through the one DOMPurify helper only.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server HTML only through the shared SafeHtml component (DOMPurify).' },
      ],
    },
  },
  {
    // Type-aware rules: what a review misses, the type checker sees (one TypeScript program, tsconfig.json).
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits or catches loses its rejection; `void` says the fire-and-forget is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a void callback is expected (an onClick, a forEach) is a floating promise in disguise.
      '@typescript-eslint/no-misused-promises': 'error',
      // A switch over a union (a status, a code, a mode) names every member: a `default` does not stand
      // in for missing ones, and after all are named it is a dead branch that a new member would fall
      // into unseen (a value that may lie outside its type needs a wider type, not a default). A switch
      // over a plain string or number says what the rest does, in a `default`.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: true, allowDefaultCaseForExhaustiveSwitch: false }],
    },
  },
  ...importZones,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // main.tsx starts the mock worker in dev (dynamically); the mocks and tests may use anything.
    files: ['src/main.tsx', 'src/mocks/**', 'test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests reach the shared helpers in test/ through the `@test/` alias, never by climbing out of src/.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/test/*'], message: 'import test helpers through @test/' }] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The production service worker's code: the build puts its constants before it (src/build/service-worker.ts).
    files: ['src/build/service-worker-code.js'],
    languageOptions: { globals: { ...globals.serviceworker, VERSION: 'readonly', ASSETS: 'readonly', SHELL: 'readonly', LOCALES: 'readonly' } },
  },
)
