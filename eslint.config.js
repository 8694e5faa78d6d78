import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

// Imports flow app -> features -> shared, never back, and no feature imports another feature.
const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const importZones = [
  { target: './src/shared', from: './src/features', message: 'shared code must not import a feature' },
  { target: './src/shared', from: './src/app', message: 'shared code must not import app code' },
  { target: './src/features', from: './src/app', message: 'a feature must not import app code' },
  { target: './src', from: './src/mocks', except: ['./mocks'], message: 'app code never imports the mock backend (main.tsx loads it dynamically in dev)' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'a feature must not import another feature; move what both need to src/shared',
  })),
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Server HTML goes through the one DOMPurify helper only.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server HTML only through the shared SafeHtml component (DOMPurify).' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'ethers', message: 'Only src/shared/wallet (and the mock backend) may import ethers.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Hooks keep the latest callback in a ref (use-query, use-submit): reading it in callbacks is the point.
      'react-hooks/refs': 'off',
    },
  },
  {
    // main.tsx starts the mock worker in dev (dynamically); the mocks, tests and wallet may use ethers.
    files: ['src/main.tsx', 'src/mocks/**', 'src/shared/wallet/**', 'test/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
