const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// The month a season's issue starts in, for `<Season>` and MedlineDate values such as "2000 Spring".
const SEASON_MONTHS: Record<string, number> = { winter: 1, spring: 4, summer: 7, fall: 10, autumn: 10 };

/** A PubMed month (`Aug`, `08`, `8`) or season (`Spring`) as a month number; null when it is neither. */
export function monthNumber(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const month = Number(text);
    return month >= 1 && month <= 12 ? month : null;
  }
  const index = MONTHS.indexOf(text.slice(0, 3));
  if (index >= 0) return index + 1;
  return SEASON_MONTHS[text] ?? null;
}
