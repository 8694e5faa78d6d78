import { formatSiweMessage, parseSiweMessage, SiweFormatError, type SiweMessage } from './siwe'

// The example message of EIP-4361 itself, byte for byte.
const EIP_EXAMPLE = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n')

const EIP_EXAMPLE_FIELDS: SiweMessage = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 1,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
}

const login: SiweMessage = {
  domain: 'localhost:5173',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'Sign in to ETO with this wallet.',
  uri: 'http://localhost:5173',
  version: '1',
  chainId: 56,
  nonce: 'k3v9x0q2m7a1b8c4',
  issuedAt: '2026-11-01T00:00:00.000Z',
  expirationTime: '2026-11-01T00:05:00.000Z',
}

const LOGIN_TEXT = [
  'localhost:5173 wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'Sign in to ETO with this wallet.',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 56',
  'Nonce: k3v9x0q2m7a1b8c4',
  'Issued At: 2026-11-01T00:00:00.000Z',
  'Expiration Time: 2026-11-01T00:05:00.000Z',
].join('\n')

describe('formatSiweMessage', () => {
  it("writes the EIP's own example exactly", () => {
    expect(formatSiweMessage(EIP_EXAMPLE_FIELDS)).toBe(EIP_EXAMPLE)
  })

  it('writes the login message: domain, address, statement, URI, version, chain, nonce, issued-at, expiry', () => {
    expect(formatSiweMessage(login)).toBe(LOGIN_TEXT)
  })

  it('without a statement keeps the two blank lines; optional fields in the EIP order', () => {
    const { statement: _, ...rest } = login
    const text = formatSiweMessage({ ...rest, scheme: 'https', notBefore: '2026-11-01T00:00:00Z', requestId: 'req-1' })
    expect(text).toBe(
      [
        'https://localhost:5173 wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: 56',
        'Nonce: k3v9x0q2m7a1b8c4',
        'Issued At: 2026-11-01T00:00:00.000Z',
        'Expiration Time: 2026-11-01T00:05:00.000Z',
        'Not Before: 2026-11-01T00:00:00Z',
        'Request ID: req-1',
      ].join('\n'),
    )
  })

  it.each<[string, Partial<SiweMessage>]>([
    ['invalid domain', { domain: 'evil.example/path' }],
    ['invalid domain', { domain: '' }],
    ['invalid address', { address: '0x1234' }],
    ['invalid statement', { statement: 'two\nlines' }],
    ['invalid URI', { uri: 'not a uri' }],
    ['invalid chain id', { chainId: 0 }],
    ['invalid chain id', { chainId: 1.5 }],
    ['invalid nonce', { nonce: 'short' }],
    ['invalid nonce', { nonce: 'has-dash-in-it' }],
    ['invalid issued-at time', { issuedAt: 'yesterday' }],
    ['invalid expiration time', { expirationTime: '2026-13-45T00:00:00Z' }],
  ])('refuses %s', (reason, change) => {
    expect(() => formatSiweMessage({ ...login, ...change })).toThrow(new SiweFormatError(reason))
  })
})

describe('parseSiweMessage', () => {
  it("reads the EIP's example, and gives the same text back", () => {
    expect(parseSiweMessage(EIP_EXAMPLE)).toEqual(EIP_EXAMPLE_FIELDS)
    expect(formatSiweMessage(parseSiweMessage(EIP_EXAMPLE))).toBe(EIP_EXAMPLE)
  })

  it('reads the login message, with or without statement and scheme', () => {
    expect(parseSiweMessage(LOGIN_TEXT)).toEqual(login)
    const { statement: _, ...rest } = login
    const bare = { ...rest, scheme: 'http', requestId: 'r1', notBefore: '2026-11-01T00:00:00Z' }
    expect(parseSiweMessage(formatSiweMessage(bare))).toEqual(bare)
  })

  const lines = LOGIN_TEXT.split('\n')
  const without = (i: number) => lines.filter((_, j) => j !== i).join('\n')
  const swap = (i: number, j: number) => {
    const copy = [...lines]
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
    return copy.join('\n')
  }

  it.each<[string, string, string]>([
    ['another text', 'DAPP', 'not a Sign-In with Ethereum message'],
    ['an empty text', '', 'not a Sign-In with Ethereum message'],
    ['no address', without(1), 'missing blank line after the address'],
    ['no blank line after the statement', without(4), 'missing blank line after the statement'],
    ['no nonce', without(8), 'missing Nonce'],
    ['fields out of order', swap(6, 7), 'missing Version'],
    ['a line after the last field', `${LOGIN_TEXT}\nExtra: 1`, 'unexpected line: Extra: 1'],
    ['a trailing newline', `${LOGIN_TEXT}\n`, 'unexpected line: '],
    ['Windows line ends', LOGIN_TEXT.replaceAll('\n', '\r\n'), 'not a Sign-In with Ethereum message'],
    ['version 2', LOGIN_TEXT.replace('Version: 1', 'Version: 2'), 'unsupported version'],
    ['a chain id that is not a number', LOGIN_TEXT.replace('Chain ID: 56', 'Chain ID: 0x38'), 'invalid chain id'],
    ['a short nonce', LOGIN_TEXT.replace('Nonce: k3v9x0q2m7a1b8c4', 'Nonce: 1234'), 'invalid nonce'],
    ['an address that is not hex', LOGIN_TEXT.replace('0xC02a', '0xZ02a'), 'invalid address'],
    ['a domain with a path', LOGIN_TEXT.replace('localhost:5173 wants', 'evil.example/x wants'), 'invalid domain'],
  ])('refuses %s', (_, text, reason) => {
    expect(() => parseSiweMessage(text)).toThrow(new SiweFormatError(reason))
  })
})
