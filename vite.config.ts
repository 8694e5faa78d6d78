/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // `/assets` is an app route: the build must not own a folder of that name,
    // or a static host would answer a deep link to it with a directory.
    assetsDir: 'static',
    target: 'es2022',
  },
  server: { port: 5173, strictPort: false },
  // Dependencies that only lazily loaded code imports: pre-bundled up front, so the dev server never
  // discovers them mid-session and reloads the page (a cold first run in CI would otherwise flake).
  optimizeDeps: {
    include: [
      'axios',
      'qs',
      'ethers',
      'decimal.js',
      'dayjs',
      'dayjs/locale/zh-cn',
      'dayjs/locale/zh-tw',
      'dayjs/locale/ar',
      'dayjs/locale/fr',
      'dayjs/locale/it',
      'dayjs/locale/ja',
      'dayjs/locale/ko',
      'dayjs/locale/th',
      'dayjs/locale/ru',
      'dompurify',
      'lightweight-charts',
      'qrcode.react',
      'msw',
      'msw/browser',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          restoreMocks: true,
          // `npm test` runs the unit group first, then the browser group (projects with their own
          // maxWorkers need distinct groups); the two never compete for the cores.
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Real Chromium (playwright-core) against a Vite dev server that global-setup.ts starts
        // on a free port, with the MSW mock backend on (the dev default). See test/e2e/README.md.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each worker drives its own Chromium; two fit the two cores of the CI machine.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
