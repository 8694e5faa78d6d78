import type * as v from 'valibot'
import type { IdoOfferingSchema, IdoListSchema, IdoAllocationSchema, IdoPositionSchema, IdoPositionPageSchema, IdoSubscribeResultSchema } from './schemas/ido'

// IDO data as it travels (docs/api.md, 10030, 10031, 10034): its values here, its answers'
// schemas in schemas/ido.ts.

export const IDO_PHASES = ['comingSoon', 'inProgress', 'ended'] as const
export type IdoPhase = (typeof IDO_PHASES)[number]

export const IDO_POSITION_STATUSES = ['awaitingDraw', 'releasing', 'completed'] as const
export type IdoPositionStatus = (typeof IDO_POSITION_STATUSES)[number]


// The shapes of the answers, checked by the schemas in schemas/ido.ts.
export type IdoOffering = v.InferOutput<typeof IdoOfferingSchema>
export type IdoList = v.InferOutput<typeof IdoListSchema>
export type IdoAllocation = v.InferOutput<typeof IdoAllocationSchema>
export type IdoPosition = v.InferOutput<typeof IdoPositionSchema>
export type IdoPositionPage = v.InferOutput<typeof IdoPositionPageSchema>
export type IdoSubscribeResult = v.InferOutput<typeof IdoSubscribeResultSchema>
