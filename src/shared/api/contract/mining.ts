import type * as v from 'valibot'
import type { MachineSchema, MyMachineSchema, IncomeRecordSchema, CoinAmountSchema, ParticipantSchema, ParticipationSchema, BuyResultSchema, IncomePageSchema } from './schemas/mining'

// Mining data as it travels (docs/api.md, 10020-10027): its values and rules here, its answers'
// schemas in schemas/mining.ts (loaded only with the first call, off the first paint).

export const MACHINE_TYPES = ['mining', 'jointVenture', 'rent', 'share'] as const
export type MachineType = (typeof MACHINE_TYPES)[number]
export const MACHINE_PHASES = ['comingSoon', 'inProgress', 'ended'] as const
export type MachinePhase = (typeof MACHINE_PHASES)[number]
export const MACHINE_ORDER_STATUSES = ['running', 'ended'] as const
export type OrderStatus = (typeof MACHINE_ORDER_STATUSES)[number]

/** On sale now: in its selling phase and not sold out (the home page and ecology count these). */
export function isOnSale(machine: Pick<Machine, 'phase' | 'soldOut'>): boolean {
  return machine.phase === 'inProgress' && !machine.soldOut
}

// The shapes of the answers, checked by the schemas in schemas/mining.ts.
export type Machine = v.InferOutput<typeof MachineSchema>
export type MyMachine = v.InferOutput<typeof MyMachineSchema>
export type IncomeRecord = v.InferOutput<typeof IncomeRecordSchema>
export type CoinAmount = v.InferOutput<typeof CoinAmountSchema>
export type Participant = v.InferOutput<typeof ParticipantSchema>
export type Participation = v.InferOutput<typeof ParticipationSchema>
export type BuyResult = v.InferOutput<typeof BuyResultSchema>
export type IncomePage = v.InferOutput<typeof IncomePageSchema>
