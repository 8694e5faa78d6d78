import { formatEther, formatUnits } from 'ethers'
import { ANVIL_CHAIN_ID, startAnvil } from './anvil'
import { deployTestContracts, TEST_USDT_DECIMALS } from './deploy'
import { TronWeb } from 'tronweb'
import { startTronFacade, tronHexOf } from './tron-facade'

// `npm run chain`: a local chain for the on-chain demo. Starts anvil (port CHAIN_PORT, default
// 8545, the port wallets assume for a local node; CHAIN_HOST, default 127.0.0.1; CHAIN_BLOCK_TIME
// in seconds for interval mining, default automine), deploys TestUSDT and ServicePayment, funds the
// first five dev accounts and prints what the app's config and a wallet need, then runs until Ctrl-C.
// Beside it, TRON's HTTP API as a façade over the same chain (tron-facade.ts; port TRON_PORT,
// default 8090, a TRON node's HTTP port): the same contracts and keys, seen as TRON sees them.

const port = Number(process.env.CHAIN_PORT ?? 8545)
const host = process.env.CHAIN_HOST ?? '127.0.0.1'
const blockTime = process.env.CHAIN_BLOCK_TIME ? Number(process.env.CHAIN_BLOCK_TIME) : undefined

const anvil = await startAnvil({ port, host, blockTime })
const tron = await startTronFacade(anvil.url, { port: Number(process.env.TRON_PORT ?? 8090), host })
let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await tron.stop()
  await anvil.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

try {
  const chain = await deployTestContracts(anvil.url)
  const accounts = await Promise.all(
    chain.accounts.map(async (wallet) => ({
      address: wallet.address,
      privateKey: wallet.privateKey,
      usdt: formatUnits((await chain.token.balanceOf(wallet.address)) as bigint, TEST_USDT_DECIMALS),
      eth: formatEther(await chain.provider.getBalance(wallet.address)),
    })),
  )
  chain.provider.destroy()
  const config = {
    chainId: ANVIL_CHAIN_ID,
    chainIdHex: `0x${ANVIL_CHAIN_ID.toString(16)}`,
    name: 'Local chain (anvil)',
    rpcUrl: anvil.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    serviceContract: chain.serviceAddress,
    token: { symbol: 'USDT', address: chain.tokenAddress, decimals: TEST_USDT_DECIMALS },
    accounts,
  }
  const tronOf = (evm: string) => TronWeb.address.fromHex(tronHexOf(evm))
  const tronConfig = {
    kind: 'tron',
    name: 'Local TRON (façade over anvil)',
    fullHost: tron.url,
    serviceContract: tronOf(chain.serviceAddress),
    token: { symbol: 'USDT', address: tronOf(chain.tokenAddress), decimals: TEST_USDT_DECIMALS },
    accounts: accounts.map((a) => ({ address: tronOf(a.address), privateKey: a.privateKey.slice(2), usdt: a.usdt, trx: a.eth })),
  }

  console.log(JSON.stringify({ ...config, tron: tronConfig }, null, 2))
  console.log(`
Local chain ${config.chainId} (${config.chainIdHex}) at ${config.rpcUrl}${blockTime ? `, a block every ${blockTime} s` : ', a block per transaction'}
  serviceContract  ${config.serviceContract}
  USDT (6 dec.)    ${config.token.address}
  Accounts (10,000 USDT each and about 10,000 ETH; well-known dev keys, never use them on a real chain):
${accounts.map((a, i) => `    (${i}) ${a.address}  ${a.privateKey}`).join('\n')}
In a wallet: add the network (RPC ${config.rpcUrl}, chain id ${config.chainId}, ETH), import a key, add the USDT token.
TRON (a façade over the same chain: tronweb's fullHost ${tronConfig.fullHost}; energy is gas at 100 sun, bandwidth not modelled)
  serviceContract  ${tronConfig.serviceContract}
  USDT (6 dec.)    ${tronConfig.token.address}
  Accounts (the same keys; TRX is their ETH, 1 sun = 10^12 wei):
${tronConfig.accounts.map((a, i) => `    (${i}) ${a.address}`).join('\n')}
Ctrl-C stops the chain and the façade (their state is not kept).`)
} catch (error) {
  console.error(error)
  await tron.stop()
  await anvil.stop()
  process.exit(1)
}
