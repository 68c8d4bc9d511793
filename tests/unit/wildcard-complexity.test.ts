/**
 * The wildcard-complexity rating reproduces Event Ruler's own reference figures
 * (MachineComplexityEvaluatorTest in aws/event-ruler, texts unquoted there), so the threshold applied by
 * the pattern matcher measures what EventBridge measures.
 */
import { describe, expect, it } from 'vitest';
import { wildcardComplexity } from '../../infra/local/wildcard-complexity';

/** Ruler treats equal patterns as one; a nested array is one anything-but value with several texts. */
const rate = (...patterns: (string | string[])[]) =>
  wildcardComplexity(
    patterns.map((pattern) => ({
      identity: JSON.stringify(pattern),
      wildcards: Array.isArray(pattern) ? pattern : [pattern],
    })),
    { quoted: false, cap: 1000 },
  );

describe('wildcardComplexity (Event Ruler MachineComplexityEvaluator figures)', () => {
  it.each([
    [1, ['*']],
    [1, ['abc']],
    [2, ['*ab']],
    [3, ['*aa']],
    [2, ['a*b']],
    [2, ['aa*']],
    [3, ['a*bb']],
    [4, ['a*bbb']],
    [3, ['a*bcb']],
    [4, ['*ab*ad']],
    [3, ['*ab*d']],
    [4, ['*aba*']],
    [5, ['a*b*bb']],
    [3, ['a*b*cd']],
    [4, ['a*bb*']],
    [3, ['ab*b*']],
    [7, ['*ab*b*b*']],
    [17, ['*a*a*a*a*a*a*a*a*']],
    [3, ['ab*c', 'x*xx']],
    [4, ['*abc', '*abcde']],
    [4, ['a*bcd', 'ab*cd']],
    [4, ['a*bc', 'a*bcde']],
    [7, ['a*aaa', 'aa*aa']],
    [6, ['a*aaa', 'aaa*a']],
    [5, ['a*aa', 'aaa*']],
    [3, ['abc*', 'abcde*']],
    [6, ['ab*cd', 'ab*wx', 'ab*yz']],
    [2, ['ab*c', 'ab*c']],
    [10, ['F*eatureFeature', 'Fe*atureFeature', 'Fea*tureFeature']],
  ])('%i for %j', (expected, patterns) => {
    expect(rate(...patterns)).toBe(expected);
  });

  it('counts an anything-but wildcard set as one pattern (6, not 7)', () => {
    expect(rate(['a*aaa', 'aa*aa'])).toBe(6);
  });

  it("rates Ruler's 'Quamina exploder' set at 45", () => {
    const words =
      'aahed* aal*ii aargh* aarti* a*baca *abaci a*back ab*acs abaf*t *abaka ab*amp a*band *abase abash* ' +
      'abas*k ab*ate aba*ya abbas* abbed* ab*bes abbey* *abbot ab*cee abea*m abe*ar a*bele a*bers abet*s ' +
      '*abhor abi*de a*bies *abled';
    expect(rate(...words.split(' '))).toBe(45);
  });

  it('stops counting at the cap, so a huge pattern is rated quickly', () => {
    const huge = 'F*e*a*t*u*r*e*'.repeat(2000);
    const started = Date.now();
    expect(wildcardComplexity([{ identity: 'x', wildcards: [huge] }], { cap: 100 })).toBe(100);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
