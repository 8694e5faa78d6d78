// @vitest-environment node
import { readFileSync } from 'node:fs'
import { compileErrors, validate } from '@readme/openapi-parser'
import { buildOpenApi, OPENAPI_FILE, openApiText } from './openapi'

// docs/openapi.json is what backend teams build against, so it must say what the client checks:
// generated from the contract map, never edited by hand, and valid OpenAPI 3.1 by a validator
// that is not ours.

it('docs/openapi.json is what the contract map generates (run npm run contract:openapi)', () => {
  const committed = readFileSync(OPENAPI_FILE, 'utf8')
  const fresh = openApiText()
  // The parsed comparison first: its diff names the paths that moved.
  expect(JSON.parse(committed), 'docs/openapi.json is stale: run npm run contract:openapi').toEqual(JSON.parse(fresh))
  expect(committed).toBe(fresh)
})

it('docs/openapi.json passes an OpenAPI 3.1 validator (@readme/openapi-parser)', async () => {
  const result = await validate(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Parameters<typeof validate>[0])
  expect(result.valid, compileErrors(result)).toBe(true)
  expect(result.specification).toBe('OpenAPI')
})

it('a broken document fails that validator (the check above can fail)', async () => {
  const broken = buildOpenApi() as { paths: Record<string, { post: Record<string, unknown> }> }
  broken.paths['/adc/html/eto/10009.do'].post.requestBody = { content: 'form' }
  expect((await validate(broken as Parameters<typeof validate>[0])).valid).toBe(false)
})
