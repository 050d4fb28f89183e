/** Unit tests render in English with every catalogue loaded, so no component suspends waiting for one. */
import { namespaces } from './catalogues';
import { startLanguages } from './i18n';

// Since Node 21 the tests have a global navigator whose languages follow the
// machine's locale (en-US where none is set), and jsdom's says en-US: the
// tests' browser speaks British English, the app's own, wherever they run, so
// dates and lists read the same on every machine.
if (typeof navigator !== 'undefined') {
  for (const [name, value] of [
    ['languages', Object.freeze(['en-GB'])],
    ['language', 'en-GB'],
  ] as const) {
    Object.defineProperty(navigator, name, { configurable: true, get: () => value });
  }
}

await startLanguages('en', namespaces());
