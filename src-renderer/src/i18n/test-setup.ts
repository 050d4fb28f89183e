/** Unit tests render in English with every catalogue loaded, so no component suspends waiting for one. */
import { namespaces } from './catalogues';
import { startLanguages } from './i18n';

await startLanguages('en', namespaces());
