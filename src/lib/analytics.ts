/**
 * Analytics is off unless the build is given a Google Analytics measurement id
 * (GA_MEASUREMENT_ID): a default build makes no request to a third-party host.
 */
export interface GtagOptions {
  trackingID: string;
  anonymizeIP: true;
}

/** Measurement ids as Google issues them: G-XXXXXXX (GA4), GT-/AW-/DC- tags, legacy UA-123-1. */
const MEASUREMENT_ID = /^(G|GT|AW|DC)-[A-Z0-9]+$|^UA-\d+-\d+$/;

/**
 * The preset-classic `gtag` option for a measurement id from the environment:
 * `undefined` (no tracker, no request) when the variable is unset or blank.
 * @throws when the value is set but is not a measurement id, so a typo fails the build instead of shipping a broken tracker.
 */
export function gtagOptions(measurementId: string | undefined): GtagOptions | undefined {
  const id = measurementId?.trim();
  if (!id) return undefined;
  if (!MEASUREMENT_ID.test(id)) {
    throw new Error(
      `GA_MEASUREMENT_ID must be a Google Analytics measurement id such as G-ABC123XYZ; got ${JSON.stringify(measurementId)}.`,
    );
  }
  return { trackingID: id, anonymizeIP: true };
}
