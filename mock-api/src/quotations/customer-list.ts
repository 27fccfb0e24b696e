import type { Customer, CustomerListColumn } from '@kyubos/contracts';
import { nameSearchKey, phoneSearchDigits } from '@kyubos/domain';
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

/**
 * The customers whose `expression` starts with `key`: a range of the expression (the database
 * compares text by code point), so an index of it reads the range, not every customer.
 */
function startsWith(expression: string, key: string, params: unknown[]): string {
  // The first text after every one starting with the key: its last character the next one.
  const characters = Array.from(key);
  const last = characters.pop()!.codePointAt(0)! + 1;
  const after = `${characters.join('')}${String.fromCodePoint(last === 0xd800 ? 0xe000 : last)}`;
  return `(${expression} >= $${params.push(key)} AND ${expression} < $${params.push(after)})`;
}

/** The name whose search key (nameSearchKey: no punctuation, accents or case) starts with `key`, read from customers_name_search (migration 428). */
const nameStarts = (column: 'lastname' | 'firstname', key: string, params: unknown[]) => startsWith(`name_search_key(${column})`, key, params);

/** A phone holding `digits` anywhere (phoneSearchDigits), whatever else it was stored with: customers_phone_digits, by trigram (migration 428). */
const phoneHolds = (digits: string, params: unknown[]) => `phone_digits(phonenumber) LIKE $${params.push(containsPattern(digits))}`;

/**
 * Conditions none of whose customers meets another: each after the first leaves out those the
 * earlier ones have. A plain NOT (names are never NULL): the planner reads NOT of a range as the
 * ranges either side of it, from the index.
 */
const eachOnce = (conditions: string[]) => conditions.map((condition, at) => [condition, ...conditions.slice(0, at).map((earlier) => `NOT ${earlier}`)].join(' AND '));

/**
 * The Customer search's one rule, whatever the number of words: a text with @ is the start of an
 * email; a text written as a phone holds its digits (phoneSearchDigits), anywhere in the phone; any
 * other text is words of a name, punctuation, accents and case aside (nameSearchKey: "oconnor"
 * finds O'Connor): one word starts the first or the last name, or the email ("dana.re" finds
 * dana.reyes@example.com); more words start the first and the last name, in either order ('Maria
 * Garcia', 'Garcia Maria', 'Garcia, Maria'), a name of several words taking several ('Maria De La
 * Cruz').
 * Answered as conditions on `customers` of which a customer meets at most one (read as a UNION ALL),
 * each read from an index of migration 428: those naming a last name are ranges of
 * customers_name_search; one word's first name is another, its range compared within that index's
 * entries of the client (no key worked out per customer: 100,000 customers were a scan of
 * 0.4-0.6 s on the embedded database when the first name was read from each row); one word's email
 * start is a range of customers_email_start.
 */
function customerSearchBranches(text: string, params: unknown[]): string[] {
  const typed = text.trim().toLowerCase();
  if (typed.includes('@')) return [startsWith('lower(email)', typed, params)];
  const digits = phoneSearchDigits(text);
  if (digits !== null) return [phoneHolds(digits, params)];
  const words = typed.split(/[\s,]+/).map(nameSearchKey).filter(Boolean);
  if (words.length > 1) {
    const bothNames: string[] = [];
    for (let at = 1; at < words.length; at += 1) {
      const [before, after] = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
      bothNames.push(`${nameStarts('firstname', before, params)} AND ${nameStarts('lastname', after, params)}`);
      bothNames.push(`${nameStarts('lastname', before, params)} AND ${nameStarts('firstname', after, params)}`);
    }
    return [bothNames.map((condition) => `(${condition})`).join(' OR ')];
  }
  const names = words.length === 1 ? [nameStarts('lastname', words[0]!, params), nameStarts('firstname', words[0]!, params)] : [];
  // One word may be the start of an email as well ('dana.re', no @ typed yet).
  const emailStart = /^[^\s,]+$/.test(typed) ? [startsWith('lower(email)', typed, params)] : [];
  const conditions = [...names, ...emailStart];
  return conditions.length === 0 ? ['false'] : eachOnce(conditions);
}

/**
 * The list's customers `c` (with a search, those it finds), conditions (the caller's book, each
 * header filter contained in its column, any case), order and parameters ($1 the client, $2 the agent).
 */
function customerListSql(clientId: number, agentId: number | null, query: CustomerListQuery): { from: string; where: string; order: string; params: unknown[] } {
  const params: unknown[] = [clientId, agentId];
  // A search's matches are read from their indexes and then ordered: behind the fence (OFFSET 0)
  // the planner cannot walk the whole name order testing each customer instead, as it did for an
  // email (0.3-0.4 s at 100,000 customers) on a guess of how many match. The fence keeps the
  // book's conditions out, so each branch names the client's customers itself.
  const from = query.search
    ? `(${customerSearchBranches(query.search, params)
        .map((branch) => `SELECT * FROM customers WHERE client_id = $1 AND import_job_id IS NULL AND (${branch})`)
        .join(' UNION ALL ')} OFFSET 0) c`
    : 'customers c';
  const conditions = [CUSTOMER_IN_BOOK];
  for (const [column, text] of Object.entries(query.filters) as [CustomerListColumn, string][]) {
    // The Phone column shows '(303) 555-0142': a phone typed as shown is looked for by its digits.
    const digits = column === 'phonenumber' ? phoneSearchDigits(text, 1) : null;
    conditions.push(digits !== null ? phoneHolds(digits, params) : `${column} ILIKE $${params.push(containsPattern(text))}`);
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
