import { describe, expect, it } from 'vitest';
import { GUEST_CLOSE, GUEST_OPEN, forGuests } from './guest-page.js';

describe('a LAN guest’s index.html', () => {
  const built = `<head>\n<script type="module" src="./assets/index.js"></script>\n${GUEST_OPEN}\n<link rel="modulepreload" href="./assets/JoinScreen.js">\n${GUEST_CLOSE}\n</head>`;

  it('opens the comment around the guest’s links, and changes nothing else', () => {
    expect(forGuests(built)).toBe(`<head>\n<script type="module" src="./assets/index.js"></script>\n\n<link rel="modulepreload" href="./assets/JoinScreen.js">\n\n</head>`);
  });

  it('leaves a page without the comment as it is', () => {
    expect(forGuests('<head></head>')).toBe('<head></head>');
    expect(forGuests(`<head>${GUEST_CLOSE}${GUEST_OPEN}</head>`)).toBe(`<head>${GUEST_CLOSE}${GUEST_OPEN}</head>`);
  });
});
