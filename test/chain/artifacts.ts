import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InterfaceAbi } from 'ethers'

// The compiled contracts as committed (contracts/artifacts/, written by `npm run contracts:compile`).
// Reading them never loads the compiler, so deploying in a test or the demo costs no solc start-up.

export const CONTRACT_NAMES = ['TestUSDT', 'ServicePayment'] as const
export type ContractName = (typeof CONTRACT_NAMES)[number]

export interface Artifact {
  contractName: ContractName
  abi: InterfaceAbi
  /** Creation bytecode, 0x-prefixed. */
  bytecode: string
  /** sha256 (hex) of the .sol file's text the bytecode was compiled from. */
  sourceHash: string
  /** The solc version that compiled it. */
  compiler: string
}

export const CONTRACTS_DIR = new URL('./contracts/', import.meta.url)
export const ARTIFACTS_DIR = new URL('./contracts/artifacts/', import.meta.url)

/**
 * The same folder as a path. A page test runs in jsdom, where Vite rewrites `new URL(x, import.meta.url)`
 * into a web URL (its asset pattern): reading by path works in both environments.
 */
const ARTIFACTS_PATH = join(dirname(fileURLToPath(import.meta.url)), 'contracts', 'artifacts')

export function readArtifact(name: ContractName): Artifact {
  return JSON.parse(readFileSync(join(ARTIFACTS_PATH, `${name}.json`), 'utf8')) as Artifact
}
