import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { LEDGER_STATUSES, LEDGER_TYPES, WITHDRAWAL_REASONS } from '../funds'
import { BalanceAfter, count, decimal, decimalOrEmpty, isoTime, pageFields, paged } from './wire'

// The funds answers' schemas (docs/api.md section 4: 10008, 10009, 10010, 10011, 10050-10053).

/** One coin's balance; amounts are decimal strings. */
export const BalanceSchema = v.object({
  coin: v.string(),
  available: decimal,
  frozen: decimal,
  total: decimal,
  /** What one unit is worth in USDT now (the value columns of the assets screen). */
  price: decimal,
})

/** 10008: every coin the user can hold. */
export const BalancesSchema = v.object({ list: v.array(BalanceSchema) })

/** A deposit as the chain reports it (deposit rows of 10009 carry it). */
export const DepositInfoSchema = v.object({
  chain: v.string(),
  txHash: v.string(),
  /** Blocks seen on top of the transaction, and how many the credit waits for. */
  confirmations: count,
  requiredConfirmations: count,
})

/**
 * One finance record (10009). A booked entry moved the available balance by `amount` (signed) and
 * `balance` is the available balance after it. A deposit still confirming is a record too, not
 * booked yet: status `submitted`, `balance` empty; it is booked (a new id) when credited.
 */
export const FinanceRecordSchema = v.object({
  id: v.string(),
  type: v.picklist(LEDGER_TYPES),
  coin: v.string(),
  amount: decimal,
  balance: decimalOrEmpty,
  status: v.picklist(LEDGER_STATUSES),
  createdAt: isoTime,
  /** The record this entry belongs to (a machine order, a withdrawal, a deposit, ...), or ''. */
  refId: v.string(),
  deposit: v.optional(DepositInfoSchema),
})

export const FinanceRecordPageSchema = paged(FinanceRecordSchema)

/** An EVM chain's payment block: the chain the wallet pays on, its token contracts and how it is followed. */
const EvmPaymentSchema = v.object({
  /** EIP-155 chain id. */
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** As the wallet shows the chain when it adds it. */
  name: v.pipe(v.string(), v.nonEmpty()),
  nativeCurrency: v.object({ name: v.string(), symbol: v.pipe(v.string(), v.nonEmpty()), decimals: count }),
  /** A public JSON-RPC URL: the wallet adds it, and the app follows its transactions through it. */
  rpcUrl: v.pipe(v.string(), v.url()),
  /** The block explorer; a transaction is `${explorerUrl}/tx/${hash}`. '' when there is none. */
  explorerUrl: v.string(),
  /** Each payable coin's token contract (EIP-55) and its decimals. */
  tokens: v.array(v.object({ coin: v.string(), address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)), decimals: count })),
  /** Blocks a payment waits for before the backend credits it. */
  requiredConfirmations: count,
})

/** A TRON address as a config names it: base58check, `T` and 33 more characters (the checksum is checked where it is used). */
const tronAddress = v.pipe(v.string(), v.regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/))

/** A TRON chain's payment block: TRC-20 tokens paid to the service contract on TRON from a TRON wallet. */
const TronPaymentSchema = v.object({
  /** As the screens name the network. */
  name: v.pipe(v.string(), v.nonEmpty()),
  /** TRON's HTTP API (a full node, TronGrid): balances, allowances and transaction info are read through it. */
  fullHost: v.pipe(v.string(), v.url()),
  /** The block explorer (Tronscan); a transaction is `${explorerUrl}/#/transaction/${txID}`. '' when there is none. */
  explorerUrl: v.string(),
  /** The service contract on TRON (its own address; the top-level `serviceContract` is the EVM one). */
  serviceContract: tronAddress,
  /** Each payable coin's TRC-20 contract and its decimals. */
  tokens: v.array(v.object({ coin: v.string(), address: tronAddress, decimals: count })),
  /** The most TRX, in sun, one transaction may burn for energy (TRON's fee_limit). */
  feeLimit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Blocks a payment waits for before the backend credits it. */
  requiredConfirmations: count,
})

const chainFields = {
  id: v.pipe(v.string(), v.nonEmpty()),
  /** Blank: the app's own name for the id is shown (withKnownNames in shared/api/global-config.ts). */
  name: v.string(),
  /** What its addresses start with: T (TRON) or 0x (EVM). */
  addressPrefix: v.string(),
  /** The coins that travel on it. */
  coins: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.nonEmpty()),
}

/**
 * A chain of the global configuration (00000): where deposits come from and withdrawals go. `kind`
 * says how its addresses and transaction hashes are checked, and which wallet pays on it: its
 * `payment` block, absent where the app only shows a deposit address, is an EVM one on an `evm`
 * chain and a TRON one on a `tron` chain.
 */
export const ChainSchema = v.variant('kind', [
  v.object({ ...chainFields, kind: v.literal('evm'), payment: v.optional(EvmPaymentSchema) }),
  v.object({ ...chainFields, kind: v.literal('tron'), payment: v.optional(TronPaymentSchema) }),
])

/** 10010: where to send `coin` on `chain`, and after how many confirmations it is credited. */
export const DepositAddressSchema = v.object({
  chain: v.string(),
  coin: v.string(),
  address: v.pipe(v.string(), v.nonEmpty()),
  requiredConfirmations: count,
})

/** 10050: the withdrawal terms of one coin on one chain. */
export const WithdrawRuleSchema = v.object({
  coin: v.string(),
  chain: v.string(),
  /** Smallest and largest amount that arrives, in coin. */
  min: decimal,
  max: decimal,
  /** The fee: amount x feeRate, truncated to `decimals` places, and never less than minFee. */
  feeRate: decimal,
  minFee: decimal,
  /** The places an amount of this coin may have. */
  decimals: count,
})

/** Why a withdrawal did not go through (the app words it in the user's language). */
const WithdrawalReasonSchema = v.picklist(WITHDRAWAL_REASONS)

/** One step of a withdrawal's way, with when it was reached. */
export const WithdrawalStepSchema = v.object({ status: v.picklist(LEDGER_STATUSES), at: isoTime })

/**
 * A withdrawal (10051-10053): submitted -> reviewed -> processing -> successful, or rejected at
 * review / failed on chain, each followed by failureHandled when the frozen money is back.
 */
export const WithdrawalSchema = v.object({
  id: v.string(),
  coin: v.string(),
  chain: v.string(),
  address: v.string(),
  /** What arrives; the fee is taken on top, so amount + fee left the available balance. */
  amount: decimal,
  fee: decimal,
  total: decimal,
  /** The latest step's status. */
  status: v.picklist(LEDGER_STATUSES),
  steps: v.array(WithdrawalStepSchema),
  reason: v.nullable(WithdrawalReasonSchema),
  /** The chain's transaction, once processing. */
  txHash: v.string(),
  createdAt: isoTime,
})

export const WithdrawalPageSchema = paged(WithdrawalSchema)

/** 10054: a nonce for one signed withdrawal, usable once, until `expiresAt` (server time). */
export const WithdrawNonceSchema = v.object({
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,}$/)),
  expiresAt: isoTime,
})

/** The funds codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const fundsContract = {
  [RPC.balances]: { fields: v.object({}), data: BalancesSchema },
  [RPC.financeRecords]: { fields: v.object({ type: v.string(), coin: v.string(), ...pageFields }), data: FinanceRecordPageSchema },
  [RPC.depositAddress]: { fields: v.object({ chain: v.string(), coin: v.string() }), data: DepositAddressSchema },
  [RPC.submitDeposit]: { fields: v.object({ chain: v.string(), coin: v.string(), amount: v.string(), txHash: v.string() }), data: v.object({ record: FinanceRecordSchema }) },
  [RPC.withdrawConfig]: { fields: v.object({ coin: v.optional(v.string()) }), data: v.object({ list: v.array(WithdrawRuleSchema) }) },
  /** 10054 (ours, with 00000 `withdrawAuth.mode: 'eip712'`): a nonce for one signed withdrawal, usable once, until `expiresAt`. */
  [RPC.withdrawNonce]: { fields: v.object({}), data: WithdrawNonceSchema },
  /** With `withdrawAuth.mode: 'eip712'`, also `nonce`, `deadline` (Unix seconds), `chainId` (the signing domain's) and `signature` (contract/withdrawal-typed-data.ts). */
  [RPC.submitWithdrawal]: {
    fields: v.object({ coin: v.string(), chain: v.string(), address: v.string(), amount: v.string(), nonce: v.optional(v.string()), deadline: v.optional(v.string()), chainId: v.optional(v.string()), signature: v.optional(v.string()) }),
    data: v.object({ record: WithdrawalSchema, balance: BalanceAfter }),
  },
  [RPC.withdrawalRecords]: { fields: v.object(pageFields), data: WithdrawalPageSchema },
  [RPC.withdrawalDetail]: { fields: v.object({ id: v.string() }), data: WithdrawalSchema },
} as const
