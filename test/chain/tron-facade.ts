import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, id as keccakText, toUtf8Bytes, hexlify } from 'ethers'
import { TronWeb, Trx, utils as tronUtils } from 'tronweb'
import { ANVIL_RPC_HEADERS } from './anvil'

// A TRON node for tests and the demo, said for what it is: TRON's HTTP API (the part tronweb and a
// TRON wallet use) as a façade over a local anvil node. No TRON node installs from npm (TronBox's
// runtime needs Docker), so:
// - transactions are built here as a TRON node builds them (raw_data, its protobuf bytes and txID
//   by tronweb's own encoders), signed by the wallet with its key, and checked here on broadcast
//   (txID against raw_data, the signature against the owner) as a node checks them;
// - the contracts run on anvil's real EVM: a TRON address is its 20 bytes (41 + 20 bytes <-> 0x + 20
//   bytes), and a checked transaction is executed from its owner's address (anvil impersonation);
// - TRX is the owner's ETH on anvil, 1 sun = 10^12 wei (both are the coin's smallest unit for
//   these purposes), and energy is gas: a transaction may use fee_limit / ENERGY_PRICE_SUN of it (less
//   when its owner's TRX cannot pay that much, as on TRON) and pays ENERGY_PRICE_SUN per unit in TRX. Bandwidth, staking for energy and TRON's resource rules
//   are not modelled.
// - `walletsolidity/gettransactioninfobyid` answers once the transaction has `confirmations`
//   blocks on top (TRON's solidified view), `wallet/gettransactioninfobyid` once it is mined.

/** TRX price of one unit of energy, in sun (TRON mainnet's since 2024: 100 sun). */
export const ENERGY_PRICE_SUN = 100n
const WEI_PER_SUN = 10n ** 12n
/** The most gas one transaction may use, whatever its fee limit (anvil's block gas limit is 30M). */
const MAX_ENERGY = 30_000_000n
const TRIGGER_TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract'

export interface TronFacadeOptions {
  /** Port to listen on; default 0 (the OS picks a free one). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Blocks on top of a transaction's before `walletsolidity/` reports it; default 0. */
  confirmations?: number
}

export interface TronFacade {
  /** Base URL, e.g. http://127.0.0.1:40123 (tronweb's `fullHost`). */
  url: string
  port: number
  /** TRON txID -> the anvil transaction that carried it. */
  readonly transactions: ReadonlyMap<string, string>
  stop(): Promise<void>
}

type Json = Record<string, unknown>

/** 41 + 20 bytes (hex, TRON's hex form) or a T address -> EIP-55 0x address. */
export function evmOf(tronAddress: string): string {
  const hex = tronAddress.startsWith('T') ? TronWeb.address.toHex(tronAddress) : tronAddress.replace(/^0x/, '')
  if (!/^41[0-9a-fA-F]{40}$/.test(hex)) throw new Error(`Not a TRON address: ${tronAddress}`)
  return getAddress(`0x${hex.slice(2)}`)
}

/** 0x + 20 bytes -> TRON's hex form, 41 + 20 bytes (lower case, as a node writes it). */
export const tronHexOf = (evm: string) => `41${evm.slice(2).toLowerCase()}`

/** 0x + 20 bytes -> its T address (an anvil account or contract, as TRON names it through the façade). */
export const tronOf = (evm: string): string => TronWeb.address.fromHex(tronHexOf(evm))

const textHex = (text: string) => hexlify(toUtf8Bytes(text)).slice(2)

export async function startTronFacade(anvilUrl: string, options: TronFacadeOptions = {}): Promise<TronFacade> {
  const confirmations = BigInt(options.confirmations ?? 0)
  const transactions = new Map<string, string>()

  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(anvilUrl, {
      method: 'POST',
      headers: { ...ANVIL_RPC_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string; data?: unknown } }
    if (body.error) throw Object.assign(new Error(body.error.message), { data: body.error.data })
    return body.result
  }

  type Block = { number: string; hash: string; timestamp: string; parentHash: string }
  const latestBlock = async () => (await rpc('eth_getBlockByNumber', ['latest', false])) as Block
  /** TRON's block id: the block number in its first 8 bytes, the hash after. */
  const blockIdOf = (block: Block) => BigInt(block.number).toString(16).padStart(16, '0') + block.hash.slice(18)

  const handlers: Record<string, (body: Json) => Promise<Json>> = {
    async getnowblock() {
      const block = await latestBlock()
      return {
        blockID: blockIdOf(block),
        block_header: { raw_data: { number: Number(BigInt(block.number)), timestamp: Number(BigInt(block.timestamp)) * 1000, parentHash: block.parentHash.slice(2) } },
      }
    },

    async getaccount(body) {
      const address = evmOf(String(body.address))
      const sun = BigInt(String(await rpc('eth_getBalance', [address, 'latest']))) / WEI_PER_SUN
      // A TRON node knows no account that never received anything: an empty answer.
      return sun === 0n ? {} : { address: body.visible ? TronWeb.address.fromHex(tronHexOf(address)) : tronHexOf(address), balance: Number(sun) }
    },

    // No staking or renting for energy here: every account has none of its own.
    async getaccountresource() {
      return {}
    },

    async getchainparameters() {
      return { chainParameter: [{ key: 'getEnergyFee', value: Number(ENERGY_PRICE_SUN) }] }
    },

    async triggerconstantcontract(body) {
      const call = callOf(body)
      try {
        const answer = (await rpc('eth_call', [{ from: call.from, to: call.to, data: call.data }, 'latest'])) as string
        const gas = BigInt(String(await rpc('eth_estimateGas', [{ from: call.from, to: call.to, data: call.data }]).catch(() => '0x0')))
        return { result: { result: true }, energy_used: Number(gas), constant_result: [answer.slice(2)], transaction: { raw_data: {} } }
      } catch (error) {
        // As java-tron answers a reverted call: "result" true, the revert data as the answer, the
        // transaction's ret FAILED and a message. A reader must look at those, not only at the answer.
        const data = (error as { data?: unknown }).data
        return {
          result: { result: true, message: textHex('REVERT opcode executed') },
          constant_result: [typeof data === 'string' ? data.slice(2) : ''],
          transaction: { ret: [{ ret: 'FAILED' }], raw_data: {} },
        }
      }
    },

    async triggersmartcontract(body) {
      const call = callOf(body)
      const block = await latestBlock()
      const blockId = blockIdOf(block)
      const now = Number(BigInt(block.timestamp)) * 1000
      const value: Json = { data: call.data.slice(2), owner_address: tronHexOf(call.from), contract_address: tronHexOf(call.to) }
      if (call.callValue > 0n) value.call_value = Number(call.callValue)
      const raw_data = {
        contract: [{ parameter: { value, type_url: TRIGGER_TYPE_URL }, type: 'TriggerSmartContract' }],
        ref_block_bytes: blockId.slice(12, 16),
        ref_block_hash: blockId.slice(16, 32),
        expiration: now + 60_000,
        fee_limit: Number(body.fee_limit ?? 0),
        // The wall clock, as java-tron stamps a transaction it builds: two equal calls get two txIDs.
        timestamp: Date.now(),
      }
      const pb = tronUtils.transaction.txJsonToPb({ raw_data })
      const transaction = { visible: false, txID: tronUtils.transaction.txPbToTxID(pb).replace(/^0x/, ''), raw_data, raw_data_hex: tronUtils.transaction.txPbToRawDataHex(pb) }
      return { result: { result: true }, transaction }
    },

    async broadcasttransaction(body) {
      const tx = body as { txID?: string; raw_data?: { contract?: { parameter: { value: Json }; type: string }[]; fee_limit?: number; expiration?: number } }
      const refuse = (code: string, message: string) => ({ result: false, code, txid: tx.txID ?? '', message: textHex(message) })
      let signer: string
      try {
        // txCheck (raw_data against txID) and the signer of txID, as tronweb's ecRecover does them.
        signer = Trx.ecRecover(tx as never) as string
      } catch (error) {
        return refuse('SIGERROR', `Validate signature error: ${(error as Error).message}`)
      }
      const contract = tx.raw_data?.contract?.[0]
      if (contract?.type !== 'TriggerSmartContract') return refuse('CONTRACT_VALIDATE_ERROR', 'The façade runs TriggerSmartContract transactions only')
      const owner = evmOf(String(contract.parameter.value.owner_address))
      if (evmOf(TronWeb.address.toHex(signer)) !== owner) return refuse('SIGERROR', 'Validate signature error: the signer is not the owner')
      if (transactions.has(tx.txID!)) return refuse('DUP_TRANSACTION_ERROR', 'Dup transaction')
      if (Number(tx.raw_data?.expiration ?? 0) < Number(BigInt((await latestBlock()).timestamp)) * 1000) return refuse('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired')

      const feeLimit = BigInt(tx.raw_data?.fee_limit ?? 0)
      const data = String(contract.parameter.value.data ?? '')
      const value = BigInt(Number(contract.parameter.value.call_value ?? 0)) * WEI_PER_SUN
      const balance = BigInt(String(await rpc('eth_getBalance', [owner, 'latest'])))
      // The EVM's base cost of a transaction is TRON's bandwidth (not modelled): it is paid first.
      // The energy is then capped as TRON caps it: by the fee limit and by the TRX the owner has
      // left (a fee limit is a cap, not a charge); the gas is never below what anvil mines.
      const { intrinsic, floor } = baseGasOf(data)
      const affordable = (balance - value) / WEI_PER_SUN / ENERGY_PRICE_SUN - intrinsic
      if (balance < value || affordable < 0n || (balance - value) / WEI_PER_SUN / ENERGY_PRICE_SUN < floor) {
        return refuse('CONTRACT_VALIDATE_ERROR', 'Validate TriggerSmartContract error, balance is not sufficient')
      }
      const caps = [feeLimit / ENERGY_PRICE_SUN, affordable, MAX_ENERGY]
      const limit = caps.reduce((a, b) => (a < b ? a : b))
      const gas = intrinsic + limit > floor ? intrinsic + limit : floor
      await rpc('anvil_impersonateAccount', [owner])
      try {
        const hash = (await rpc('eth_sendTransaction', [
          {
            from: owner,
            to: evmOf(String(contract.parameter.value.contract_address)),
            data: `0x${data}`,
            value: `0x${value.toString(16)}`,
            gas: `0x${gas.toString(16)}`,
            // The fee in wei is the fee in sun, 10^12 times: the TRX balance stays TRX.
            gasPrice: `0x${(ENERGY_PRICE_SUN * WEI_PER_SUN).toString(16)}`,
          },
        ])) as string
        transactions.set(tx.txID!, hash)
        // anvil's automine answers before its block is written: the answer waits for it, so that
        // "a block per transaction" holds for whoever reads right after (the mock's report check).
        // A real node answers before the next block; the app waits for the block either way.
        if (await rpc('anvil_getAutomine')) await minedOrSoon(hash)
      } catch (error) {
        return refuse('CONTRACT_VALIDATE_ERROR', (error as Error).message)
      } finally {
        await rpc('anvil_stopImpersonatingAccount', [owner])
      }
      return { result: true, txid: tx.txID }
    },

    gettransactioninfobyid: (body) => transactionInfo(String(body.value ?? ''), 0n),
  }

  /** TRON's transaction info of a mined transaction ({} before), once it has `wanted` blocks on top. */
  async function transactionInfo(txID: string, wanted: bigint): Promise<Json> {
    const hash = transactions.get(txID)
    if (!hash) return {}
    type Receipt = { status: string; gasUsed: string; blockNumber: string; to: string; logs: { address: string; topics: string[]; data: string }[] }
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as Receipt | null
    if (!receipt) return {}
    const latest = BigInt((await latestBlock()).number)
    if (latest - BigInt(receipt.blockNumber) < wanted) return {}
    const block = (await rpc('eth_getBlockByNumber', [receipt.blockNumber, false])) as Block
    const sent = (await rpc('eth_getTransactionByHash', [hash])) as { gas: string; input: string }
    const ok = receipt.status === '0x1'
    // Out of gas is out of energy: the whole allowance used up.
    const result = ok ? 'SUCCESS' : BigInt(receipt.gasUsed) === BigInt(sent.gas) ? 'OUT_OF_ENERGY' : 'REVERT'
    const base = baseGasOf(sent.input.slice(2)).intrinsic
    const used = BigInt(receipt.gasUsed) > base ? BigInt(receipt.gasUsed) - base : 0n
    return {
      id: txID,
      // All the TRX it burned: the energy, and the base cost as bandwidth (net_fee).
      fee: Number(BigInt(receipt.gasUsed) * ENERGY_PRICE_SUN),
      blockNumber: Number(BigInt(receipt.blockNumber)),
      blockTimeStamp: Number(BigInt(block.timestamp)) * 1000,
      contractResult: [''],
      contract_address: tronHexOf(receipt.to),
      receipt: { energy_usage_total: Number(used), energy_fee: Number(used * ENERGY_PRICE_SUN), net_fee: Number(base * ENERGY_PRICE_SUN), result },
      ...(ok ? {} : { result: 'FAILED', resMessage: textHex(result) }),
      log: receipt.logs.map((log) => ({ address: log.address.slice(2).toLowerCase(), topics: log.topics.map((t) => t.slice(2)), data: log.data.slice(2) })),
    }
  }

  /** Until `hash` has a receipt, for at most a few seconds. */
  async function minedOrSoon(hash: string): Promise<void> {
    for (let tries = 0; tries < 250 && !(await rpc('eth_getTransactionReceipt', [hash])); tries++) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  const server = createServer((request, response) => void answer(request, response))

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The app reads this API from the page, as it would a public TRON node (TronGrid allows any origin).
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    const path = (request.url ?? '').split('?')[0]
    const match = /^\/(wallet|walletsolidity)\/(\w+)$/.exec(path)
    const handler = match && handlers[match[2]]
    if (!match || !handler) return void response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ Error: `The façade has no ${path}` }))
    try {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json) : {}
      const solid = match[1] === 'walletsolidity'
      const result = match[2] === 'gettransactioninfobyid' ? await transactionInfo(String(body.value ?? ''), solid ? confirmations : 0n) : await handler(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
    } catch (error) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Error: (error as Error).message }))
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    transactions,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The call a triggersmartcontract / triggerconstantcontract body asks for, in EVM terms. */
function callOf(body: Json): { from: string; to: string; data: string; callValue: bigint } {
  const selector = typeof body.function_selector === 'string' && body.function_selector ? keccakText(body.function_selector).slice(0, 10) : '0x'
  const data = typeof body.data === 'string' && body.data ? `0x${body.data.replace(/^0x/, '')}` : `${selector}${String(body.parameter ?? '').replace(/^0x/, '')}`
  // A read may name no owner (TronGrid's default caller is the zero address, 410000…).
  const owner = body.owner_address ? evmOf(String(body.owner_address)) : getAddress(`0x${'0'.repeat(40)}`)
  return { from: owner, to: evmOf(String(body.contract_address)), data, callValue: BigInt(Number(body.call_value ?? 0)) }
}

/**
 * The gas of a call with `data` (hex, no 0x) before it runs: `intrinsic`, 21,000 and its calldata at
 * the standard price (4 per zero byte, 16 per other), which TRON's bandwidth stands for; and
 * `floor`, EIP-7623's least gas limit (21,000 + 10 per token, a zero byte one token, another four),
 * which anvil's hardfork (Prague) enforces: below it the node never mines the transaction.
 */
function baseGasOf(data: string): { intrinsic: bigint; floor: bigint } {
  let zero = 0n
  let other = 0n
  for (let i = 0; i < data.length; i += 2) {
    if (data.slice(i, i + 2) === '00') zero += 1n
    else other += 1n
  }
  return { intrinsic: 21_000n + 4n * zero + 16n * other, floor: 21_000n + 10n * (zero + 4n * other) }
}
