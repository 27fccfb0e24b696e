import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminBdxFile, AdminBdxListResponse } from '@kyubos/contracts';
import { bdxAdminStatus, formatPeriod } from '@kyubos/domain';
import { parse } from 'csv-parse/sync';
import { createBdxFileRepository } from '../src/bdx-files/repository';
import { asBytes, createTestContext, type TestContext } from './helpers';

describe('Admin bordereau lists: header filters, sort and paging on the server', () => {
  let ctx: TestContext;
  let summit: number;
  let history: AdminBdxFile[];
  before(async () => {
    ctx = await createTestContext();
    summit = ctx.logins.summit_admin.client_id;
    history = (await list('/viewbrdxfile', {})).brdxList;
  });
  after(() => ctx.close());

  async function list(call: string, body: object, token = ctx.tokens.summit_admin): Promise<AdminBdxListResponse> {
    const res = await ctx.post(call, { client_id: summit, ...body }, token);
    assert.equal(res.status, 200, res.text);
    return res.body as AdminBdxListResponse;
  }
  const ids = (files: readonly AdminBdxFile[]) => files.map((file) => file.id);

  test('When a list is asked without a page, then it answers the whole list newest first with its total, as before', async () => {
    assert.ok(history.length >= 5);
    const answer = await list('/viewbrdxfile', {});
    assert.equal(answer.total, history.length);
    const created = history.map((file) => file.createdAt);
    assert.deepEqual(created, [...created].sort().reverse());
  });

  test('When the history is filtered by Status, then each status keeps the files bdxAdminStatus names so, and only those', async () => {
    const statuses = [...new Set(history.map((file) => bdxAdminStatus(file)))];
    assert.ok(statuses.length >= 3, `the seed has files in several statuses: ${statuses.join(', ')}`);
    for (const status of statuses) {
      const answer = await list('/viewbrdxfile', { filters: { status: status.toLowerCase() }, page: 1, pageSize: 200 });
      const expected = history.filter((file) => bdxAdminStatus(file).toLowerCase().includes(status.toLowerCase()));
      assert.deepEqual(ids(answer.brdxList).sort(), ids(expected).sort(), status);
      assert.equal(answer.total, expected.length);
    }
  });

  test('When filtered by Period as the table shows it (MM/YYYY), by Carrier Name and by File Name together, then the files matching all three', async () => {
    const file = history.find((candidate) => candidate.period && candidate.career_name)!;
    const shown = formatPeriod(file.period);
    const answer = await list('/viewbrdxfile', { filters: { period: shown, career_name: file.career_name.slice(0, 5), file_name: file.file_name.slice(-6) }, page: 1, pageSize: 200 });
    const expected = history.filter(
      (candidate) =>
        formatPeriod(candidate.period).includes(shown) &&
        candidate.career_name.toLowerCase().includes(file.career_name.slice(0, 5).toLowerCase()) &&
        candidate.file_name.toLowerCase().includes(file.file_name.slice(-6).toLowerCase()),
    );
    assert.ok(expected.some((candidate) => candidate.id === file.id));
    assert.deepEqual(ids(answer.brdxList).sort(), ids(expected).sort());
    const none = await list('/viewbrdxfile', { filters: { file_name: 'no-such-file-zz' }, page: 1, pageSize: 10 });
    assert.deepEqual([none.brdxList.length, none.total], [0, 0]);
  });

  test('When filtered by Date & Time as the lists show it, then the files of that day', async () => {
    const file = history[0]!;
    const [date] = file.createdAt.split('T') as [string];
    const day = `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    const answer = await list('/viewbrdxfile', { filters: { createdAt: day }, page: 1, pageSize: 200 });
    assert.ok(answer.brdxList.some((candidate) => candidate.id === file.id));
    assert.ok(answer.brdxList.every((candidate) => candidate.createdAt.startsWith(date)));
    assert.equal(answer.total, history.filter((candidate) => candidate.createdAt.startsWith(date)).length);
  });

  test('When the history is sorted by Control Value descending in pages of 3, then the pages follow each other in that order and hold every file once', async () => {
    const pages: AdminBdxFile[] = [];
    for (let page = 1; page <= Math.ceil(history.length / 3); page += 1) {
      const answer = await list('/viewbrdxfile', { sort: 'control_value', direction: 'desc', page, pageSize: 3 });
      assert.equal(answer.total, history.length);
      assert.ok(answer.brdxList.length <= 3);
      pages.push(...answer.brdxList);
    }
    assert.deepEqual(ids(pages).sort((a, b) => a - b), ids(history).sort((a, b) => a - b));
    const values = pages.map((file) => Number(file.control_value));
    assert.deepEqual(values, [...values].sort((a, b) => b - a));
  });

  test('When a list is sorted by Control Value or by Period, then money sorts by amount and periods by year then month, both ways', async () => {
    const repository = createBdxFileRepository(ctx.db);
    const made = [
      { control_value: '4235.67', period: '122024' },
      { control_value: '29100.50', period: '112026' },
      { control_value: '22876.50', period: '012025' },
    ];
    const carrier = history.find((file) => file.direction === 'inbound')!;
    for (const [index, file] of made.entries()) {
      await repository.insert({
        client_id: summit, client_name: 'Summit', career_id: carrier.career_id, career_name: carrier.career_name, direction: 'inbound',
        sender_name: 'Summit', sender_id: '1', reciver_name: null, intake_id: null, intake_name: null, sublob: null,
        file_name: `order-probe-${index}.csv`, stored_name: `order-probe-${index}.csv`, mime_type: 'text/csv', size_bytes: 1, uploaded_by: null,
        ...file,
      });
    }
    const sorted = async (sort: string, direction: 'asc' | 'desc') =>
      (await list('/viewbrdxcreate', { filters: { file_name: 'order-probe-' }, sort, direction, page: 1, pageSize: 10 })).brdxList;
    assert.deepEqual((await sorted('control_value', 'asc')).map((file) => file.control_value), ['4235.67', '22876.50', '29100.50']);
    assert.deepEqual((await sorted('control_value', 'desc')).map((file) => file.control_value), ['29100.50', '22876.50', '4235.67']);
    assert.deepEqual((await sorted('period', 'asc')).map((file) => file.period), ['122024', '012025', '112026']);
    assert.deepEqual((await sorted('period', 'desc')).map((file) => file.period), ['112026', '012025', '122024']);
    // Control Value filters take the amount as the table shows it ($29,100.50), with or without its '$' and separators.
    const byValue = async (control_value: string) =>
      (await list('/viewbrdxcreate', { filters: { file_name: 'order-probe-', control_value }, page: 1, pageSize: 10 })).brdxList.map((file) => file.control_value);
    assert.deepEqual(await byValue('$29,100.50'), ['29100.50']);
    assert.deepEqual(await byValue('29,100.50'), ['29100.50']);
    assert.deepEqual(await byValue('$22,876'), ['22876.50']);
    assert.deepEqual((await byValue('6.50')).sort(), ['22876.50']);
    assert.deepEqual((await byValue('00.50')).sort(), ['29100.50']);
    assert.deepEqual(await byValue('$9,100.50'), []);
    assert.deepEqual(await byValue('twenty'), []);
  });

  test("When each list is filtered, then it keeps to its own files (Review: the client's files not approved yet)", async () => {
    const review = await list('/viewbrdxreview', { page: 1, pageSize: 200 });
    const approved = await list('/viewbrdxreview', { filters: { status: 'Approved' }, page: 1, pageSize: 200 });
    assert.equal(approved.total, 0);
    assert.ok(review.brdxList.every((file) => file.direction === 'inbound' && file.approved !== '1'));
    const inbound = await list('/viewclientinbound', { filters: { sender_id: '' }, page: 1, pageSize: 200 });
    assert.ok(inbound.brdxList.every((file) => file.direction === 'outbound'));
  });

  test('When the filtered and sorted history is exported, then the file holds the rows the list shows, in its order', async () => {
    const view = { filters: { status: 'o' }, sort: 'file_name', direction: 'desc' };
    const shown = await list('/viewbrdxfile', { ...view, page: 1, pageSize: 200 });
    assert.ok(shown.total > 1);
    const res = await asBytes(ctx.post('/exportviewbrdxfile', { client_id: summit, ...view, format: 'csv' }, ctx.tokens.summit_admin));
    assert.equal(res.status, 200);
    const [header, ...rows] = parse((res.body as Buffer).toString('utf8').slice(1)) as string[][];
    const fileColumn = header!.indexOf('File Name');
    assert.deepEqual(
      rows.map((row) => row[fileColumn]),
      shown.brdxList.map((file) => file.file_name),
    );
  });

  test('When a filter names an unknown column or is too long, or the page size is too large, then 400 names it', async () => {
    const unknown = await ctx.post('/viewbrdxfile', { client_id: summit, filters: { approved: '1' } }, ctx.tokens.summit_admin);
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /filters/);
    const long = await ctx.post('/viewbrdxfile', { client_id: summit, filters: { file_name: 'x'.repeat(101) } }, ctx.tokens.summit_admin);
    assert.equal(long.status, 400);
    assert.match(long.body.message, /file_name/);
    const big = await ctx.post('/viewbrdxcreate', { client_id: summit, page: 1, pageSize: 201 }, ctx.tokens.summit_admin);
    assert.equal(big.status, 400);
    assert.match(big.body.message, /pageSize/);
  });

  test("When another client's admin filters Summit's list, then 403 and no files", async () => {
    const res = await ctx.post('/viewbrdxfile', { client_id: summit, filters: { status: 'Sent' }, page: 1, pageSize: 10 }, ctx.tokens.harbor_admin);
    assert.equal(res.status, 403);
  });
});
