import { main } from './runner'

// `npm run contract:check -- --base-url URL [--money] [--site SITE] [--report FILE]`: the
// conformance runner (runner.ts, docs/backend.md). Exits 0 when every code is ok, 1 on a miss, 2 on
// a usage error or when it cannot run.

process.exitCode = await main(process.argv.slice(2))
