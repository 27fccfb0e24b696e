import { listPageBody, listSortBody } from './list-page';

describe('list page bodies', () => {
  it('sends the sort column and direction, and nothing for the server order', () => {
    expect(listSortBody({ key: 'unique_id', direction: 'desc' })).toEqual({ sort: 'unique_id', direction: 'desc' });
    expect(listSortBody(null)).toEqual({});
    expect(listSortBody(undefined)).toEqual({});
  });

  it('sends the filters, page and size with the order', () => {
    expect(listPageBody({ filters: { status: 'Binder' }, page: 3, pageSize: 25, sort: { key: 'status', direction: 'asc' } })).toEqual({
      filters: { status: 'Binder' },
      page: 3,
      pageSize: 25,
      sort: 'status',
      direction: 'asc',
    });
    expect(listPageBody({ filters: {}, page: 1, pageSize: 10 })).toEqual({ filters: {}, page: 1, pageSize: 10 });
  });
});
