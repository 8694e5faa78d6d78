import type * as v from 'valibot'
import type { RpcCode } from '../rpc-codes'
import type { CONTRACT } from './schemas'

// What `rpc(RPC.x, fields)` and the mock's handler for RPC.x take their types from: the one map
// of the wire (schemas/index.ts), read as types only, so no schema code lands in the first paint.

type Contract = typeof CONTRACT

/** The form fields code C takes (the client adds the token). */
export type FieldsOf<C extends RpcCode> = v.InferInput<Contract[C]['fields']>
/** The answer's `data` of code C, as its schema lets it through. */
export type DataOf<C extends RpcCode> = v.InferOutput<Contract[C]['data']>
