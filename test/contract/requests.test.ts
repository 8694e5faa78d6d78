// @vitest-environment node
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { REQUESTS, type RequestSpec } from '@/shared/api/contract/requests'
import { registry } from '@/mocks/registry'
import { runRpc } from '@/mocks/rpc'
import { RPC_CODES } from '@/shared/api/rpc-codes'
import { contractFields } from './openapi'

// requests.ts says what a backend must take (docs/openapi.json, docs/api.md's tables); the contract
// map's `fields` say what the client sends. They name the same fields, the client always sends what
// a backend may require, and the mock asks for a session exactly where requests.ts says.

const sorted = (names: Iterable<string>) => [...names].sort()

it.each(RPC_CODES)('%s: requests.ts names the fields of the contract map', (code) => {
  expect(sorted(Object.keys(REQUESTS[code].fields))).toEqual(sorted(contractFields(code).keys()))
})

it.each(RPC_CODES)('%s: every field a backend may require is one the client always sends', (code) => {
  const spec: RequestSpec = REQUESTS[code]
  const required = Object.entries(spec.fields).filter(([, requirement]) => requirement === 'required')
  for (const [name] of required) expect(contractFields(code).get(name)?.type, `${code} ${name}`).not.toBe('optional')
})

it.each(RPC_CODES)('%s: the mock answers 500 without a token exactly when requests.ts says it needs a session', async (code) => {
  const answer = await runRpc(registry, code, {})
  const spec: RequestSpec = REQUESTS[code]
  expect(answer.respCode === RESP_CODES.sessionExpired, `${code} answered ${answer.respCode} ${answer.respMsg ?? ''}`).toBe(spec.session === 'required')
})
