import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { createStaticServer } from '@kyubos/webpack-config/serve';

/** GET of a path as sent (its escapes untouched): status and text. */
const get = (origin: string, pathname: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });

describe('the static server of an app', () => {
  let appDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-serve-'));
    fs.mkdirSync(path.join(appDir, 'dist'));
    fs.writeFileSync(path.join(appDir, 'dist', 'index.html'), '<html><head></head><body>app</body></html>');
    fs.writeFileSync(path.join(appDir, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: 'http://localhost:4000', remotes: [] }));
    server = createStaticServer(appDir, {}).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('answers an address that does not decode with a plain 400: no stack, no paths of the server', async () => {
    const { status, text } = await get(origin, '/%c0%ae%c0%ae/');
    expect(status).toBe(400);
    expect(text).toBe('Bad request');
    expect(text).not.toMatch(/URIError|node_modules|at /);
  });

  it('still answers a deep link with the page', async () => {
    const { status, text } = await get(origin, '/user_admin_home');
    expect(status).toBe(200);
    expect(text).toContain('app');
  });
});
