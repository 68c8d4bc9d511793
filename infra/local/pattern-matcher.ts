/**
 * Event-pattern matching for the local bus (events/rules.ts) and the stream poller's filters
 * (events/stream-consumers.ts), in the one form they use: nested objects whose fields each list the
 * exact values they accept, e.g. `{"detail-type": ["SaleAttributed"], "detail": {"role": ["brand"]}}`.
 * A field matches when the event's value (or, for an array, any of its elements) equals one of the
 * listed values; strings compare character by character and `"300"` never equals `300`, as in
 * EventBridge. Everything else EventBridge accepts (prefix, anything-but, numeric, exists, wildcard,
 * $or, dotted field names...) is refused at start with a message, never silently treated as "no match":
 * a rule written with it would behave one way on AWS and another here. To use such syntax, teach this
 * matcher first, with LocalStack's recorded cases for it (see tests/fixtures/eventbridge-patterns/).
 */

export class InvalidEventPatternError extends Error {
  override name = 'InvalidEventPatternError';
}

/** EventBridge's default quota on a rule's pattern, in characters: a longer one would not deploy. */
export const MAX_EVENT_PATTERN_LENGTH = 2048;

type Exact = string | number | boolean | null;
type Pattern = { readonly [field: string]: readonly Exact[] | Pattern };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isExact = (value: unknown): value is Exact =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const unsupported = (path: string, what: unknown): never => {
  throw new InvalidEventPatternError(
    `Event pattern field "${path}" uses ${JSON.stringify(what)}, which the local event bus does not support: ` +
      'it matches exact values only (each field a list of strings, numbers, booleans or null, in nested ' +
      'objects; infra/local/pattern-matcher.ts). Write the rule with exact values, or teach the matcher the syntax.',
  );
};

const checkFields = (pattern: unknown, path: string): void => {
  const where = path ? `Event pattern field "${path}"` : 'An event pattern';
  if (!isObject(pattern)) throw new InvalidEventPatternError(`${where} must be an object of fields`);
  const fields = Object.entries(pattern);
  if (fields.length === 0) throw new InvalidEventPatternError(`${where} is empty`);
  for (const [field, expected] of fields) {
    const at = path ? `${path}.${field}` : field;
    // "$or" and dotted names mean something to EventBridge (alternatives; nesting) that a walk would not.
    if (field.startsWith('$') || field.includes('.')) unsupported(at, field);
    if (isObject(expected)) checkFields(expected, at);
    else if (!Array.isArray(expected) || expected.length === 0) {
      // EventBridge refuses these too: a bare value, or a list that can match nothing.
      throw new InvalidEventPatternError(`Event pattern field "${at}" must be a non-empty list of values`);
    } else for (const value of expected) if (!isExact(value)) unsupported(at, value);
  }
};

/** Throws InvalidEventPatternError for a pattern EventBridge would refuse or the local bus cannot match. */
export function assertValidEventPattern(pattern: unknown): void {
  checkFields(pattern, '');
  const length = JSON.stringify(pattern).length;
  if (length > MAX_EVENT_PATTERN_LENGTH) {
    throw new InvalidEventPatternError(
      `Event pattern is ${length} characters long; the limit is ${MAX_EVENT_PATTERN_LENGTH}`,
    );
  }
}

/** An array offers each of its elements (nested arrays included), as EventBridge flattens them. */
const elements = (value: unknown): unknown[] => (Array.isArray(value) ? value.flatMap(elements) : [value]);

const matchesFields = (pattern: Pattern, event: unknown): boolean =>
  Object.entries(pattern).every(([field, expected]) => {
    const candidates = elements(isObject(event) ? event[field] : undefined);
    return Array.isArray(expected)
      ? candidates.some((value) => isExact(value) && expected.includes(value))
      : // A nested pattern must hold within one element, never with values taken from two.
        candidates.some((value) => matchesFields(expected as Pattern, value));
  });

/** Whether `event` matches `pattern`; throws InvalidEventPatternError on a pattern assertValidEventPattern refuses. */
export function testEventPattern(pattern: unknown, event: unknown): boolean {
  checkFields(pattern, '');
  return matchesFields(pattern as Pattern, event);
}
