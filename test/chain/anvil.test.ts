// @vitest-environment node
import { parseUnits, Wallet } from 'ethers'
import { freePort } from '../free-port'
import { ANVIL_ACCOUNTS, ANVIL_CHAIN_ID, startAnvil } from './anvil'
import { anvilProvider, deployTestContracts } from './deploy'

// startAnvil itself: the chain it starts (id, accounts, mining mode) and that stop() ends it.

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

it('starts an automining chain 31337 whose accounts are ANVIL_ACCOUNTS, and stop() ends it', { timeout: 30_000 }, async () => {
  const anvil = await startAnvil()
  const provider = anvilProvider(anvil.url)
  try {
    expect(anvil.url).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(anvil.chainId).toBe(ANVIL_CHAIN_ID)
    expect(await provider.send('eth_accounts', [])).toEqual(ANVIL_ACCOUNTS.map((a) => a.address.toLowerCase()))
    // The listed keys are the listed accounts' (they are written out, not derived at run time).
    expect(ANVIL_ACCOUNTS.map((a) => new Wallet(a.privateKey).address)).toEqual(ANVIL_ACCOUNTS.map((a) => a.address))

    // Automine: no block without a transaction, one as soon as one arrives.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await provider.getBlockNumber()).toBe(0)
    const sender = new Wallet(ANVIL_ACCOUNTS[1].privateKey, provider)
    const receipt = await (await sender.sendTransaction({ to: ANVIL_ACCOUNTS[2].address, value: 1n })).wait()
    expect(receipt?.blockNumber).toBe(1)
  } finally {
    provider.destroy()
    await anvil.stop()
  }
  expect(isRunning(anvil.pid)).toBe(false)
  await anvil.stop() // a second stop is harmless
})

it('mines on an interval when given a block time, on the port asked for; the deploy works there too', { timeout: 30_000 }, async () => {
  const port = await freePort()
  const anvil = await startAnvil({ port, blockTime: 0.2 })
  const provider = anvilProvider(anvil.url)
  try {
    expect(anvil.port).toBe(port)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await provider.getBlockNumber()).toBeGreaterThanOrEqual(2)

    const chain = await deployTestContracts(anvil.url, { fundedAccounts: 2 })
    expect(await chain.token.balanceOf(ANVIL_ACCOUNTS[1].address)).toBe(parseUnits('10000', 6))
    chain.provider.destroy()
  } finally {
    provider.destroy()
    await anvil.stop()
  }
})
