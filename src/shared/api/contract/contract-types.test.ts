import { defineRpc } from '@/mocks/rpc'
import { rpc } from '../rpc-client'
import { RPC } from '../rpc-codes'

// The contract map types both ends: each line marked @ts-expect-error must stay an error, or
// `npm run typecheck` fails (TS2578: unused directive). The function never runs.
export function wrongUsesFailTheTypecheck() {
  // @ts-expect-error a field the code does not take
  void rpc(RPC.machineDetail, { machineId: 'M101' })
  // @ts-expect-error a required field missing
  void rpc(RPC.buyMachine, { id: 'M101' })
  // @ts-expect-error a field of the wrong kind
  void rpc(RPC.idoList, { phase: 'soon' })
  // @ts-expect-error a code that takes fields, called without them
  void rpc(RPC.withdrawalDetail)
  void rpc(RPC.balances).then((data) => {
    // @ts-expect-error the answer has no such field
    void data.balances
    // @ts-expect-error amounts are decimal strings, not numbers
    const n: number = data.list[0].available
    return n
  })
  // @ts-expect-error a handler must return its code's answer
  defineRpc(RPC.balances, () => ({ list: [{ coin: 'USDT' }] }))
  defineRpc(RPC.machineDetail, (ctx) => {
    // @ts-expect-error a handler reads only its code's fields
    void ctx.fields.quantity
    throw new Error('never runs')
  })
}

it('types every call and handler by the contract map (checked by tsc, see above)', () => {
  expect(typeof wrongUsesFailTheTypecheck).toBe('function')
})
