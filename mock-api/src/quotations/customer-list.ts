import type { Customer, CustomerListColumn } from '@kyubos/contracts';
import { phoneSearchDigits, textOrderKey } from '@kyubos/domain';
import type { Db } from '../db/db';
import { containsPattern } from '../db/list-filter';
import { CUSTOMER_IN_BOOK } from './repository';

/** The customers list's filters, search, sort and page; without a page, the whole list. */
export interface CustomerListQuery {
  filters: Partial<Record<CustomerListColumn, string>>;
  /** The quotation form's Customer search (customerSearchBranches). */
  search?: string;
  sort?: CustomerListColumn;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

const CUSTOMER_ITEM = 'id AS customer_id, firstname, lastname, address, city, state, zipcode, phonenumber, email';
/**
 * Every column sorts as a reader orders text, accents and case aside (text_order_key, migration
 * 422), the other columns' empty values last. By last name (the default) the whole order runs one
 * way, so the index customers_name_order answers a page either way without sorting the client's
 * customers; by another column, the customers it ties stay in name order (the names as stored: a
 * key worked out for each name of each customer held a sort of 25,000 customers 0.5 s).
 */
const NAME_ORDER = ['text_order_key(lastname)', 'text_order_key(firstname)', 'id'];
function customerOrder(sort: CustomerListColumn | undefined, direction: 'ASC' | 'DESC'): string {
  if (!sort || sort === 'lastname') return NAME_ORDER.map((key) => `${key} ${direction}`).join(', ');
  const first = sort === 'firstname' ? `text_order_key(firstname) ${direction}` : `text_order_key(${sort}) ${direction} NULLS LAST`;
  return [first, 'lastname', 'firstname', 'id'].join(', ');
}

/** The name whose order key starts with `key`: a range of the key (the database compares text by code point), so an index of the key reads it. */
function nameStarts(column: 'lastname' | 'firstname', key: string, params: unknown[]): string {
  // The first text after every one starting with the key: its last character the next one.
  const characters = Array.from(key);
  const last = characters.pop()!.codePointAt(0)! + 1;
  const after = `${characters.join('')}${String.fromCodePoint(last === 0xd800 ? 0xe000 : last)}`;
  return `(text_order_key(${column}) >= $${params.push(key)} AND text_order_key(${column}) < $${params.push(after)})`;
}

/**
 * The Customer search's one rule, whatever the number of words: a text with @ is part of an email,
 * a text written as a phone holds its digits (phoneSearchDigits), any other text is words of a name
 * (spaces and commas between them, accents and case aside): one word starts the first or the last
 * name; more words start the first and the last name, in either order ('Maria Garcia', 'Garcia
 * Maria', 'Garcia, Maria'), a name of several words taking several ('Maria De La Cruz').
 * Answered as conditions on `customers` of which a customer meets at most one (read as a UNION ALL):
 * those naming a last name are one, read as ranges of the name-order index (customers_name_order);
 * one word's first name is another, without the customers the first already has, its range compared
 * within that index's entries of the client (no key worked out per customer: 100,000 customers
 * were a scan of 0.4-0.6 s on the embedded database when the first name was read from each row).
 */
function customerSearchBranches(text: string, params: unknown[]): string[] {
  if (text.includes('@')) return [`email ILIKE $${params.push(containsPattern(text))}`];
  const digits = phoneSearchDigits(text);
  if (digits !== null) return [`phonenumber LIKE $${params.push(containsPattern(digits))}`];
  const words = text.split(/[\s,]+/).map(textOrderKey).filter(Boolean);
  if (words.length === 0) return ['false'];
  if (words.length === 1) {
    const lastName = nameStarts('lastname', words[0]!, params);
    return [lastName, `${nameStarts('firstname', words[0]!, params)} AND NOT ${lastName}`];
  }
  const bothNames: string[] = [];
  for (let at = 1; at < words.length; at += 1) {
    const [before, after] = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    bothNames.push(`${nameStarts('firstname', before, params)} AND ${nameStarts('lastname', after, params)}`);
    bothNames.push(`${nameStarts('lastname', before, params)} AND ${nameStarts('firstname', after, params)}`);
  }
  return [bothNames.map((condition) => `(${condition})`).join(' OR ')];
}

/**
 * The list's customers `c` (with a search, those it finds), conditions (the caller's book, each
 * header filter contained in its column, any case), order and parameters ($1 the client, $2 the agent).
 */
function customerListSql(clientId: number, agentId: number | null, query: CustomerListQuery): { from: string; where: string; order: string; params: unknown[] } {
  const params: unknown[] = [clientId, agentId];
  const from = query.search
    ? `(${customerSearchBranches(query.search, params)
        .map((branch) => `SELECT * FROM customers WHERE ${branch}`)
        .join(' UNION ALL ')}) c`
    : 'customers c';
  const conditions = [CUSTOMER_IN_BOOK];
  for (const [column, text] of Object.entries(query.filters) as [CustomerListColumn, string][]) {
    params.push(containsPattern(text));
    conditions.push(`${column} ILIKE $${params.length}`);
  }
  return { from, where: conditions.join(' AND '), order: customerOrder(query.sort, query.direction === 'desc' ? 'DESC' : 'ASC'), params };
}

export function createCustomerList(db: Db) {
  const rows = (clientId: number, agentId: number | null, query: CustomerListQuery, page?: { size: number; offset: number }) => {
    const { from, where, order, params } = customerListSql(clientId, agentId, query);
    const limit = page ? ` LIMIT ${page.size} OFFSET ${page.offset}` : '';
    return db.query<Customer>(`SELECT ${CUSTOMER_ITEM} FROM ${from} WHERE ${where} ORDER BY ${order}${limit}`, params);
  };
  return {
    /** One page of the caller's customers (or all of them, without a page) and how many the filters keep. */
    async page(clientId: number, agentId: number | null, query: CustomerListQuery): Promise<{ customers: Customer[]; total: number }> {
      if (query.page === undefined && query.pageSize === undefined) {
        const customers = await rows(clientId, agentId, query);
        return { customers, total: customers.length };
      }
      const size = query.pageSize ?? 15;
      const { from, where, params } = customerListSql(clientId, agentId, query);
      const [customers, count] = await Promise.all([
        rows(clientId, agentId, query, { size, offset: ((query.page ?? 1) - 1) * size }),
        db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      ]);
      return { customers, total: count!.total };
    },
    /**
     * The whole filtered list in its order, `size` customers a statement (the export): each
     * statement holds the embedded database for one page, not for the whole list.
     */
    async *pages(clientId: number, agentId: number | null, query: CustomerListQuery, size: number): AsyncGenerator<Customer[]> {
      for (let offset = 0; ; offset += size) {
        const customers = await rows(clientId, agentId, query, { size, offset });
        if (customers.length > 0) yield customers;
        if (customers.length < size) return;
      }
    },
  };
}
