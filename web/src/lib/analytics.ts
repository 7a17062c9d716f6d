/** The product events the client records (docs/product/screens.md#analytics-events). */
export type AnalyticsEvent =
  | 'page_view'
  | 'filter_change'
  | 'sort_change'
  | 'search'
  | 'load_more'
  | 'bookmark_add'
  | 'bookmark_remove'
  | 'share'
  | 'ai_takeaway_click'
  | 'ai_ama_click'
  | 'comment_add'
  | 'comment_delete'
  | 'comment_restore'
  | 'onboarding_step_completed'
  | 'onboarding_completed'
  | 'onboarding_skipped';

export type AnalyticsProps = Readonly<Record<string, string | number | boolean | null>>;
export type AnalyticsSink = (event: AnalyticsEvent, props: AnalyticsProps) => void;

const consoleSink: AnalyticsSink = (event, props) => {
  console.info('[analytics]', event, props);
};

function beaconSink(endpoint: string): AnalyticsSink {
  return (event, props) => {
    const body = JSON.stringify({ event, props, at: new Date().toISOString() });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(endpoint, body);
  };
}

function defaultSink(): AnalyticsSink | null {
  const endpoint = import.meta.env.VITE_ANALYTICS_ENDPOINT;
  if (typeof endpoint === 'string' && endpoint.startsWith('/')) return beaconSink(endpoint);
  return import.meta.env.DEV ? consoleSink : null;
}

let sink: AnalyticsSink | null = defaultSink();

/** Sends the events elsewhere (tests, another provider); `null` turns tracking off. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** Records one product event. Tracking never breaks the app. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  try {
    sink?.(event, props);
  } catch {
    // Analytics is best effort by design.
  }
}
