import { RESP_CODES, type Envelope } from '@/shared/api/contract/envelope'
import type { DataOf, FieldsOf } from '@/shared/api/contract/types'
import { checkAnswer } from '@/shared/api/contract/schemas'
import { isRpcCode, isWrite, type RpcCode } from '@/shared/api/rpc-codes'
import { exclusive, getDb, persistDb, replaceDb, type MockDb, type MockUser } from './db'
import { sayIn, type MessageTemplate, type MessageValues } from './messages'

// The handler framework of the mock backend. An area writes
//   export const fooRpcs = [defineRpc(RPC.x, ({ fields, user, db }) => data), ...]
// and lists `fooRpcs` in registry.ts. A handler returns the answer's `data` or throws a
// MockRpcError; the dispatcher wraps either in the { respCode, respMsg, data? } envelope. The
// handler of RPC.x is typed by the contract map's entry for RPC.x: it reads only that code's field
// names and must return that code's answer, so client and mock cannot drift apart.

export class MockRpcError extends Error {
  /**
   * `template` is the message in English with `{name}` placeholders for `values`, one of
   * messages.ts' catalogue; the envelope says it in the language last set with E0001.
   */
  constructor(
    readonly respCode: string,
    readonly template: MessageTemplate,
    readonly values: MessageValues = {},
  ) {
    super(`${respCode} ${sayIn('en', template, values)}`)
    this.name = 'MockRpcError'
  }

  /** The message as it is sent: in English, or in `lang` where the catalogue has it. */
  respMsgIn(lang: string): string {
    return sayIn(lang, this.template, this.values)
  }
}

type FieldNames<T> = T extends unknown ? keyof T & string : never

export interface RpcContext<C extends RpcCode = RpcCode> {
  /** The parsed form body (the `token` field included): every value a string, any of them missing. */
  fields: Readonly<Partial<Record<FieldNames<FieldsOf<C>> | 'token', string>>>
  /** The site that made the call (its Origin header, else the request's own origin), as a host: `localhost:5173`. */
  host: string
  /** The user of the session named by the `token` field, or null (no token, unknown token). */
  user: MockUser | null
  db: MockDb
}

export type RpcHandler<C extends RpcCode = RpcCode> = (ctx: RpcContext<C>) => DataOf<C> | Promise<DataOf<C>>

export interface RpcDefinition {
  code: RpcCode
  handler: (ctx: RpcContext) => unknown
}

export function defineRpc<C extends RpcCode>(code: C, handler: RpcHandler<C>): RpcDefinition {
  // The registry dispatches on the code, so the handler only ever sees its own code's context.
  return { code, handler: handler as (ctx: RpcContext) => unknown }
}

/** The logged-in user, or a 500 that makes the client clear its session. */
export function requireUser(ctx: RpcContext): MockUser {
  if (!ctx.user) throw new MockRpcError(RESP_CODES.sessionExpired, 'Session expired, please log in again')
  return ctx.user
}

/** A required, non-blank form field. */
export function requireField<C extends RpcCode>(ctx: RpcContext<C>, name: FieldNames<FieldsOf<C>>): string {
  const value = ctx.fields[name]?.trim()
  if (!value) throw missingParam(name)
  return value
}

export function missingParam(name: string): MockRpcError {
  return new MockRpcError(RESP_CODES.invalidParam, 'Missing parameter: {name}', { name })
}

/** A field the handler cannot read: its name, and why in a catalogue reason ("must be ...") with its own values. */
export function invalidParam(name: string, why: MessageTemplate = 'invalid', whyValues: MessageValues = {}): MockRpcError {
  return new MockRpcError(RESP_CODES.invalidParam, 'Invalid parameter {name}: {why}', { name, why: { template: why, values: whyValues } })
}

/** Look up the session user and run the handler of `code`; always settles with an envelope. */
export async function runRpc(
  registry: ReadonlyMap<RpcCode, RpcDefinition['handler']>,
  code: string,
  fields: Record<string, string>,
  host = '',
): Promise<Envelope> {
  const handler = isRpcCode(code) ? registry.get(code) : undefined
  // Areas not built yet answer at once, so the client shows an error instead of spinning.
  if (!isRpcCode(code) || !handler) {
    return { respCode: RESP_CODES.notImplemented, respMsg: `Not implemented in the mock backend: ${code}` }
  }

  // One request at a time (db.ts, exclusive): the rollback below must not undo another request's
  // changes, such as the language an E0001 set while this write awaited.
  return exclusive(async () => {
    const db = getDb()
    const session = fields.token ? db.sessions.find((s) => s.token === fields.token) : undefined
    const user = session ? (db.users.find((u) => u.id === session.userId) ?? null) : null
    // A write that fails half-way must leave no trace, as a real backend's transaction would.
    const before = isWrite(code) ? structuredClone(db) : null

    try {
      const data = await handler({ fields, user, db, host })
      // The mock answers only what the contract allows: a handler that drifts from its schema is a
      // bug to see at once (in the handler tests and the demo), not a screen that breaks later.
      const checked = checkAnswer(code, data)
      if (!checked.ok) throw new Error(`answer does not fit the contract: ${checked.problems.join('; ')}`)
      persistDb()
      return data === undefined ? { respCode: RESP_CODES.success, respMsg: 'success' } : { respCode: RESP_CODES.success, respMsg: 'success', data }
    } catch (error) {
      if (before) replaceDb(before)
      persistDb()
      if (error instanceof MockRpcError) return { respCode: error.respCode, respMsg: error.respMsgIn(getDb().language) }
      // A bug in a handler: answer anyway (never hang) and say where to look.
      console.error(`[mock] ${code} failed`, error)
      return { respCode: RESP_CODES.internal, respMsg: `Mock backend error in ${code}: ${String(error)}` }
    }
  })
}
