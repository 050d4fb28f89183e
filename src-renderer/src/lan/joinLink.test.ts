import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetScannedJoinCode, fragmentWithoutJoinCode, joinAddressFor, joinCodeFromFragment, joinGameFromFragment, scannedJoinCode, scannedJoinGame, takeJoinCodeFromAddress } from './joinLink';

describe('the join address of a QR code', () => {
  it('puts the code in the fragment of the address the host gives', () => {
    expect(joinAddressFor('http://192.168.1.20:47800/', 'ABCD2345')).toBe('http://192.168.1.20:47800/#join=ABCD2345');
  });

  it('writes the code as the host reads it, and replaces a fragment the address had', () => {
    expect(joinAddressFor('http://10.0.0.5:47800/#old', 'abcd-2345')).toBe('http://10.0.0.5:47800/#join=ABCD2345');
  });

  it('reads back the code it wrote', () => {
    const address = new URL(joinAddressFor('http://192.168.1.20:47800/', 'HJKM6789'));
    expect(joinCodeFromFragment(address.hash)).toBe('HJKM6789');
  });

  it('reads the code among other fragment parameters, with or without the #', () => {
    expect(joinCodeFromFragment('#lang=de&join=ABCD2345')).toBe('ABCD2345');
    expect(joinCodeFromFragment('join=abcd2345')).toBe('ABCD2345');
  });

  it('reads nothing from a fragment without a code, or with one that cannot be a code', () => {
    expect(joinCodeFromFragment('')).toBeNull();
    expect(joinCodeFromFragment('#key=abc')).toBeNull();
    expect(joinCodeFromFragment('#join=ABC')).toBeNull(); // too short
    expect(joinCodeFromFragment('#join=ABCDEFG0')).toBeNull(); // 0 is not in the alphabet
    expect(joinCodeFromFragment('#join=%E0%A4%A')).toBeNull(); // not decodable
  });

  it('leaves the other fragment parameters when the code is taken out', () => {
    expect(fragmentWithoutJoinCode('#join=ABCD2345')).toBe('');
    expect(fragmentWithoutJoinCode('#lang=de&join=ABCD2345')).toBe('#lang=de');
    expect(fragmentWithoutJoinCode('#join=ABCD2345&game=contrebandes&lang=de')).toBe('#lang=de');
  });

  it("names the table's game after the code, and reads it back", () => {
    const link = joinAddressFor('http://192.168.1.20:47800/', 'ABCD2345', 'insel-der-schmuggler');
    expect(link).toBe('http://192.168.1.20:47800/#join=ABCD2345&game=insel-der-schmuggler');
    const { hash } = new URL(link);
    expect(joinCodeFromFragment(hash)).toBe('ABCD2345');
    expect(joinGameFromFragment(hash)).toBe('insel-der-schmuggler');
  });

  it('reads no game that could not be a game’s id, and writes none', () => {
    expect(joinGameFromFragment('#join=ABCD2345')).toBeNull();
    expect(joinGameFromFragment('#join=ABCD2345&game=../x')).toBeNull();
    expect(joinGameFromFragment('#game=%3Cscript%3E')).toBeNull();
    expect(joinAddressFor('http://192.168.1.20:47800/', 'ABCD2345', 'Not A Game')).toBe('http://192.168.1.20:47800/#join=ABCD2345');
  });
});

describe('a page opened from the QR code', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetScannedJoinCode();
  });

  function page(href: string) {
    const url = new URL(href);
    vi.stubGlobal('location', url);
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_state: unknown, _title: string, next: string) => {
        url.href = new URL(next, url).href;
      },
    });
    return url;
  }

  it('keeps the code for the join screen and drops it from the address bar', () => {
    const url = page('http://192.168.1.20:47800/#join=ABCD2345');
    expect(takeJoinCodeFromAddress()).toBe('ABCD2345');
    expect(scannedJoinCode()).toBe('ABCD2345');
    expect(url.href).toBe('http://192.168.1.20:47800/');
  });

  it("keeps the table's game with the code, and drops both from the address bar", () => {
    const url = page('http://192.168.1.20:47800/#join=ABCD2345&game=smugglers-2016');
    expect(takeJoinCodeFromAddress()).toBe('ABCD2345');
    expect(scannedJoinGame()).toBe('smugglers-2016');
    expect(url.href).toBe('http://192.168.1.20:47800/');
    forgetScannedJoinCode();
    expect(scannedJoinGame()).toBeNull();
  });

  it('leaves an address without a code as it is', () => {
    const url = page('http://192.168.1.20:47800/?x=1#lang=de');
    expect(takeJoinCodeFromAddress()).toBeNull();
    expect(scannedJoinCode()).toBeNull();
    expect(url.href).toBe('http://192.168.1.20:47800/?x=1#lang=de');
  });
});
