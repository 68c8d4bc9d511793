/**
 * Amazon EventBridge event-pattern matching, with the semantics of the `TestEventPattern` API.
 *
 * EventBridge evaluates patterns with AWS's Event Ruler, and this file mirrors its model rather than the
 * intuitive "walk both JSON trees" one, because the two differ at the edges:
 *
 * - Both the pattern and the event are flattened into dot-joined paths, so `{"a.b": [..]}` and
 *   `{"a": {"b": [..]}}` are the same pattern, and an event key containing a dot is indistinguishable
 *   from nesting.
 * - Only leaves (strings, numbers, booleans, null) exist. An object-valued or empty-array field has no
 *   value at all, which is why `exists` only "works on leaf nodes".
 * - Every array element is offered separately (a field matches if any element does), but the fields
 *   matched for one rule must be array-consistent: two values taken from different elements of the same
 *   event array never satisfy one rule together.
 * - `$or` is expanded into alternative flat rules up front; the pattern matches if any of them does.
 *
 * The pattern is validated and compiled once into that form, then matched against the flattened event.
 */
import { MAX_WILDCARD_COMPLEXITY, type WildcardTerm, wildcardComplexity } from './wildcard-complexity';

export class InvalidEventPatternError extends Error {
  override name = 'InvalidEventPatternError';
}

/**
 * EventBridge's default quota on a rule's event pattern, in characters (raisable to 4096 on request).
 * TestEventPattern does not apply it, so testEventPattern does not either; PutRule (a deploy) does.
 */
export const MAX_EVENT_PATTERN_LENGTH = 2048;

/**
 * Throws InvalidEventPatternError when a rule with this pattern would not deploy: an invalid pattern (as
 * EventBridge raises InvalidEventPatternException) or one over the pattern-size quota.
 */
export function assertValidEventPattern(eventPattern: unknown, options: { maxLength?: number } = {}): void {
  compilePattern(eventPattern);
  const maxLength = options.maxLength ?? MAX_EVENT_PATTERN_LENGTH;
  const text = typeof eventPattern === 'string' ? eventPattern : JSON.stringify(eventPattern);
  if (text.length > maxLength) {
    invalid(`Event pattern is ${text.length} characters long; the limit is ${maxLength}`);
  }
}

/** true/false like TestEventPattern; throws InvalidEventPatternError on an invalid pattern. */
export function testEventPattern(eventPattern: unknown, event: unknown): boolean {
  const rules = compilePattern(eventPattern);
  const fields = flattenEvent(parseEvent(event));
  return rules.some((rule) => matchesRule(rule, fields));
}

/**
 * For a caller that tests many events against the same patterns (the stream poller, every record
 * against every consumer's filter): the patterns compiled once, up front (throwing
 * InvalidEventPatternError as testEventPattern does), and each event flattened once for all of them.
 * Answers, per pattern in order, whether the event matches: the same as testEventPattern's.
 */
export function eventPatternsMatcher(eventPatterns: readonly unknown[]): (event: unknown) => boolean[] {
  const compiled = eventPatterns.map(compilePattern);
  return (event) => {
    const fields = flattenEvent(parseEvent(event));
    return compiled.map((rules) => rules.some((rule) => matchesRule(rule, fields)));
  };
}

// ---------------------------------------------------------------------------------------------------
// Compiled form
// ---------------------------------------------------------------------------------------------------

type Leaf = string | number | boolean | null;
type ValueMatcher = (value: Leaf) => boolean;

/** `{"exists": false}` is not a test of a value: it is satisfied by the absence of one. */
const MUST_NOT_EXIST = Symbol('exists:false');
type Condition = ValueMatcher | typeof MUST_NOT_EXIST;

interface FieldConstraint {
  readonly path: string;
  /** The values as written, for the wildcard-complexity check (equal identities are one value to Ruler). */
  readonly terms: readonly ConstraintTerm[];
  /** Alternatives: the field matches if any matcher accepts one of its values... */
  readonly matchers: readonly ValueMatcher[];
  /** ...or, when the pattern listed `{"exists": false}`, if the field has no value at all. */
  readonly matchesAbsence: boolean;
}

interface ConstraintTerm extends WildcardTerm {
  /** `{"exists": false}`: Ruler does not follow it when rating complexity. */
  readonly absent: boolean;
}

/** One `$or`-free alternative: every constraint must hold. Sorted by path, as Event Ruler evaluates them. */
type FlatRule = readonly FieldConstraint[];

// ---------------------------------------------------------------------------------------------------
// Validation + compilation
// ---------------------------------------------------------------------------------------------------

/** Event Ruler refuses these as field names inside `$or`, so `{"$or": [{"prefix": [..]}, ..]}` is an error. */
const RESERVED_IN_OR = new Set([
  'exactly',
  'equals-ignore-case',
  'prefix',
  'suffix',
  'anything-but',
  'exists',
  'wildcard',
  'numeric',
  'cidr',
  '=',
  '<',
  '<=',
  '>',
  '>=',
  'regex',
  'not-wildcard',
  'not-equals-ignore-case',
  'date-after',
  'date-on-or-after',
  'date-before',
  'date-on-or-before',
  'in-date-range',
  'ip-address-in-range',
  'ip-address-not-in-range',
]);

function invalid(reason: string): never {
  throw new InvalidEventPatternError(`Event pattern is not valid. Reason: ${reason}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function compilePattern(eventPattern: unknown): FlatRule[] {
  let pattern = eventPattern;
  if (typeof pattern === 'string') {
    try {
      pattern = JSON.parse(pattern);
    } catch (error) {
      invalid(error instanceof Error ? error.message : String(error));
    }
  }
  if (!isObject(pattern)) invalid('Filter is not an object');

  const rules: Map<string, FieldConstraint>[] = [];
  compileObject(rules, [], pattern, false);
  const flatRules = rules.map((rule) =>
    [...rule.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  );
  assertWildcardsNotTooComplex(flatRules);
  return flatRules;
}

/**
 * Event Ruler keeps one byte machine per field at each point of the rule tree: alternatives that share
 * their earlier fields' values share the later fields' machines. The tree is rebuilt here (fields in
 * path order, equal values leading to the same next point) and each machine's wildcards are rated.
 */
function assertWildcardsNotTooComplex(rules: readonly FlatRule[]): void {
  if (
    !rules.some((rule) => rule.some((constraint) => constraint.terms.some((t) => t.wildcards.length > 0)))
  ) {
    return;
  }
  interface Point {
    readonly fields: Map<string, Machine>;
  }
  interface Machine {
    readonly terms: ConstraintTerm[];
    readonly next: Map<string, Point>;
    /** Points reached by a present value; Ruler rates only those. */
    readonly followed: Set<Point>;
  }
  const root: Point = { fields: new Map() };
  for (const rule of rules) {
    let points = new Set([root]);
    for (const constraint of rule) {
      const nextPoints = new Set<Point>();
      for (const point of points) {
        const machine: Machine = point.fields.get(constraint.path) ?? {
          terms: [],
          next: new Map(),
          followed: new Set(),
        };
        point.fields.set(constraint.path, machine);
        let shared: Point | undefined;
        for (const term of constraint.terms) {
          machine.terms.push(term);
          const existing = machine.next.get(term.identity);
          if (existing) shared = existing;
          shared ??= { fields: new Map() };
          if (!existing) machine.next.set(term.identity, shared);
          nextPoints.add(shared);
          if (!term.absent) machine.followed.add(shared);
        }
      }
      points = nextPoints;
    }
  }
  const visited = new Set<Point>();
  const pending = [root];
  while (pending.length > 0) {
    const point = pending.pop() as Point;
    if (visited.has(point)) continue;
    visited.add(point);
    for (const machine of point.fields.values()) {
      if (wildcardComplexity(machine.terms) > MAX_WILDCARD_COMPLEXITY) {
        invalid(
          'Rule is too complex - try using fewer wildcard characters or fewer repeating character sequences after a wildcard character',
        );
      }
      pending.push(...machine.followed);
    }
  }
}

/**
 * Adds the object's constraints to every rule built so far. Keys are walked in document order because a
 * later write to the same path replaces the earlier one (Event Ruler's behaviour, e.g. for a path given both
 * outside and inside a `$or` branch).
 */
function compileObject(
  rules: Map<string, FieldConstraint>[],
  path: readonly string[],
  object: Record<string, unknown>,
  insideOr: boolean,
): void {
  const entries = Object.entries(object);
  if (entries.length === 0) invalid('Empty objects are not allowed');
  for (const [key, value] of entries) {
    if (key === '$or') {
      compileOr(rules, path, value);
      continue;
    }
    if (insideOr && RESERVED_IN_OR.has(key)) {
      invalid(`${key} is Ruler reserved fieldName which cannot be used inside $or.`);
    }
    if (isObject(value)) {
      compileObject(rules, [...path, key], value, insideOr);
    } else if (Array.isArray(value)) {
      const constraint = compileValueList([...path, key].join('.'), value);
      if (rules.length === 0) rules.push(new Map());
      for (const rule of rules) rule.set(constraint.path, constraint);
    } else {
      invalid(`"${key}" must be an object or an array`);
    }
  }
}

/** Each branch forks a copy of the rules built so far; the branches' results replace them. */
function compileOr(rules: Map<string, FieldConstraint>[], path: readonly string[], branches: unknown): void {
  if (!Array.isArray(branches)) invalid('It must be an Array followed with $or.');
  const before = rules.splice(0);
  for (const branch of branches) {
    if (!isObject(branch)) invalid('Only JSON object is allowed in array of $or relationship.');
    const forked =
      before.length > 0 ? before.map((rule) => new Map(rule)) : [new Map<string, FieldConstraint>()];
    compileObject(forked, path, branch, true);
    rules.push(...forked);
  }
  if (branches.length < 2) invalid('There must have at least 2 Objects in $or relationship.');
}

function compileValueList(path: string, values: readonly unknown[]): FieldConstraint {
  if (values.length === 0) invalid('Empty arrays are not allowed');
  const conditions = values.map((value): Condition => {
    if (typeof value === 'string') return exactString(value);
    if (typeof value === 'number') return exactNumber(value);
    if (typeof value === 'boolean' || value === null) return (candidate) => candidate === value;
    if (isObject(value)) return compileMatchExpression(value);
    return invalid('Match value must be String, number, true, false, or null');
  });
  return {
    path,
    terms: values.map(describeTerm),
    matchers: conditions.filter((condition): condition is ValueMatcher => condition !== MUST_NOT_EXIST),
    matchesAbsence: conditions.includes(MUST_NOT_EXIST),
  };
}

/** A (valid) value as the complexity check sees it: its wildcard texts, if any. */
function describeTerm(value: unknown): ConstraintTerm {
  const identity = JSON.stringify(value);
  if (!isObject(value)) return { identity, wildcards: [], absent: false };
  if (typeof value.wildcard === 'string') return { identity, wildcards: [value.wildcard], absent: false };
  const excluded = value['anything-but'];
  if (isObject(excluded) && excluded.wildcard !== undefined) {
    const texts = Array.isArray(excluded.wildcard) ? excluded.wildcard : [excluded.wildcard];
    return { identity, wildcards: [...new Set(texts as string[])], absent: false };
  }
  return { identity, wildcards: [], absent: value.exists === false };
}

const OPERATORS = new Map<string, (operand: unknown) => Condition>([
  ['prefix', (operand) => compileAffix('prefix', operand)],
  ['suffix', (operand) => compileAffix('suffix', operand)],
  ['equals-ignore-case', compileEqualsIgnoreCase],
  ['anything-but', compileAnythingBut],
  ['numeric', compileNumeric],
  ['exists', compileExists],
  ['cidr', compileCidr],
  ['wildcard', compileWildcard],
  // Event Ruler also knows `exactly`, but EventBridge does not document it: refused here (as unknown)
  // so that a rule relying on it fails loudly at start-up instead of behaving differently in AWS.
]);

function compileMatchExpression(expression: Record<string, unknown>): Condition {
  const [operator, ...others] = Object.keys(expression);
  if (operator === undefined) invalid('Match expression name not found');
  const compile = OPERATORS.get(operator);
  if (!compile) invalid(`Unrecognized match type ${operator}`);
  const condition = compile(expression[operator]);
  if (others.length > 0) invalid('Only one key allowed in match expression');
  return condition;
}

function compileExists(operand: unknown): Condition {
  if (typeof operand !== 'boolean') invalid('exists match pattern must be either true or false.');
  // Any leaf counts as existing, including null: only missing, object-valued or empty-array fields do not.
  return operand ? () => true : MUST_NOT_EXIST;
}

// --- strings ---

function exactString(expected: string): ValueMatcher {
  // Event Ruler turns a plain value that parses as an IP address into an address match, so "10.0.0.1" and
  // "2001:db8::1" also match other spellings of the same address (e.g. the fully expanded IPv6 form).
  const address = ipToHex(expected);
  if (address === undefined) return (value) => value === expected;
  return (value) => typeof value === 'string' && ipToHex(value) === address;
}

/** `prefix`/`suffix` take a string (empty allowed: it matches any string) or `{"equals-ignore-case": string}`. */
function compileAffix(operator: 'prefix' | 'suffix', operand: unknown): ValueMatcher {
  if (isObject(operand)) {
    const [inner, ...others] = Object.keys(operand);
    const title = operator === 'prefix' ? 'Prefix' : 'Suffix';
    if (inner === undefined) invalid(`${title} expression name not found`);
    if (inner !== 'equals-ignore-case') invalid(`Unsupported ${operator} pattern: ${inner}`);
    const text = operand[inner];
    if (typeof text !== 'string') invalid('equals-ignore-case match pattern must be a string');
    if (others.length > 0) invalid('Only one key allowed in match expression');
    return regexMatcher(operator === 'prefix' ? `^${ignoreCaseSource(text)}` : `${ignoreCaseSource(text)}$`);
  }
  if (typeof operand !== 'string') invalid(`${operator} match pattern must be a string`);
  return operator === 'prefix'
    ? (value) => typeof value === 'string' && value.startsWith(operand)
    : (value) => typeof value === 'string' && value.endsWith(operand);
}

function compileEqualsIgnoreCase(operand: unknown): ValueMatcher {
  if (typeof operand !== 'string') invalid('equals-ignore-case match pattern must be a string');
  return regexMatcher(`^${ignoreCaseSource(operand)}$`);
}

/**
 * Event Ruler folds case per character of the pattern (each may appear in its lower- or upper-case form)
 * rather than lower-casing both sides, which differs for characters such as "ß" whose upper case is "SS".
 */
function ignoreCaseSource(text: string): string {
  let source = '';
  for (const character of text) {
    const forms = new Set([character.toLowerCase(), character.toUpperCase()]);
    source += `(?:${[...forms].map((form) => form.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('|')})`;
  }
  return source;
}

function regexMatcher(source: string): ValueMatcher {
  const regex = new RegExp(source);
  return (value) => typeof value === 'string' && regex.test(value);
}

// --- wildcard ---

/**
 * Splits a wildcard into the literal runs between its `*`s. Only `\*` and `\\` are valid escapes, and two
 * consecutive unescaped `*` are refused (EventBridge: "Consecutive wildcard characters").
 */
function parseWildcard(text: string): string[] {
  const literals: string[] = [];
  let literal = '';
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (character === '*') {
      if (text.charAt(index + 1) === '*') invalid(`Consecutive wildcard characters at pos ${index + 1}`);
      literals.push(literal);
      literal = '';
    } else if (character === '\\') {
      const escaped = text.charAt(index + 1);
      if (escaped !== '*' && escaped !== '\\') invalid(`Invalid escape character at pos ${index + 1}`);
      literal += escaped;
      index++;
    } else {
      literal += character;
    }
  }
  literals.push(literal);
  return literals;
}

/** Glob matching without a regex, so a long non-matching value cannot cause catastrophic backtracking. */
function wildcardMatches(literals: readonly string[], value: string): boolean {
  const first = literals[0] ?? '';
  if (literals.length === 1) return value === first;
  const last = literals[literals.length - 1] ?? '';
  const end = value.length - last.length;
  if (end < first.length || !value.startsWith(first) || !value.endsWith(last)) return false;
  let position = first.length;
  for (const literal of literals.slice(1, -1)) {
    const found = value.indexOf(literal, position);
    if (found < 0 || found + literal.length > end) return false;
    position = found + literal.length;
  }
  return true;
}

function compileWildcard(operand: unknown): ValueMatcher {
  if (typeof operand !== 'string') invalid('wildcard match pattern must be a string');
  const literals = parseWildcard(operand);
  return (value) => typeof value === 'string' && wildcardMatches(literals, value);
}

// --- anything-but ---

const ANYTHING_BUT_OPERATORS = new Set(['equals-ignore-case', 'prefix', 'suffix', 'wildcard']);

/**
 * Matches any present value that is not excluded, whatever its type: null, numbers and booleans all pass
 * `{"anything-but": "x"}` or `{"anything-but": {"prefix": "x"}}`. A missing field never matches.
 */
function compileAnythingBut(operand: unknown): ValueMatcher {
  const excluded = isObject(operand)
    ? compileAnythingButOperator(operand)
    : compileAnythingButValues(operand);
  return (value) => !excluded(value);
}

/** `{"anything-but": "x" | 5 | ["x", "y"] | [1, 2]}`: strings or numbers, never mixed. */
function compileAnythingButValues(operand: unknown): ValueMatcher {
  if (!Array.isArray(operand) && typeof operand !== 'string' && typeof operand !== 'number') {
    invalid('Value of anything-but must be an array or single string/number value.');
  }
  const values: unknown[] = Array.isArray(operand) ? operand : [operand];
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) {
    invalid('Inside anything but list, start|null|boolean is not supported.');
  }
  const numbers = values.filter((value): value is number => typeof value === 'number');
  if (values.length === 0 || (numbers.length > 0 && numbers.length < values.length)) {
    invalid('Inside anything but list, either all values are number or string, mixed type is not supported');
  }
  if (numbers.length === 0) {
    const strings = new Set(values);
    return (value) => typeof value === 'string' && strings.has(value);
  }
  const excluded = new Set<number | undefined>(numbers.map((n) => comparableOrInvalid(n)));
  return (value) => typeof value === 'number' && excluded.has(comparable(value));
}

/** `{"anything-but": {"prefix" | "suffix" | "equals-ignore-case" | "wildcard": string | string[]}}`. */
function compileAnythingButOperator(operand: Record<string, unknown>): ValueMatcher {
  const [operator, ...others] = Object.keys(operand);
  if (operator === undefined) invalid('Anything-But expression name not found');
  if (!ANYTHING_BUT_OPERATORS.has(operator)) invalid(`Unsupported anything-but pattern: ${operator}`);
  const inner = operand[operator];
  // Unlike plain prefix/suffix, a nested object such as {"suffix": {"equals-ignore-case": ..}} is refused.
  if (!Array.isArray(inner) && typeof inner !== 'string' && typeof inner !== 'number') {
    invalid('Value of anything-but must be an array or single string/number value.');
  }
  const values: unknown[] = Array.isArray(inner) ? inner : [inner];
  // Event Ruler accepts an empty list here and then fails when evaluating it, so there is no behaviour to
  // copy; refusing it beats inverting "exclude nothing" into a rule that matches every event.
  if (values.length === 0) invalid('Empty arrays are not allowed');
  const strings = values.map((value) => {
    if (typeof value === 'string') return value;
    if (operator === 'equals-ignore-case') {
      return invalid(
        'Inside anything-but/equals-ignore-case list, number|start|null|boolean is not supported.',
      );
    }
    return invalid(
      `${operator === 'wildcard' ? 'wildcard' : 'prefix/suffix'} match pattern must be a string`,
    );
  });
  if (others.length > 0) invalid('Only one key allowed in match expression');

  let matchers: ValueMatcher[];
  if (operator === 'equals-ignore-case') {
    matchers = strings.map(compileEqualsIgnoreCase);
  } else if (operator === 'wildcard') {
    matchers = strings.map(compileWildcard);
  } else {
    // An empty prefix/suffix is fine on its own but not under anything-but, where it would exclude every string.
    if (strings.includes('')) invalid('Null prefix/suffix not allowed');
    matchers = strings.map((text) => compileAffix(operator as 'prefix' | 'suffix', text));
  }
  return (value) => matchers.some((matcher) => matcher(value));
}

// --- numbers ---

/**
 * EventBridge compares numbers as "comparable numbers": only values in [-5e9, 5e9] take part, at six
 * decimal digits of precision (the same double arithmetic as Event Ruler's ComparableNumber), so e.g.
 * 3.018e2 equals 301.8 and 1.0000001 equals 1.
 */
const FIVE_BILLION = 5e9;

function comparable(value: number): number | undefined {
  if (!(value >= -FIVE_BILLION && value <= FIVE_BILLION)) return undefined;
  return Math.trunc(1e6 * (FIVE_BILLION + value));
}

function comparableOrInvalid(value: number): number {
  return (
    comparable(value) ?? invalid(`Value must be between ${-FIVE_BILLION} and ${FIVE_BILLION}, inclusive`)
  );
}

/**
 * A plain number matches numerically (so 300 matches 300.0 and 3e2), but never a string such as "300".
 * Numbers outside the comparable range (an AWS account id, say) still match exactly.
 */
function exactNumber(expected: number): ValueMatcher {
  const key = comparable(expected);
  return (value) =>
    typeof value === 'number' && (value === expected || (key !== undefined && comparable(value) === key));
}

const NUMERIC_NAMES: Record<string, string> = { '=': 'equals', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

/**
 * `numeric` is a small grammar, not a list of pairs: `["=", n]`, `["<" | "<=", n]`, or `[">" | ">=", n]`
 * optionally followed by `"<" | "<=", m` with n < m. So `["<", 5, ">", 0]` is invalid.
 */
function compileNumeric(operand: unknown): ValueMatcher {
  if (!Array.isArray(operand)) invalid('Value of numeric must be an array.');
  const [operator, bound, upperOperator, upperBound] = operand as unknown[];
  if (typeof operator !== 'string')
    invalid(`Invalid member in numeric match: ${JSON.stringify(operator) ?? ']'}`);
  const name = NUMERIC_NAMES[operator];
  if (name === undefined) invalid(`Unrecognized numeric range operator: ${operator}`);
  if (typeof bound !== 'number') invalid(`Value of ${name} must be numeric`);
  const key = comparableOrInvalid(bound);

  let lower: ((n: number) => boolean) | undefined;
  let upper: ((n: number) => boolean) | undefined;
  if (operator === '=') lower = (n) => n === key;
  if (operator === '>') lower = (n) => n > key;
  if (operator === '>=') lower = (n) => n >= key;
  if (operator === '<') upper = (n) => n < key;
  if (operator === '<=') upper = (n) => n <= key;

  if (operand.length > 2) {
    if (operator === '=' || upper) invalid('Too many elements in numeric expression');
    if (typeof upperOperator !== 'string')
      invalid(`Bad value in numeric range: ${JSON.stringify(upperOperator)}`);
    if (upperOperator !== '<' && upperOperator !== '<=')
      invalid(`Bad numeric range operator: ${upperOperator}`);
    if (typeof upperBound !== 'number') invalid(`Value of ${upperOperator} must be numeric`);
    if (operand.length > 4) invalid('Too many terms in numeric range expression');
    const upperKey = comparableOrInvalid(upperBound);
    if (key >= upperKey) invalid('Bottom must be less than top');
    upper = upperOperator === '<' ? (n) => n < upperKey : (n) => n <= upperKey;
  }

  const checks = [lower, upper].filter((check): check is (n: number) => boolean => check !== undefined);
  return (value) => {
    // Only JSON numbers match: the string "300" is not numeric to EventBridge.
    const n = typeof value === 'number' ? comparable(value) : undefined;
    return n !== undefined && checks.every((check) => check(n));
  };
}

// --- IP addresses ---

const IPV4_SHAPE = /^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$/;
const IPV6_SHAPE = /^[0-9a-fA-F:]*:[0-9a-fA-F:]*$/;

/** Address bytes, or undefined when the text is not an IPv4/IPv6 literal (no zone ids, no dotted IPv6 tails). */
function parseIp(text: string): number[] | undefined {
  if (IPV4_SHAPE.test(text)) {
    // Octets are read as decimal even with leading zeros ("010" is 10), as Java's InetAddress does.
    const octets = text.split('.').map(Number);
    return octets.every((octet) => octet <= 255) ? octets : undefined;
  }
  if (!IPV6_SHAPE.test(text)) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [head = [], tail = []] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const explicit = head.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return undefined;
  const groups = [...head, ...Array<string>(8 - explicit).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return undefined;
  const bytes = groups.flatMap((group) => {
    const word = Number.parseInt(group, 16);
    return [word >> 8, word & 0xff];
  });
  // Java (and so EventBridge) reads an IPv4-mapped IPv6 address (::ffff:a00:1) as the IPv4 address.
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

function toHex(bytes: readonly number[]): string {
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function ipToHex(text: string): string | undefined {
  const bytes = parseIp(text);
  return bytes && toHex(bytes);
}

function compileCidr(operand: unknown): ValueMatcher {
  // The message names the wrong operator, as EventBridge's does.
  if (typeof operand !== 'string') invalid('prefix match pattern must be a string');
  const parts = operand.split('/');
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop(); // Java's split drops trailing ""
  const [address = '', mask = ''] = parts;
  if (parts.length !== 2) invalid("Malformed CIDR, one '/' required");
  // The mask must parse as a Java int (a sign is allowed, so "+24" and "-0" are fine).
  const bits = Number(mask);
  if (!/^[+-]?[0-9]+$/.test(mask) || bits < -(2 ** 31) || bits > 2 ** 31 - 1) {
    invalid('Malformed CIDR, mask bits must be an integer');
  }
  if (bits < 0) invalid('Malformed CIDR, mask bits must not be negative');
  if (!IPV4_SHAPE.test(address) && !IPV6_SHAPE.test(address)) invalid(`Nonstandard IP address: ${address}`);
  const bytes = parseIp(address) ?? invalid(`Invalid IP address: ${address}`);
  // Event Ruler refuses a full-length mask (/32, /128); a single address is matched with a plain value.
  if (bytes.length === 4 && bits > 31) invalid('IPv4 mask bits must be < 32');
  if (bytes.length === 16 && bits > 127) invalid('IPv6 mask bits must be < 128');

  // Per byte, the host bits (those right of the mask) are free: the range runs from all-0 to all-1 there.
  const hostMask = (i: number) => 0xff >> Math.min(8, Math.max(0, bits - 8 * i));
  const lowest = toHex(bytes.map((byte, i) => byte & ~hostMask(i) & 0xff));
  const highest = toHex(bytes.map((byte, i) => byte | hostMask(i)));
  return (value) => {
    const hex = typeof value === 'string' ? ipToHex(value) : undefined;
    return hex !== undefined && hex.length === lowest.length && hex >= lowest && hex <= highest;
  };
}

// ---------------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------------

/** Which element of which event array a value came from: array id -> element index. */
type Membership = ReadonlyMap<number, number>;

interface EventField {
  readonly value: Leaf;
  readonly membership: Membership;
}

const NO_ARRAYS: Membership = new Map();

function parseEvent(event: unknown): Record<string, unknown> {
  let parsed = event;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      throw new TypeError('Event is not valid JSON');
    }
  }
  if (!isObject(parsed)) throw new TypeError('Event must be a JSON object');
  return parsed;
}

function isLeaf(value: unknown): value is Leaf {
  return typeof value === 'string' || typeof value === 'boolean' || value === null || Number.isFinite(value);
}

/** Every leaf of the event by dot-joined path; array elements become several values of the same path. */
function flattenEvent(event: Record<string, unknown>): Map<string, EventField[]> {
  const fields = new Map<string, EventField[]>();
  let arrays = 0;
  const visit = (node: unknown, path: string, membership: Membership): void => {
    if (Array.isArray(node)) {
      const id = arrays++;
      node.forEach((element, index) => {
        visit(element, path, new Map(membership).set(id, index));
      });
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) visit(child, `${path}.${key}`, membership);
    } else if (isLeaf(node)) {
      const values = fields.get(path) ?? [];
      values.push({ value: node, membership });
      fields.set(path, values);
    }
  };
  for (const [key, child] of Object.entries(event)) visit(child, key, NO_ARRAYS);
  return fields;
}

/** The combined membership, or undefined when the two values come from different elements of one array. */
function combine(a: Membership, b: Membership): Membership | undefined {
  for (const [id, index] of b) {
    const other = a.get(id);
    if (other !== undefined && other !== index) return undefined;
  }
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  return new Map([...a, ...b]);
}

/**
 * Backtracking over the rule's constraints in path order, carrying the array membership of the values
 * chosen so far. `exists: false` holds when no value of the path is compatible with that membership, so
 * (as in Event Ruler) its outcome can depend on the constraints sorted before it.
 */
function matchesRule(
  rule: FlatRule,
  fields: ReadonlyMap<string, readonly EventField[]>,
  from = 0,
  membership = NO_ARRAYS,
): boolean {
  const constraint = rule[from];
  if (constraint === undefined) return true;
  const candidates = fields.get(constraint.path) ?? [];
  if (
    constraint.matchesAbsence &&
    candidates.every((field) => combine(membership, field.membership) === undefined) &&
    matchesRule(rule, fields, from + 1, membership)
  ) {
    return true;
  }
  return candidates.some((field) => {
    const combined = combine(membership, field.membership);
    return (
      combined !== undefined &&
      constraint.matchers.some((matcher) => matcher(field.value)) &&
      matchesRule(rule, fields, from + 1, combined)
    );
  });
}
