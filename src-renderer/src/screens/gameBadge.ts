/**
 * The letters on a game's seal in the menu: the initials of its title (two
 * letters of a one-word title), and for a title that carries its year, the
 * initial and the year's last two digits, so that two games of the same name
 * ("Smugglers (2016)", "Smugglers (2025)") never wear the same seal.
 */
export function gameBadge(title: string): string {
  const year = /\((?:\d{2})?(\d{2})\)/.exec(title)?.[1];
  const words = title.replace(/\(.*?\)/g, '').split(/\s+/).filter(Boolean);
  if (year !== undefined) return `${(words[0] ?? '').charAt(0)}${year}`;
  return words.length === 1 ? (words[0] as string).slice(0, 2) : words.slice(0, 2).map((word) => word[0]).join('');
}
