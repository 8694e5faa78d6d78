import { invalidParam, type RpcContext } from './rpc'

// The paged lists of every area (records, orders, announcements): one way to read `page` and
// `size`, and one answer shape.

const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 50

/** The 1-based `page` and `size` fields of a paged list, checked. */
export function pageFields(ctx: RpcContext): { page: number; size: number } {
  const page = ctx.fields.page === undefined || ctx.fields.page === '' ? 1 : Number(ctx.fields.page)
  const size = ctx.fields.size === undefined || ctx.fields.size === '' ? DEFAULT_PAGE_SIZE : Number(ctx.fields.size)
  if (!Number.isInteger(page) || page < 1) throw invalidParam('page', 'must be a whole number from 1')
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw invalidParam('size', 'must be a whole number from 1 to {max}', { max: MAX_PAGE_SIZE })
  return { page, size }
}

/** One page of `rows` in the `{ list, page, size, total, hasMore }` shape of every paged answer. */
export function paginate<T, R>(rows: readonly T[], { page, size }: { page: number; size: number }, map: (row: T) => R) {
  const start = (page - 1) * size
  return { list: rows.slice(start, start + size).map(map), page, size, total: rows.length, hasMore: start + size < rows.length }
}

/**
 * The order of every record list: newest first by the time `timeOf` reads (ISO 8601), the number
 * in the id ('L12', 'W7') breaking ties between records of one instant.
 */
export function newestFirst<T extends { id: string }>(timeOf: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => timeOf(b).localeCompare(timeOf(a)) || Number(b.id.slice(1)) - Number(a.id.slice(1))
}
