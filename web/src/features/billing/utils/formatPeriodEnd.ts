const PERIOD_END = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A billing period's end (seconds since the epoch, as the API gives it) as a date in the reader's time zone: 'December 25, 2026'. */
export function formatPeriodEnd(seconds: number): string {
  return PERIOD_END.format(new Date(seconds * 1000));
}
