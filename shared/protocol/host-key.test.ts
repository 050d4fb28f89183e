import { describe, expect, it } from 'vitest';
import { keyFromFragment, keyFromSubprotocols, subprotocolsFor } from './host-key.js';

const KEY = 'x'.repeat(40) + '-_A';

describe('the host key in the handshake and the address', () => {
  it('offers the key as the second of two subprotocols, and reads it back from the header', () => {
    expect(subprotocolsFor(KEY)).toEqual(['smugglers', `smugglers-key.${KEY}`]);
    expect(subprotocolsFor(null)).toEqual([]);
    expect(keyFromSubprotocols(subprotocolsFor(KEY).join(', '))).toBe(KEY);
    expect(keyFromSubprotocols('smugglers')).toBeNull();
    expect(keyFromSubprotocols(undefined)).toBeNull();
  });

  it('finds the key in a fragment, and only a key-shaped one', () => {
    expect(keyFromFragment(`#key=${KEY}`)).toBe(KEY);
    expect(keyFromFragment(`#lang=fr&key=${KEY}`)).toBe(KEY);
    expect(keyFromFragment('#key=guess')).toBeNull();
    expect(keyFromFragment('')).toBeNull();
    expect(keyFromFragment(`#notkey=${KEY}`)).toBeNull();
  });
});
