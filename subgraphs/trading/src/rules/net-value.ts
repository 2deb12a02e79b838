/**
 * The cards API's net trade value, from the proposer's view:
 *   net_value = requested item value − offered item value + cash_adjustment
 * (cash_adjustment positive: the proposer pays that much on top; negative: the proposer receives it).
 * `meaning` spells out the parts for a person reading it.
 */
export interface NetValue {
  netValue: number;
  requestedValue: number;
  offeredValue: number;
  cashAdjustment: number;
  perspective: 'proposer';
  meaning: string;
}

const money = (value: number) => value.toFixed(2);
const roundCents = (value: number) => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

export function netValue(
  requestedValue: number,
  offeredValue: number,
  cashAdjustment: number,
  unpricedCards = 0,
): NetValue {
  const net = roundCents(requestedValue - offeredValue + cashAdjustment);
  const cash =
    cashAdjustment > 0
      ? `pays ${money(cashAdjustment)} in cash on top`
      : cashAdjustment < 0
        ? `receives ${money(-cashAdjustment)} in cash`
        : 'no cash changes hands';
  const unpriced = unpricedCards > 0 ? ` ${unpricedCards} card(s) without a market price count as 0.` : '';
  return {
    netValue: net,
    requestedValue: roundCents(requestedValue),
    offeredValue: roundCents(offeredValue),
    cashAdjustment,
    perspective: 'proposer',
    meaning:
      `From the proposer's view: receives cards worth ${money(requestedValue)} (requested), gives cards worth ${money(offeredValue)} (offered), ` +
      `and ${cash}. net_value = requested value − offered value + cash_adjustment = ${money(requestedValue)} − ${money(offeredValue)} + ${money(cashAdjustment)} = ${money(net)}, ` +
      `at current market prices.${unpriced}`,
  };
}
