import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import { ARTIFACTS_DIR, CONTRACT_NAMES, CONTRACTS_DIR, type Artifact } from './artifacts'

// Compiles contracts/*.sol with solc-js (the exact version in package.json) and fixed settings, so
// the same sources give the same bytecode on every machine. `npm run contracts:compile` runs this
// file and rewrites contracts/artifacts/; artifacts.test.ts compiles again in memory and fails when
// the committed artifacts are not what the sources compile to.

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Pinned rather than solc's default (which moves with solc releases); every chain the app targets
  // and anvil's default hardfork run cancun code.
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Artifact['abi']; evm: { bytecode: { object: string } } }>>
}

export function compileContracts(): Artifact[] {
  const sources = Object.fromEntries(CONTRACT_NAMES.map((name) => [`${name}.sol`, { content: readFileSync(new URL(`${name}.sol`, CONTRACTS_DIR), 'utf8') }]))
  const input = { language: 'Solidity', sources, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  // A warning fails too: the contracts are small enough to keep clean.
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length) throw new Error(`solc ${solc.version()}:\n${problems.map((e) => e.formattedMessage).join('\n')}`)

  return CONTRACT_NAMES.map((name) => {
    const file = `${name}.sol`
    const compiled = output.contracts?.[file]?.[name]
    if (!compiled) throw new Error(`solc produced no ${name} in ${file}`)
    return {
      contractName: name,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      sourceHash: createHash('sha256').update(sources[file].content).digest('hex'),
      compiler: solc.version() as string,
    }
  })
}

function writeArtifacts() {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  for (const artifact of compileContracts()) {
    const file = new URL(`${artifact.contractName}.json`, ARTIFACTS_DIR)
    writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`${fileURLToPath(file)}: ${(artifact.bytecode.length - 2) / 2} bytes of creation code`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeArtifacts()
