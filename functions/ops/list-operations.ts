/**
 * Issue 36: the console's Operations screen in one call: the newest dead letters grouped by the rule
 * they failed in (with the rule's own description and how many wait), and the outbox's backlog. One
 * Query of the dead letters' partition and one bounded Query per outbox index shard.
 */
import type { DeadLetterView } from '../../contracts/ops';
import { rules } from '../../events/rules';
import { outboxBacklog } from '../shared/outbox/outbox-event';
import { type DeadLetter, listDeadLetters } from './entities/dead-letter';

/** The console shows this many dead letters, newest first; Replay all reaches the older ones too. */
const LISTED = 200;

const descriptions = new Map(rules.map((rule) => [rule.name, rule.description]));

export const toDeadLetterView = (letter: DeadLetter): DeadLetterView => ({
  id: letter.id,
  rule: letter.rule,
  event_type: letter.event_type,
  event_id: letter.event_id,
  error: letter.error,
  dead_lettered_at: letter.dead_lettered_at,
  state: letter.state,
  replayed_at: letter.replayed_at,
  replayed_by: letter.replayed_by,
  detail: letter.event.detail ?? null,
});

export const listOperations = async () => {
  const [{ letters, more }, backlog] = await Promise.all([listDeadLetters(LISTED), outboxBacklog()]);
  const byRule = new Map<string, DeadLetter[]>();
  for (const letter of letters) byRule.set(letter.rule, [...(byRule.get(letter.rule) ?? []), letter]);
  const groups = [...byRule].map(([rule, list]) => ({
    rule,
    description: descriptions.get(rule) ?? 'A rule that no longer exists.',
    waiting: list.filter((letter) => letter.state === 'waiting').length,
    dead_letters: list.map(toDeadLetterView),
  }));
  // Rules with letters waiting first (most first), then the ones whose letters were all replayed.
  groups.sort((a, b) => b.waiting - a.waiting || a.rule.localeCompare(b.rule));
  return {
    rules: groups,
    waiting: groups.reduce((sum, group) => sum + group.waiting, 0),
    more,
    outbox: { pending: backlog.pending, oldest_pending_at: backlog.oldestAt, more: backlog.more },
  };
};
