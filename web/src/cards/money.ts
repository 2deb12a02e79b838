const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as a person reads it; "no price yet" rather than an empty cell. */
export const money = (value: number | null | undefined) =>
  value == null ? 'No price yet' : usd.format(value);
