// EIP-4361 (Sign-In with Ethereum) messages: the exact text a wallet signs, and back. Pure, no
// ethers (the client and the mock both import it): the address must arrive in its EIP-55 form
// (ethers' getAddress), and a verifier checks the checksum itself. https://eips.ethereum.org/EIPS/eip-4361

export interface SiweMessage {
  /** Optional scheme before the domain (`https`); most messages leave it out. */
  scheme?: string
  /** RFC 3986 authority of the site asking (`host[:port]`): the wallet compares it with the page. */
  domain: string
  /** EIP-55 checksummed. */
  address: string
  /** One line, no line breaks. */
  statement?: string
  /** RFC 3986 URI of the subject of the sign-in (the site's origin). */
  uri: string
  version: '1'
  /** EIP-155 chain id the wallet is on. */
  chainId: number
  /** At least 8 letters and digits, from the server, used once. */
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
const DOMAIN = /^[^\s/?#]+$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/
const NONCE = /^[a-zA-Z0-9]{8,}$/
const CHAIN_ID = /^[1-9][0-9]*$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i
const REQUEST_ID = /^[^\s]*$/

export class SiweFormatError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'SiweFormatError'
  }
}

function fail(reason: string): never {
  throw new SiweFormatError(reason)
}

const isDateTime = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))

/** Throws a SiweFormatError naming the first field that EIP-4361 does not allow. */
function check(message: SiweMessage): void {
  if (message.scheme !== undefined && !SCHEME.test(message.scheme)) fail('invalid scheme')
  if (!DOMAIN.test(message.domain)) fail('invalid domain')
  if (!ADDRESS.test(message.address)) fail('invalid address')
  if (message.statement !== undefined && (message.statement === '' || /[\r\n]/.test(message.statement))) fail('invalid statement')
  if (!URI.test(message.uri)) fail('invalid URI')
  if (message.version !== '1') fail('unsupported version')
  if (!Number.isSafeInteger(message.chainId) || message.chainId < 1) fail('invalid chain id')
  if (!NONCE.test(message.nonce)) fail('invalid nonce')
  if (!isDateTime(message.issuedAt)) fail('invalid issued-at time')
  if (message.expirationTime !== undefined && !isDateTime(message.expirationTime)) fail('invalid expiration time')
  if (message.notBefore !== undefined && !isDateTime(message.notBefore)) fail('invalid not-before time')
  if (message.requestId !== undefined && !REQUEST_ID.test(message.requestId)) fail('invalid request id')
  if (message.resources?.some((r) => !URI.test(r))) fail('invalid resource')
}

/** The EIP-4361 text of `message`, exactly as the wallet signs it. Throws SiweFormatError on a field EIP-4361 does not allow. */
export function formatSiweMessage(message: SiweMessage): string {
  check(message)
  const lines = [
    `${message.scheme ? `${message.scheme}://` : ''}${message.domain}${HEADER_SUFFIX}`,
    message.address,
    '',
    // With a statement: the statement between two blank lines; without: the two blank lines alone.
    ...(message.statement !== undefined ? [message.statement, ''] : ['']),
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  ]
  if (message.expirationTime !== undefined) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore !== undefined) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources) lines.push('Resources:', ...message.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/**
 * The fields of an EIP-4361 text. Strict: the exact layout and field order of the EIP, nothing
 * before or after; throws SiweFormatError saying what is wrong. `formatSiweMessage(parse(text))`
 * gives `text` back.
 */
export function parseSiweMessage(text: string): SiweMessage {
  const lines = text.split('\n')
  let at = 0
  const next = (): string | undefined => lines[at++]

  const header = next() ?? ''
  if (!header.endsWith(HEADER_SUFFIX)) fail('not a Sign-In with Ethereum message')
  const origin = header.slice(0, -HEADER_SUFFIX.length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd >= 0 ? origin.slice(0, schemeEnd) : undefined
  const domain = schemeEnd >= 0 ? origin.slice(schemeEnd + 3) : origin

  const address = next() ?? ''
  if (next() !== '') fail('missing blank line after the address')
  let statement: string | undefined
  const afterBlank = next()
  if (afterBlank === undefined) fail('missing URI')
  if (afterBlank !== '') {
    statement = afterBlank
    if (next() !== '') fail('missing blank line after the statement')
  }

  /** The value of the line `${tag}: value` here; undefined (nothing consumed) when optional and absent. */
  function field(tag: string, optional: true): string | undefined
  function field(tag: string): string
  function field(tag: string, optional = false): string | undefined {
    const line = lines[at]
    const prefix = `${tag}: `
    if (line?.startsWith(prefix)) {
      at += 1
      return line.slice(prefix.length)
    }
    if (!optional) fail(`missing ${tag}`)
    return undefined
  }

  const uri = field('URI')
  const version = field('Version')
  const chainId = field('Chain ID')
  const nonce = field('Nonce')
  const issuedAt = field('Issued At')
  const expirationTime = field('Expiration Time', true)
  const notBefore = field('Not Before', true)
  const requestId = field('Request ID', true)
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at += 1
    resources = []
    while (at < lines.length && lines[at].startsWith('- ')) resources.push(lines[at++].slice(2))
  }
  if (at < lines.length) fail(`unexpected line: ${lines[at].slice(0, 40)}`)
  if (version !== '1') fail('unsupported version')
  if (!CHAIN_ID.test(chainId)) fail('invalid chain id')

  const message: SiweMessage = {
    ...(scheme !== undefined ? { scheme } : {}),
    domain,
    address,
    ...(statement !== undefined ? { statement } : {}),
    uri,
    version: '1',
    chainId: Number(chainId),
    nonce,
    issuedAt,
    ...(expirationTime !== undefined ? { expirationTime } : {}),
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
  check(message)
  return message
}
