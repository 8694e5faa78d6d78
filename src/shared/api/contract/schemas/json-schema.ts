import type * as v from 'valibot'
import { GlobalConfigSchema } from './config'
import { ChainSchema } from './funds'
import { isoTime } from './wire'

// What the schemas here mean in JSON Schema where @valibot/to-json-schema cannot say it: a `check`
// or a `transform` in a pipe is code, not data. Written once, keyed by the schema it stands for;
// the OpenAPI generator (test/contract/openapi.ts, docs/openapi.json) puts it in that schema's
// place and fails on a pipe it cannot convert that has no entry here. A valibot schema inside an
// entry is converted there. Nothing the app loads imports this file.
//
// Each entry says what a backend sends, which may be stricter than what the client lets through
// (the description says where the client is lenient).

export const JSON_SCHEMA_OVERRIDES: ReadonlyMap<v.GenericSchema, Readonly<Record<string, unknown>>> = new Map<v.GenericSchema, Record<string, unknown>>([
  // The client takes anything Date.parse reads; the contract is ISO 8601 in UTC.
  [isoTime, { type: 'string', format: 'date-time' }],
  // The config's lists are optional (docs/api.md, 00000): the entry stands for the list inside.
  [
    GlobalConfigSchema.entries.chains.wrapped,
    { type: 'array', items: ChainSchema, description: 'The client leaves out a chain it cannot use (no coins, a kind it does not know, a field missing) and keeps the rest of the config.' },
  ],
  [GlobalConfigSchema.entries.coins.wrapped, { type: 'array', items: { type: 'string', minLength: 1 }, description: 'The client leaves out an empty coin.' }],
])
