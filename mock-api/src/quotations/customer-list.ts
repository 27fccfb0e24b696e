import type { Customer, CustomerListColumn } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { containsPattern } from '../db/list-filter';
import { CUSTOMER_IN_BOOK } from './repository';

/** The customers list's filters, sort and page; without a page, the whole list. */
export interface CustomerListQuery {
  filters: Partial<Record<CustomerListColumn, string>>;
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

/** The list's conditions (the caller's book, each header filter contained in its column, any case), order and parameters ($1 the client, $2 the agent). */
function customerListSql(clientId: number, agentId: number | null, query: CustomerListQuery): { where: string; order: string; params: unknown[] } {
  const params: unknown[] = [clientId, agentId];
  const conditions = [CUSTOMER_IN_BOOK];
  for (const [column, text] of Object.entries(query.filters) as [CustomerListColumn, string][]) {
    params.push(containsPattern(text));
    conditions.push(`${column} ILIKE $${params.length}`);
  }
  return { where: conditions.join(' AND '), order: customerOrder(query.sort, query.direction === 'desc' ? 'DESC' : 'ASC'), params };
}

export function createCustomerList(db: Db) {
  const rows = (clientId: number, agentId: number | null, query: CustomerListQuery, page?: { size: number; offset: number }) => {
    const { where, order, params } = customerListSql(clientId, agentId, query);
    const limit = page ? ` LIMIT ${page.size} OFFSET ${page.offset}` : '';
    return db.query<Customer>(`SELECT ${CUSTOMER_ITEM} FROM customers c WHERE ${where} ORDER BY ${order}${limit}`, params);
  };
  return {
    /** One page of the caller's customers (or all of them, without a page) and how many the filters keep. */
    async page(clientId: number, agentId: number | null, query: CustomerListQuery): Promise<{ customers: Customer[]; total: number }> {
      if (query.page === undefined && query.pageSize === undefined) {
        const customers = await rows(clientId, agentId, query);
        return { customers, total: customers.length };
      }
      const size = query.pageSize ?? 15;
      const { where, params } = customerListSql(clientId, agentId, query);
      const [customers, count] = await Promise.all([
        rows(clientId, agentId, query, { size, offset: ((query.page ?? 1) - 1) * size }),
        db.one<{ total: number }>(`SELECT count(*)::int AS total FROM customers c WHERE ${where}`, params),
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
