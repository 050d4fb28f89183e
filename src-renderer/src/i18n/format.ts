/** Numbers and dates in the current language's way (1 234,5 in French, 1.234,5 in German). */
import { localeOf } from './i18n';

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(), options).format(value);
}

/** A date and time of day, medium length ("2 Dec 2026, 14:05"; "2 déc. 2026, 14:05"). */
export function formatDateTime(value: number | Date): string {
  return new Intl.DateTimeFormat(localeOf(), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

/** "Ann, Ben and Cat"; "Ann, Ben et Cat"; "Ann, Ben und Cat". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(localeOf(), { style: 'long', type: 'conjunction' }).format(items);
}
