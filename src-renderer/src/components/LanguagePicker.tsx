/**
 * The language a player reads, chosen from the languages' own names (a
 * player lost in the wrong language still finds his own), or "as the system
 * speaks". The host's settings screen saves it with the host's settings; a LAN
 * guest's browser keeps his own.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDONYMS, LANGUAGES, type LanguageChoice, languageFor, browserLanguages } from '../i18n/languages';

export interface LanguagePickerProps {
  value: LanguageChoice;
  onChange(choice: LanguageChoice): void;
  disabled?: boolean;
}

export function LanguagePicker({ value, onChange, disabled = false }: LanguagePickerProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <div className="field language-picker">
      <label className="field-label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select id={id} className="select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as LanguageChoice)}>
        <option value="system">{t('language.system', { language: ENDONYMS[languageFor(browserLanguages())] })}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {ENDONYMS[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
