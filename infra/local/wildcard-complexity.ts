/**
 * EventBridge refuses a rule whose wildcards make matching too expensive: "Rule is too complex - try using
 * fewer wildcard characters or fewer repeating character sequences after a wildcard character".
 *
 * EventBridge matches with AWS's Event Ruler. Ruler compiles the values a rule gives one field into a byte
 * automaton (values quoted, in UTF-8; literal prefixes shared up to and including the first `*`, each value
 * its own path after it) and rates it with MachineComplexityEvaluator: the most wildcard-pattern prefixes
 * one worst-case value can be inside at once. This module rebuilds that automaton for the `wildcard` and
 * `anything-but: {wildcard}` values of one field and explores every set of states a value can reach.
 * Ruler's own reference figures (its MachineComplexityEvaluatorTest) are reproduced in the unit tests.
 *
 * AWS does not publish the threshold. 10 agrees with the service's answers on record: four
 * `*\/datasync/*.<ext>` values on one field are refused (over 10 here), two are accepted (8), and so are
 * four `*.<ext>` values (8).
 */
export const MAX_WILDCARD_COMPLEXITY = 10;

/** One value of a field: its identity (equal values share an end state) and its wildcard texts. */
export interface WildcardTerm {
  readonly identity: string;
  /** Usually one; `anything-but: {wildcard: [..]}` is one value with several texts. */
  readonly wildcards: readonly string[];
}

const ANY_BYTE = -1;
/** Stands for every byte that no pattern names (they all lead to the same states). */
const OTHER_BYTE = -2;

interface State {
  readonly id: number;
  /** byte -> states it leads to (several once paths after a wildcard meet). */
  readonly literal: Map<number, State[]>;
  /** Wildcard states reachable on any byte (a wildcard state lists itself: it loops). */
  readonly any: State[];
  /** Identities of the values whose path runs through this state. */
  readonly weight: Set<string>;
  /** Shared literal prefix: byte -> the one next state (before any wildcard only). */
  readonly prefix: Map<number, State>;
  star?: State;
}

/** A wildcard text as Ruler stores it; `quoted` false gives Ruler's raw test form. */
const tokensOf = (text: string, quoted: boolean): number[] => {
  const bytes = Buffer.from(text, 'utf8');
  const tokens: number[] = quoted ? [0x22] : [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x2a) tokens.push(ANY_BYTE);
    else if (byte === 0x5c)
      tokens.push(bytes[++i] as number); // \* and \\ (others were refused before)
    else tokens.push(byte);
  }
  if (quoted) tokens.push(0x22);
  return tokens;
};

const addUnique = <T>(list: T[], item: T) => {
  if (!list.includes(item)) list.push(item);
};

/**
 * The complexity of one field's wildcard values, or `cap` once it reaches that (exploring stops there).
 * `quoted: false` evaluates the texts as given, as Ruler's unit tests do; rules always quote.
 */
export const wildcardComplexity = (
  terms: readonly WildcardTerm[],
  options: { cap?: number; quoted?: boolean } = {},
): number => {
  const cap = options.cap ?? MAX_WILDCARD_COMPLEXITY + 1;
  let count = 0;
  const newState = (): State => ({
    id: count++,
    literal: new Map(),
    any: [],
    weight: new Set(),
    prefix: new Map(),
  });
  const root = newState();
  const ends = new Map<string, State>();
  const alphabet = new Set<number>();
  const link = (from: State, byte: number, to: State) => {
    const targets = from.literal.get(byte) ?? [];
    addUnique(targets, to);
    from.literal.set(byte, targets);
    alphabet.add(byte);
  };

  for (const term of terms) {
    for (const text of term.wildcards) {
      const tokens = tokensOf(text, options.quoted ?? true);
      let current = root;
      let beforeStar = root;
      let sharedPrefix = true;
      tokens.forEach((token, index) => {
        let next: State;
        if (index === tokens.length - 1) {
          next = ends.get(term.identity) ?? newState();
          ends.set(term.identity, next);
        } else if (token === ANY_BYTE && sharedPrefix) {
          next = current.star ?? newState();
          current.star = next;
        } else if (sharedPrefix) {
          next = current.prefix.get(token) ?? newState();
          current.prefix.set(token, next);
        } else {
          next = newState();
        }
        if (token === ANY_BYTE) {
          addUnique(current.any, next);
          addUnique(next.any, next);
          beforeStar = current;
          sharedPrefix = false;
        } else {
          link(current, token, next);
          // A wildcard may match nothing: the byte after it is also reachable from the state before it.
          if (tokens[index - 1] === ANY_BYTE) link(beforeStar, token, next);
        }
        next.weight.add(term.identity);
        current = next;
      });
    }
  }
  if (count === 1) return 0;

  const symbols = [...alphabet, OTHER_BYTE];
  const seen = new Set<string>();
  const pending: State[][] = [[root]];
  let highest = 0;
  while (pending.length > 0) {
    const active = pending.pop() as State[];
    for (const symbol of symbols) {
      const reached = new Set<State>();
      for (const state of active) {
        for (const target of state.any) reached.add(target);
        for (const target of state.literal.get(symbol) ?? []) reached.add(target);
      }
      if (reached.size === 0) continue;
      // Each state counts the values running through it, plus those of the wildcard it can enter next.
      let complexity = 0;
      for (const state of reached) {
        complexity += state.weight.size;
        for (const star of state.any) if (!reached.has(star)) complexity += star.weight.size;
      }
      highest = Math.max(highest, complexity);
      if (highest >= cap) return cap;
      const key = [...reached]
        .map((state) => state.id)
        .sort((a, b) => a - b)
        .join(',');
      if (!seen.has(key)) {
        seen.add(key);
        pending.push([...reached]);
      }
    }
  }
  return highest;
};
