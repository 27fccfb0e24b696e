import path from 'node:path';
import { readRuntimeConfig } from './runtime-config.mjs';

const SHELL = path.join(__dirname, '../../../shell');
const entryOf = (config: ReturnType<typeof readRuntimeConfig>, name: string) => config.remotes?.find((remote) => remote.name === name)?.entry;

describe('readRuntimeConfig', () => {
  it('shifts the localhost URLs of the file by KYUBOS_PORT_OFFSET', () => {
    const config = readRuntimeConfig(SHELL, { KYUBOS_PORT_OFFSET: '10000' });
    expect(config.apiBaseUrl).toBe('http://localhost:14000');
    expect(entryOf(config, 'bdx')).toBe('http://localhost:13004/mf-manifest.json');
  });

  it('serves an explicit API URL and remote entry as given, whatever the offset', () => {
    const config = readRuntimeConfig(SHELL, {
      KYUBOS_API_BASE_URL: 'http://localhost:4500',
      KYUBOS_REMOTE_BDX_ENTRY: 'http://localhost:3904/mf-manifest.json',
      KYUBOS_PORT_OFFSET: '10000',
    });
    expect(config.apiBaseUrl).toBe('http://localhost:4500');
    expect(entryOf(config, 'bdx')).toBe('http://localhost:3904/mf-manifest.json');
    expect(entryOf(config, 'quotations')).toBe('http://localhost:13003/mf-manifest.json');
  });

  it('keeps the file as written without an offset, and takes the product name from the environment', () => {
    const config = readRuntimeConfig(SHELL, { KYUBOS_PRODUCT_NAME: 'Acme' });
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(config.productName).toBe('Acme');
    expect(entryOf(config, 'reference_data')).toBe('http://localhost:3001/mf-manifest.json');
  });
});
