/** A recurring price: the amount in the currency's minor unit (cents for USD), per billing interval. */
export interface PlanPrice {
  unitAmount: number;
  /** ISO 4217 code in capitals, e.g. USD. */
  currency: string;
  interval: 'month' | 'year';
}
