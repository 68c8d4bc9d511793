/**
 * The budget as typed, in dollars ("150", "149.99", "$1,250.5"), to integer cents (spec 5: "budget
 * parsed as decimal"; money is stored in cents). Undefined when it is not an amount of at most two
 * decimals; the server checks the range.
 */
export const dollarsToCents = (typed: string): number | undefined => {
  const cleaned = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const BUDGET_FORMAT_MESSAGE = 'Enter the budget in dollars, e.g. 150 or 149.99';
