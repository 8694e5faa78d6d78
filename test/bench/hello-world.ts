import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

// A React hello world (test/bench/hello-world/: index.html and main.tsx, one <h1> through
// react-dom/client's createRoot), built by the app's own Vite and React plugin but none of its
// config, into a temporary folder. `npm run bench` serves it like the app and measures it in the
// same Lighthouse run, so that the app's figures read against what this machine gives the
// smallest React page (design.md section 7).

export const HELLO_WORLD_DIR = path.join(import.meta.dirname, 'hello-world')

export interface BuiltHelloWorld {
  outDir: string
  remove: () => Promise<void>
}

export async function buildHelloWorld(): Promise<BuiltHelloWorld> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-hello-world-'))
  try {
    await build({
      root: HELLO_WORLD_DIR,
      configFile: false,
      envDir: false,
      publicDir: false,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      // The app's target (vite.config.ts), so both bundles are compiled alike.
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) }
}
