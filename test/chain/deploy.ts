import { Contract, ContractFactory, type ContractTransactionResponse, FetchRequest, JsonRpcProvider, parseUnits, Wallet, ZeroAddress } from 'ethers'
import { ANVIL_ACCOUNTS, ANVIL_CHAIN_ID, ANVIL_RPC_HEADERS } from './anvil'
import { readArtifact } from './artifacts'

// Puts the test contracts on a fresh anvil chain (startAnvil) from the committed artifacts and gives
// test accounts test USDT. On a fresh chain the addresses are always the same (deployer nonce 0 and
// 1): TestUSDT 0x5FbDB2315678afecb367f032d93F642f64180aa3, ServicePayment 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512.

export const TEST_USDT_DECIMALS = 6

/** An amount of test USDT in its base units: testUsdt('250') is 250,000,000n. */
export const testUsdt = (amount: string): bigint => parseUnits(amount, TEST_USDT_DECIMALS)

/** Dev account `index` of ANVIL_ACCOUNTS as a wallet, on `provider` when given. */
export const devWallet = (index: number, provider?: JsonRpcProvider): Wallet => new Wallet(ANVIL_ACCOUNTS[index].privateKey, provider)

export interface DeployOptions {
  /** How many of ANVIL_ACCOUNTS (from the first) receive test USDT. Default 5. */
  fundedAccounts?: number
  /** Test USDT each funded account receives, in base units (6 decimals). Default 10,000 USDT. */
  amount?: bigint
}

export interface TestContracts {
  provider: JsonRpcProvider
  /** ANVIL_ACCOUNTS[0]: minter of TestUSDT, owner of ServicePayment; also funded (it is accounts[0]). */
  deployer: Wallet
  /** The funded accounts, ANVIL_ACCOUNTS[0..n-1], as wallets on `provider`. */
  accounts: Wallet[]
  /** TestUSDT, connected to the deployer (`token.connect(wallet)` to act as someone else). */
  token: Contract
  /** ServicePayment with itself as treasury, connected to the deployer. */
  service: Contract
  tokenAddress: string
  serviceAddress: string
}

/**
 * A provider for anvil at `url`: the chain id is fixed (no network detection round trips); waiting
 * for a transaction polls every 100 ms instead of ethers' default 4 s (matters with interval
 * mining); no answer is reused (ethers' default reuses one for 250 ms, so a nonce read right after
 * an automined transaction would be stale and the next send fail with "nonce too low"). Its
 * requests pass the unit tests' MSW server (ANVIL_RPC_HEADERS).
 */
export function anvilProvider(url: string): JsonRpcProvider {
  const request = new FetchRequest(url)
  for (const [name, value] of Object.entries(ANVIL_RPC_HEADERS)) request.setHeader(name, value)
  return new JsonRpcProvider(request, ANVIL_CHAIN_ID, { staticNetwork: true, pollingInterval: 100, cacheTimeout: -1 })
}

/** Deploys TestUSDT and ServicePayment on anvil at `url` and mints test USDT to the first accounts. */
export async function deployTestContracts(url: string, options: DeployOptions = {}): Promise<TestContracts> {
  const { fundedAccounts = 5, amount = parseUnits('10000', TEST_USDT_DECIMALS) } = options
  const provider = anvilProvider(url)
  const accounts = ANVIL_ACCOUNTS.slice(0, Math.max(1, fundedAccounts)).map((a) => new Wallet(a.privateKey, provider))
  const deployer = accounts[0]

  // Nonces are counted here so every transaction can be sent before any is mined: with interval
  // mining the whole set then takes two blocks (deploys, then mints), not one block per transaction.
  let nonce = await provider.getTransactionCount(deployer.address, 'pending')
  const usdt = readArtifact('TestUSDT')
  const payment = readArtifact('ServicePayment')
  const tokenDeploy = await new ContractFactory(usdt.abi, usdt.bytecode, deployer).deploy({ nonce: nonce++ })
  const serviceDeploy = await new ContractFactory(payment.abi, payment.bytecode, deployer).deploy(ZeroAddress, { nonce: nonce++ })
  await Promise.all([tokenDeploy.waitForDeployment(), serviceDeploy.waitForDeployment()])
  const tokenAddress = await tokenDeploy.getAddress()
  const serviceAddress = await serviceDeploy.getAddress()
  const token = new Contract(tokenAddress, usdt.abi, deployer)
  const service = new Contract(serviceAddress, payment.abi, deployer)

  const mints: ContractTransactionResponse[] = []
  for (const account of accounts) mints.push(await token.mint(account.address, amount, { nonce: nonce++ }))
  await Promise.all(mints.map((tx) => tx.wait())) // wait() throws if one reverted

  return { provider, deployer, accounts, token, service, tokenAddress, serviceAddress }
}
