/**
 * A calendar date typed as day, month, year in that order, whatever the browser's own locale: the
 * check-in form's dates read as the page's language writes them (a native date field shows the
 * browser's `mm/dd/yyyy` on a French page read in an English browser: issue 43, item 11).
 */

/** `YYYY-MM-DD` of a typed `DD/MM/YYYY` (also `.`, `-` or spaces between; or already `YYYY-MM-DD`), or null. */
export function isoOfTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `DD/MM/YYYY` of a `YYYY-MM-DD` date; any other text as it is. */
export function typedDateOfIso(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}
