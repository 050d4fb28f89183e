import { describe, expect, it } from 'vitest';
import { MAX_TABLES_LISTED } from '../../shared/protocol/discovery.js';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { decodeTableTxt, encodeTableTxt, listTables, type SeenService } from './table-records.js';

const table = { key: 'lobby-0011223344556677', name: 'Ada', game: 'contrebandes', free: 2, seats: 4, state: 'lobby' as const };
const good = encodeTableTxt(table);

function seen(fqdn: string, txt: unknown = good, address: unknown = '192.168.1.20', port: unknown = 47800): SeenService {
  return { fqdn, name: fqdn.split('.')[0], port, txt, referer: { address, family: 'IPv4', port: 5353, size: 200 } };
}

describe('a table record', () => {
  it('says the name, game, seats and protocol, and nothing that lets one in', () => {
    expect(good).toEqual({ n: 'Ada', g: 'contrebandes', f: '2', s: '4', st: 'lobby', v: String(PROTOCOL_VERSION) });
    // Neither the key (a lobby id) nor any code goes out.
    expect(JSON.stringify(good)).not.toContain('lobby-');
    expect(decodeTableTxt(good)).toEqual({ name: 'Ada', game: 'contrebandes', free: 2, seats: 4, state: 'lobby' });
  });

  it('goes out with a name fit to show, within a TXT string', () => {
    expect(encodeTableTxt({ ...table, name: '  ' }).n).toBe('Host');
    const long = encodeTableTxt({ ...table, name: '😀'.repeat(40) });
    expect([...long.n]).toHaveLength(24);
    expect(Buffer.byteLength(`n=${long.n}`)).toBeLessThan(255);
  });

  it.each([
    ['not an object', 'n=Ada'],
    ['null', null],
    ['a missing field', { ...good, g: undefined }],
    ['a field that is no string', { ...good, f: 2 }],
    ['a string longer than TXT allows', { ...good, n: 'A'.repeat(300) }],
    ['another protocol', { ...good, v: String(PROTOCOL_VERSION + 1) }],
    ['a version that is no number', { ...good, v: '2; drop' }],
    ['a game id of other characters', { ...good, g: '<img src=x onerror=alert(1)>' }],
    ['a game id too long', { ...good, g: 'a'.repeat(41) }],
    ['negative seats free', { ...good, f: '-1' }],
    ['seats free as a float', { ...good, f: '1.5' }],
    ['seats in exponent form', { ...good, s: '1e1' }],
    ['seats with a space', { ...good, s: ' 4' }],
    ['more seats free than seats', { ...good, f: '5' }],
    ['no seats', { ...good, f: '0', s: '0' }],
    ['too many seats', { ...good, f: '0', s: '17' }],
    ['a huge number', { ...good, s: '99999999999999999999' }],
    ['an unknown state', { ...good, st: 'open' }],
    ['an empty name', { ...good, n: '' }],
    ['a name of control characters only', { ...good, n: '\u0000\u001b\u202e' }],
  ])('is dropped whole with %s', (_what, txt) => {
    expect(decodeTableTxt(txt)).toBeNull();
  });

  it('reads only its own fields (an inherited or extra one changes nothing)', () => {
    const inherited = Object.create({ ...good }) as object;
    expect(decodeTableTxt(inherited)).toBeNull();
    expect(decodeTableTxt({ ...good, __proto__: { n: 'Eve' }, extra: 'x'.repeat(200) })).toEqual(decodeTableTxt(good));
  });

  it('shows a name from the network without control or direction characters, and cut to 24 characters', () => {
    expect(decodeTableTxt({ ...good, n: 'Ev\u202ee\u0007\n' })?.name).toBe('Eve');
    expect(decodeTableTxt({ ...good, n: 'x'.repeat(200) })?.name).toBe('x'.repeat(24));
    // Markup is only text: the screen shows it as such (React escapes it).
    expect(decodeTableTxt({ ...good, n: '<b>Eve</b>' })?.name).toBe('<b>Eve</b>');
  });
});

describe('the list of tables found', () => {
  it('gives each at the address its announcement came from, on its port', () => {
    expect(listTables([seen('a._smugglers-table._tcp.local')], 'smugglers-mine')).toEqual([
      { name: 'Ada', game: 'contrebandes', free: 2, seats: 4, state: 'lobby', address: 'http://192.168.1.20:47800/' },
    ]);
  });

  it("leaves out this host's own tables", () => {
    expect(listTables([seen('smugglers-mine-1._smugglers-table._tcp.local'), seen('SMUGGLERS-MINE-2._smugglers-table._tcp.local')], 'smugglers-mine')).toEqual([]);
  });

  it.each([
    ['an IPv6 sender', { address: 'fe80::1', port: 47800 }],
    ['a sender that is a name', { address: 'evil.example', port: 47800 }],
    ['no sender address', { address: null, port: 47800 }],
    ['port 0', { address: '10.0.0.2', port: 0 }],
    ['a port beyond 65535', { address: '10.0.0.2', port: 70000 }],
    ['a port that is no number', { address: '10.0.0.2', port: '47800' }],
  ])('drops a record with %s', (_what, { address, port }) => {
    expect(listTables([seen('a._smugglers-table._tcp.local', good, address, port)], 'smugglers-mine')).toEqual([]);
  });

  it('drops a service without a name, or with a referer that is not an object', () => {
    expect(listTables([{ ...seen('a.local'), fqdn: 5 }, { ...seen('b.local'), referer: 'x' }], 'p')).toEqual([]);
  });

  it(`keeps at most ${MAX_TABLES_LISTED} tables, sorted by name, a name seen twice once`, () => {
    const many = Array.from({ length: 500 }, (_, i) => seen(`t${i}._smugglers-table._tcp.local`, { ...good, n: `Table ${String(i).padStart(3, '0')}` }));
    const listed = listTables([seen('t7._smugglers-table._tcp.local', { ...good, n: 'Again' }), ...many], 'p');
    expect(listed).toHaveLength(MAX_TABLES_LISTED);
    expect(listed[0]?.name).toBe('Again');
    expect(listed[1]?.name).toBe('Table 000');
    expect(listed.filter((found) => found.name === 'Table 007')).toEqual([]);
  });
});
