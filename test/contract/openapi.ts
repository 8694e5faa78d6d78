import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { LOGIN_MODES } from '@/shared/api/contract/login'
import { REQUESTS, RESPONSE_CODE_MEANINGS, type FieldRequirement, type ModeCondition, type RequestSpec } from '@/shared/api/contract/requests'
import { CONTRACT } from '@/shared/api/contract/schemas'
import * as account from '@/shared/api/contract/schemas/account'
import * as config from '@/shared/api/contract/schemas/config'
import * as exchange from '@/shared/api/contract/schemas/exchange'
import * as funds from '@/shared/api/contract/schemas/funds'
import * as ido from '@/shared/api/contract/schemas/ido'
import * as invite from '@/shared/api/contract/schemas/invite'
import { JSON_SCHEMA_OVERRIDES } from '@/shared/api/contract/schemas/json-schema'
import * as market from '@/shared/api/contract/schemas/market'
import * as mining from '@/shared/api/contract/schemas/mining'
import * as news from '@/shared/api/contract/schemas/news'
import * as staking from '@/shared/api/contract/schemas/staking'
import * as trading from '@/shared/api/contract/schemas/trading'
import { BalanceAfter, count, decimal, decimalOrEmpty, isoTime, isoTimeOrEmpty } from '@/shared/api/contract/schemas/wire'
import { WITHDRAW_AUTH_MODES } from '@/shared/api/contract/withdraw-auth'
import { isWrite, RPC, RPC_CODES, type RpcCode } from '@/shared/api/rpc-codes'

// `npm run contract:openapi` writes docs/openapi.json, the contract as OpenAPI 3.1, for backend
// teams (server stubs, mock servers, client tests). Nothing in it is written by hand: each code's
// answer is its schema in the contract map (src/shared/api/contract/schemas/, the ones the client
// checks every answer with), converted by @valibot/to-json-schema; the request fields, session and
// error codes are src/shared/api/contract/requests.ts. openapi.test.ts builds it again in memory
// and fails when the committed file differs, and runs an OpenAPI validator over it.

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
export const OPENAPI_FILE = path.join(ROOT, 'docs/openapi.json')
const PACKAGE_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version

const AREAS = { account, config, exchange, funds, ido, invite, market, mining, news, staking, trading }
/** The wire's building blocks, named once in components so every answer refers to the same Decimal. */
const WIRE = { Decimal: decimal, DecimalOrEmpty: decimalOrEmpty, IsoTime: isoTime, IsoTimeOrEmpty: isoTimeOrEmpty, Count: count, BalanceAfter }

type Json = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const isSchema = (value: unknown): value is v.GenericSchema => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'

/** Every named schema: the wire's blocks and each area's exported `FooSchema` as `Foo`. */
function namedSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = { ...WIRE }
  for (const area of Object.values(AREAS)) {
    for (const [name, value] of Object.entries(area)) {
      if (!name.endsWith('Schema') || !isSchema(value)) continue
      const key = name.slice(0, -'Schema'.length)
      if (key in named) throw new Error(`two schemas named ${key}`)
      named[key] = value
    }
  }
  // Sorted: a module namespace lists its exports in one order under tsx and another under vitest.
  return Object.fromEntries(Object.entries(named).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** Which area (the tag) each code's contract entry comes from: `fundsContract` gives `funds`. */
function tagsByCode(): Map<RpcCode, string> {
  const tags = new Map<RpcCode, string>()
  for (const area of Object.values(AREAS)) {
    for (const [name, value] of Object.entries(area)) {
      if (name.endsWith('Contract')) for (const code of Object.keys(value as object)) tags.set(code as RpcCode, name.slice(0, -'Contract'.length))
    }
  }
  return tags
}

/** The converter, set up once: named schemas become $refs into components, the overrides stand in for pipes it cannot read. */
function converter() {
  const named = namedSchemas()
  const nameOf = new Map<v.GenericSchema, string>(Object.entries(named).map(([name, schema]) => [schema, name]))
  // The converter hands an override the action it failed on, not the schema: map every action of the keyed pipe to its override.
  const byAction = new Map<unknown, v.GenericSchema>()
  const unused = new Set<v.GenericSchema>(JSON_SCHEMA_OVERRIDES.keys())
  for (const schema of JSON_SCHEMA_OVERRIDES.keys()) {
    if (!('pipe' in schema)) throw new Error(`a JSON Schema override for a schema without a pipe (${schema.type}): the converter reads it`)
    for (const action of (schema.pipe as unknown[]).slice(1)) byAction.set(action, schema)
  }

  const settings: ConversionConfig = {
    target: 'draft-2020-12',
    // A pipe it cannot convert and that has no override fails the generation (and so the test).
    errorMode: 'throw',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    overrideAction: ({ valibotAction }) => {
      const schema = byAction.get(valibotAction)
      if (!schema) return null
      unused.delete(schema)
      return embed(JSON_SCHEMA_OVERRIDES.get(schema)) as JsonSchema
    },
  }

  /**
   * An override's valibot schemas converted: a named one as its $ref, another inline without the
   * components (with them, the conversion would start the components over, and meet this override again).
   */
  function embed(value: unknown): unknown {
    if (isSchema(value)) return nameOf.has(value) ? ref(nameOf.get(value)!) : strip(toJsonSchema(value, settings))
    if (Array.isArray(value)) return value.map(embed)
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, embed(x)]))
    return value
  }

  function strip(converted: JsonSchema): Json {
    const { $schema: _dialect, $defs: _components, ...json } = converted as Json
    return json
  }
  const convert = (schema: v.GenericSchema) => strip(toJsonSchema(schema, { ...settings, definitions: named }))

  const components = toJsonSchemaDefs(named, settings) as Record<string, Json>
  return { convert, components, unusedOverrides: () => [...unused] }
}

/** The field names of code C's `fields` schema (an object, or a union of objects), each with its schema. */
export function contractFields(code: RpcCode): Map<string, v.GenericSchema> {
  const schema = CONTRACT[code].fields as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; options?: { entries: Record<string, v.GenericSchema> }[] }
  const objects = schema.options ?? [schema as { entries: Record<string, v.GenericSchema> }]
  const fields = new Map<string, v.GenericSchema>()
  for (const object of objects) for (const [name, field] of Object.entries(object.entries)) if (!fields.has(name)) fields.set(name, field)
  return fields
}

const MODE_SETTING = { login: 'login.mode', withdrawAuth: 'withdrawAuth.mode' } as const
const modeText = (m: ModeCondition) => `00000 advertises \`${MODE_SETTING[m.mode]}\` \`${m.is}\``
const isMode = (r: FieldRequirement): r is ModeCondition => typeof r === 'object' && 'mode' in r

function requestBody(code: RpcCode, spec: RequestSpec, convert: (s: v.GenericSchema) => Json): Json {
  const schemas = contractFields(code)
  const properties: Record<string, Json> = {}
  const required: string[] = []
  const conditions: Json[] = []
  for (const [name, requirement] of Object.entries(spec.fields)) {
    const schema = schemas.get(name)
    if (!schema) throw new Error(`${code}: requests.ts names a field \`${name}\` the contract map does not`)
    // A form value travels as text whatever its type: the schema says what the text holds.
    const property = convert(schema)
    if (requirement === 'required') required.push(name)
    else if (isMode(requirement)) {
      property.description = `Required when ${modeText(requirement)}; ignored otherwise.`
      property['x-required-in-mode'] = requirement
    } else if (typeof requirement === 'object') {
      property.description = `Required when \`${requirement.field}\` is \`${requirement.is}\`.`
      conditions.push({ if: { properties: { [requirement.field]: { const: requirement.is } }, required: [requirement.field] }, then: { required: [name] } })
    }
    properties[name] = property
  }
  properties.token = ref('SessionToken')
  if (spec.session === 'required') required.push('token')
  const schema: Json = { type: 'object', properties, ...(required.length ? { required } : {}), ...(conditions.length ? { allOf: conditions } : {}) }
  return { required: required.length > 0, content: { 'application/x-www-form-urlencoded': { schema } } }
}

const SESSION_TEXT: Record<RequestSpec['session'], string> = {
  required: 'Needs a session: `token` is required, and without a valid one the answer is `500`.',
  optional: "Public; a valid `token` adds the user's own figures.",
  none: 'Public; `token` is ignored.',
}

function operation(code: RpcCode, name: string, tag: string, convert: (s: v.GenericSchema) => Json): Json {
  const spec: RequestSpec = REQUESTS[code]
  const errors = [...(spec.session === 'required' ? [RESP_CODES.sessionExpired] : []), ...spec.errors]
  const data = CONTRACT[code].data as v.GenericSchema
  // `data` may be absent only where the answer carries nothing (noData).
  const dataOptional = data.type === 'optional'
  const success = {
    type: 'object',
    properties: { respCode: ref('SuccessCode'), respMsg: { type: 'string' }, data: convert(data) },
    required: dataOptional ? ['respCode'] : ['respCode', 'data'],
  }
  const description = [
    `Code \`${code}\` (\`RPC.${name}\`), ${isWrite(code) ? 'a write: the client never repeats or shares it' : 'a read'}.`,
    SESSION_TEXT[spec.session],
    ...(spec.onlyIn ? [`Served only when ${modeText(spec.onlyIn)}: a backend in the other mode need not implement it.`] : []),
    errors.length ? `Errors: ${errors.map((e) => `\`${e}\``).join(', ')} (\`x-response-codes\` says what each means).` : 'Errors: none besides the envelope.',
    `docs/api.md, ${code}, has the rules in prose.`,
  ].join('\n\n')
  return {
    post: {
      operationId: name,
      summary: `${code} ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`,
      description,
      tags: [tag],
      requestBody: requestBody(code, spec, convert),
      responses: {
        200: {
          description: 'The envelope, whatever happened (the HTTP status is not read): `data` with a success code, or an error code and its message.',
          content: { 'application/json': { schema: { oneOf: [success, ref('ErrorEnvelope')] } } },
        },
      },
      'x-rpc-code': code,
      'x-write': isWrite(code),
      'x-session': spec.session,
      'x-error-codes': errors,
      ...(spec.onlyIn ? { 'x-only-in-mode': spec.onlyIn } : {}),
    },
  }
}

const INFO_DESCRIPTION = [
  'The business API the ETO dapp calls, generated from the schemas the client checks every answer with (`npm run contract:openapi`; docs/api.md is the prose).',
  'Every call is `POST /adc/html/eto/{code}.do` on the base URL the app is built with (`VITE_API_BASE_URL`; empty: the same origin), a form-encoded body (`application/x-www-form-urlencoded`, flat fields), with cookies (credentials included).',
  'Every answer is the envelope `{ respCode, respMsg, data }`: `00000` (or `1001`) is a success whose `data` must fit the code\'s schema, or the client refuses the whole answer; `500` ends the session; any other code is an error whose `respMsg` the user reads. A field the schema does not name is dropped, so a backend may add fields, never change or remove one.',
  'Amounts, prices and rates are decimal strings, never JSON numbers; times are ISO 8601 in UTC.',
  'The session: `10002` answers a `token`; the client sends it as the form field `token` on every later call (`x-session` on each operation says whether the code needs it).',
  'Two settings of the `00000` answer change what other codes take (`x-modes`): the login (`login.mode`) and the withdrawal authorisation (`withdrawAuth.mode`).',
].join('\n\n')

const MODES = {
  login: {
    setting: '00000 data.login.mode',
    values: [...LOGIN_MODES],
    default: 'dapp',
    description:
      '`dapp` (absent, the spec\'s): the wallet signs the fixed text `DAPP`, replayable. `siwe`: the client asks 10004 for a nonce and the wallet signs an EIP-4361 message, sent as 10002 `message`; the backend then refuses every `DAPP` signature. A mode the client does not know counts as `dapp`; a build can pin the mode (VITE_LOGIN_MODE).',
    codes: [RPC.login, RPC.loginNonce],
  },
  withdrawAuth: {
    setting: '00000 data.withdrawAuth.mode',
    values: [...WITHDRAW_AUTH_MODES],
    default: 'off',
    description:
      '`off` (absent, the spec\'s): a withdrawal needs the session alone. `eip712`: the client asks 10054 for a nonce and the wallet signs the withdrawal\'s figures as EIP-712 typed data, sent with 10051 as `nonce`, `deadline`, `chainId` and `signature`. A mode the client does not know counts as `eip712`.',
    codes: [RPC.submitWithdrawal, RPC.withdrawNonce],
  },
}

export function buildOpenApi(): Json {
  const { convert, components, unusedOverrides } = converter()
  const tags = tagsByCode()
  const names = Object.fromEntries(Object.entries(RPC).map(([name, code]) => [code, name])) as Record<RpcCode, string>
  const paths = Object.fromEntries(RPC_CODES.map((code) => [`/adc/html/eto/${code}.do`, operation(code, names[code], tags.get(code) ?? 'other', convert)]))
  const unused = unusedOverrides()
  if (unused.length) throw new Error(`JSON_SCHEMA_OVERRIDES has entries no answer uses (${unused.map((s) => s.type).join(', ')}): remove them`)

  return {
    openapi: '3.1.0',
    info: { title: 'ETO dapp business API', version: PACKAGE_VERSION, description: INFO_DESCRIPTION },
    tags: [...new Set(tags.values())].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        SuccessCode: { type: 'string', enum: [RESP_CODES.success, RESP_CODES.successAlt] },
        ErrorEnvelope: {
          type: 'object',
          properties: {
            respCode: { type: 'string', not: ref('SuccessCode'), description: 'The error (`x-response-codes`); `500`: the session is over.' },
            respMsg: { type: 'string', description: 'Shown to the user as is, in the language last set with E0001; empty: the client says "request failed (code ...)".' },
          },
          required: ['respCode'],
        },
        SessionToken: { type: 'string', description: 'The session token from 10002, sent by the client whenever it has one.' },
        ...components,
      },
    },
    'x-modes': MODES,
    'x-response-codes': { [RESP_CODES.success]: 'success', [RESP_CODES.successAlt]: 'success (an older backend\'s code)', ...RESPONSE_CODE_MEANINGS },
  }
}

export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const text = openApiText()
  writeFileSync(OPENAPI_FILE, text)
  console.log(`${path.relative(process.cwd(), OPENAPI_FILE)}: ${RPC_CODES.length} operations, ${(text.length / 1024).toFixed(1)} KB`)
}
