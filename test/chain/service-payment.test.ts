// @vitest-environment node
import { encodeBytes32String, Wallet, type Contract, type Log } from 'ethers'
import { ANVIL_ACCOUNTS } from './anvil'
import { type TestContracts, testUsdt } from './deploy'
import { withTestChain } from './test-chain'

// The payment path the app uses, against the real contracts on a real local chain: approve exactly
// the amount, then ServicePayment.pay. Each test starts from the freshly deployed chain (an anvil
// snapshot taken after the deploy, reverted after every test).

let chain: TestContracts

withTestChain((local) => ({ chain } = local))

const balanceOf = (address: string) => chain.token.balanceOf(address) as Promise<bigint>
const as = (contract: Contract, wallet: Wallet) => contract.connect(wallet) as Contract

/** The events `address` emitted in these logs, decoded with `contract`'s ABI. */
function eventsOf(contract: Contract, address: string, logs: readonly Log[]) {
  return logs.filter((log) => log.address === address).map((log) => contract.interface.parseLog(log)!)
}

describe('ServicePayment.pay', () => {
  it('moves exactly the approved amount to the contract and emits Paid(payer, token, amount, ref)', async () => {
    const payer = chain.accounts[1]
    const amount = testUsdt('12.345678')
    const ref = encodeBytes32String('order-42')
    const payerBefore = await balanceOf(payer.address)

    await (await as(chain.token, payer).approve(chain.serviceAddress, amount)).wait()
    const receipt = await (await as(chain.service, payer).pay(chain.tokenAddress, amount, ref)).wait()

    expect(await balanceOf(payer.address)).toBe(payerBefore - amount)
    expect(await balanceOf(chain.serviceAddress)).toBe(amount)
    // The exact approval is used up: nothing is left for the contract to pull later.
    expect(await chain.token.allowance(payer.address, chain.serviceAddress)).toBe(0n)

    const paid = eventsOf(chain.service, chain.serviceAddress, receipt.logs)
    expect(paid.map((e) => [e.name, ...e.args])).toEqual([['Paid', payer.address, chain.tokenAddress, amount, ref]])
    const transfers = eventsOf(chain.token, chain.tokenAddress, receipt.logs)
    expect(transfers.map((e) => [e.name, ...e.args])).toEqual([['Transfer', payer.address, chain.serviceAddress, amount]])

    // How a backend finds the payment: Paid events filtered by the indexed ref (and payer).
    const found = await chain.service.queryFilter(chain.service.filters.Paid(payer.address, null, null, ref))
    expect(found.map((e) => e.transactionHash)).toEqual([receipt.hash])
  })

  it('a second pay on the used-up approval reverts', async () => {
    const payer = chain.accounts[1]
    const amount = testUsdt('5')
    await (await as(chain.token, payer).approve(chain.serviceAddress, amount)).wait()
    await (await as(chain.service, payer).pay(chain.tokenAddress, amount, encodeBytes32String('a'))).wait()

    await expect(as(chain.service, payer).pay(chain.tokenAddress, amount, encodeBytes32String('b'))).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
      reason: 'ServicePayment: token transfer failed',
    })
    expect(await balanceOf(chain.serviceAddress)).toBe(amount)
  })

  it('reverts without an approval, on chain too: the mined transaction fails and nothing moves', async () => {
    const payer = chain.accounts[2]
    const before = await balanceOf(payer.address)
    // A gas limit skips ethers' estimate (which would refuse first), so the chain itself runs it.
    const tx = await as(chain.service, payer).pay(chain.tokenAddress, testUsdt('1'), encodeBytes32String('x'), { gasLimit: 200_000 })
    await expect(tx.wait()).rejects.toMatchObject({ code: 'CALL_EXCEPTION' })

    const receipt = (await chain.provider.getTransactionReceipt(tx.hash))!
    expect(receipt.status).toBe(0)
    expect(receipt.logs).toEqual([])
    expect(await balanceOf(payer.address)).toBe(before)
    expect(await balanceOf(chain.serviceAddress)).toBe(0n)
  })

  it('reverts when the approval is short of the amount', async () => {
    const payer = chain.accounts[2]
    await (await as(chain.token, payer).approve(chain.serviceAddress, testUsdt('9.999999'))).wait()
    await expect(as(chain.service, payer).pay(chain.tokenAddress, testUsdt('10'), encodeBytes32String('x'))).rejects.toMatchObject({
      reason: 'ServicePayment: token transfer failed',
    })
  })

  it('reverts on a zero amount', async () => {
    const payer = chain.accounts[1]
    await expect(as(chain.service, payer).pay(chain.tokenAddress, 0n, encodeBytes32String('x'))).rejects.toMatchObject({
      reason: 'ServicePayment: zero amount',
    })
  })

  it('reverts when the token address has no code (it would answer like a token that returns nothing)', async () => {
    const payer = chain.accounts[1]
    await expect(as(chain.service, payer).pay(ANVIL_ACCOUNTS[9].address, testUsdt('1'), encodeBytes32String('x'))).rejects.toMatchObject({
      reason: 'ServicePayment: token is not a contract',
    })
  })
})

describe('ServicePayment.withdraw', () => {
  it('only the owner (the deployer) can withdraw what the contract holds', async () => {
    const [owner, payer, stranger] = chain.accounts
    const amount = testUsdt('100')
    await (await as(chain.token, payer).approve(chain.serviceAddress, amount)).wait()
    await (await as(chain.service, payer).pay(chain.tokenAddress, amount, encodeBytes32String('x'))).wait()

    await expect(as(chain.service, stranger).withdraw(chain.tokenAddress, stranger.address, amount)).rejects.toMatchObject({
      reason: 'ServicePayment: not the owner',
    })

    const strangerBefore = await balanceOf(stranger.address)
    const receipt = await (await as(chain.service, owner).withdraw(chain.tokenAddress, stranger.address, testUsdt('40'))).wait()
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('60'))
    expect(await balanceOf(stranger.address)).toBe(strangerBefore + testUsdt('40'))
    const withdrawn = eventsOf(chain.service, chain.serviceAddress, receipt.logs)
    expect(withdrawn.map((e) => [e.name, ...e.args])).toEqual([['Withdrawn', chain.tokenAddress, stranger.address, testUsdt('40')]])
  })
})

describe('TestUSDT', () => {
  it('has 6 decimals, funded the first five accounts with 10,000 each, and lets only the deployer mint', async () => {
    expect(await chain.token.decimals()).toBe(6n)
    expect(await chain.token.symbol()).toBe('USDT')
    for (const account of chain.accounts) expect(await balanceOf(account.address)).toBe(testUsdt('10000'))
    expect(chain.accounts).toHaveLength(5)

    const stranger = chain.accounts[1]
    await expect(as(chain.token, stranger).mint(stranger.address, 1n)).rejects.toMatchObject({ reason: 'TestUSDT: not the minter' })
  })
})
