// @vitest-environment node
import { compileContracts } from './compile'
import { readArtifact } from './artifacts'

// The committed artifacts are what the committed sources compile to: a .sol edit without
// `npm run contracts:compile` fails here, not later as a puzzling on-chain difference.

it('the committed artifacts equal a fresh compile of contracts/*.sol', { timeout: 60_000 }, () => {
  for (const fresh of compileContracts()) {
    const committed = readArtifact(fresh.contractName)
    expect(committed.sourceHash, `${fresh.contractName}: source changed, run npm run contracts:compile`).toBe(fresh.sourceHash)
    expect(committed.abi).toEqual(fresh.abi)
    expect(committed.bytecode).toBe(fresh.bytecode)
    expect(committed.compiler).toBe(fresh.compiler)
  }
})
