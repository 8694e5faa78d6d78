// The 37 business codes of POST /adc/html/eto/{code}.do (design.md section 3), and 10004 and 10054, ours.
// The spec lists the codes without saying which does what; this table is the assignment.
// Feature api/ modules call `rpc(RPC.x, ...)` and the mock backend keys its handlers on the
// same object, so the client and the mock cannot drift. docs/api.md documents every code.
export const RPC = {
  globalConfig: '00000',
  setLanguage: 'E0001',
  visitReport: '10001',
  login: '10002',
  userInfo: '10003',
  /** Not in the spec: a single-use nonce for an EIP-4361 login, when 00000 says `login.mode: 'siwe'`. */
  loginNonce: '10004',
  balances: '10008',
  financeRecords: '10009',
  depositAddress: '10010',
  submitDeposit: '10011',
  machineList: '10020',
  machineDetail: '10021',
  buyMachine: '10022',
  myMachines: '10025',
  miningIncome: '10026',
  participations: '10027',
  idoList: '10030',
  idoSubscribe: '10031',
  idoPositions: '10034',
  stakingProducts: '10035',
  stake: '10036',
  stakingRecords: '10037',
  redeemStake: '10041',
  withdrawConfig: '10050',
  submitWithdrawal: '10051',
  /** Not in the spec: a single-use nonce for a withdrawal signed as EIP-712 typed data, when 00000 says `withdrawAuth.mode: 'eip712'`. */
  withdrawNonce: '10054',
  withdrawalRecords: '10052',
  withdrawalDetail: '10053',
  exchangeQuote: '10055',
  submitExchange: '10056',
  exchangeRecords: '10058',
  marketList: '10060',
  candles: '10062',
  placeOrder: '10063',
  orders: '10064',
  modifyOrder: '100655',
  closeOrder: '100666',
  invitation: '10068',
  announcements: '10069',
} as const

export type RpcName = keyof typeof RPC
export type RpcCode = (typeof RPC)[RpcName]

export const RPC_CODES: readonly RpcCode[] = Object.values(RPC)

export function isRpcCode(value: unknown): value is RpcCode {
  return typeof value === 'string' && (RPC_CODES as readonly string[]).includes(value)
}

/**
 * Calls that change server state. The client never shares or repeats them: sending one twice
 * could buy twice. Everything else is a read, safe to share while identical calls are in flight.
 */
export const RPC_WRITES: ReadonlySet<RpcCode> = new Set<RpcCode>([
  RPC.setLanguage,
  RPC.visitReport,
  RPC.login,
  // Each call issues a new single-use nonce: two callers must never share one answer.
  RPC.loginNonce,
  RPC.submitDeposit,
  RPC.buyMachine,
  RPC.idoSubscribe,
  RPC.stake,
  RPC.redeemStake,
  RPC.submitWithdrawal,
  // A new single-use nonce per call, as the login's.
  RPC.withdrawNonce,
  RPC.submitExchange,
  RPC.placeOrder,
  RPC.modifyOrder,
  RPC.closeOrder,
])

export function isWrite(code: RpcCode): boolean {
  return RPC_WRITES.has(code)
}
