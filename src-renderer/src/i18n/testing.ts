/** For tests: the words of one area in one language (its catalogue loaded first). */
import type { TFunction } from 'i18next';
import type { Namespace } from './catalogues';
import { i18n } from './i18n';
import type { Language } from './languages';

export async function wordsIn<N extends Namespace>(language: Language, namespace: N): Promise<TFunction<N>> {
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces(namespace);
  return i18n.getFixedT(language, namespace) as TFunction<N>;
}
