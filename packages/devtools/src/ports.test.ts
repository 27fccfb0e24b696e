import fs from 'node:fs';
import path from 'node:path';
import { BLOCKED_PORTS, appPort, portOffsetProblem, systemPorts, type Registry } from './ports.mjs';

const REGISTRY: Registry = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../apps.json'), 'utf8'));

describe('portOffsetProblem', () => {
  it('refuses an offset that puts the API on a port browsers refuse, naming the port and the offset', () => {
    expect(portOffsetProblem('2000', REGISTRY)).toBe(
      'KYUBOS_PORT_OFFSET=2000 puts the API on port 6000, which browsers refuse (a blocked port): choose another offset',
    );
  });

  it('refuses an offset that puts the shell, a remote or a server of the end-to-end tests on a blocked port', () => {
    expect(portOffsetProblem('659', REGISTRY)).toBe('KYUBOS_PORT_OFFSET=659 puts the shell on port 3659, which browsers refuse (a blocked port): choose another offset');
    expect(portOffsetProblem('1044', REGISTRY)).toContain('puts the reference data remote (mfe-reference-data) on port 4045');
    expect(portOffsetProblem('606', REGISTRY)).toContain('puts a server of the end-to-end tests on port 3659');
  });

  it('accepts no offset, zero and offsets that keep every port usable', () => {
    expect(portOffsetProblem(undefined, REGISTRY)).toBeUndefined();
    expect(portOffsetProblem('', REGISTRY)).toBeUndefined();
    expect(portOffsetProblem('0', REGISTRY)).toBeUndefined();
    expect(portOffsetProblem('100', REGISTRY)).toBeUndefined();
    expect(portOffsetProblem('1000', REGISTRY)).toBeUndefined();
  });

  it('refuses an offset that is not a whole number or leaves the port range', () => {
    expect(portOffsetProblem('abc', REGISTRY)).toContain('KYUBOS_PORT_OFFSET=abc is not a whole number');
    expect(portOffsetProblem('1.5', REGISTRY)).toContain('not a whole number');
    expect(portOffsetProblem('-3500', REGISTRY)).toContain('puts the shell on port -500, which is no port');
    expect(portOffsetProblem('62000', REGISTRY)).toContain('which is no port');
  });

  it('checks every port of the registry and the API, whatever offset is given', () => {
    const ports = systemPorts(REGISTRY).map((entry) => entry.port);
    expect(ports).toEqual(expect.arrayContaining([REGISTRY.api.port, ...REGISTRY.apps.map((app) => app.port)]));
    for (let offset = -2999; offset <= 10_000; offset += 1) {
      const blocked = ports.some((port) => BLOCKED_PORTS.has(port + offset));
      expect(portOffsetProblem(String(offset), REGISTRY) !== undefined).toBe(blocked || ports.some((port) => port + offset > 65535 || port + offset < 1));
    }
  });

  it('has the Fetch standard list, as Node fetch (undici) has it', () => {
    expect([...BLOCKED_PORTS].slice(0, 3)).toEqual([1, 7, 9]);
    expect([6000, 6566, 6665, 6669, 6679, 6697, 10080].every((port) => BLOCKED_PORTS.has(port))).toBe(true);
    expect(BLOCKED_PORTS.size).toBe(82);
    expect(BLOCKED_PORTS.has(6670)).toBe(false);
  });
});

describe('appPort', () => {
  it("gives an app its registered port shifted by the offset, the port pnpm start and a server started on its own both use", () => {
    expect(appPort(REGISTRY, 'mfe-reference-data', '10100')).toBe(13101);
    expect(appPort(REGISTRY, 'shell', '-100')).toBe(2900);
    expect(appPort(REGISTRY, 'mfe-bdx-portal', undefined)).toBe(3005);
    expect(appPort(REGISTRY, 'mfe-bdx-portal', '')).toBe(3005);
  });

  it('refuses an offset that puts a port where browsers refuse it, and an app not in the registry', () => {
    expect(() => appPort(REGISTRY, 'mfe-bdx', '2000')).toThrow('KYUBOS_PORT_OFFSET=2000 puts the API on port 6000');
    expect(() => appPort(REGISTRY, 'mfe-nothing', '0')).toThrow('mfe-nothing is not listed in apps.json');
  });
});
