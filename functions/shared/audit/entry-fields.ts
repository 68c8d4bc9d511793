/**
 * What every audit log's entry holds, whoever's log it is (a brand's, a creator's, the operators'):
 * when, who by name and address then, what it touched, the values before and after, the request's
 * correlation id and IP, and its TTL. Each log's entity adds its owner's key, its kinds and its actors.
 */
export const auditEntryFields = {
  at: { type: 'string', required: true },
  id: { type: 'string', required: true },
  actor_id: { type: 'string', required: true },
  actor_name: { type: 'string', required: true },
  actor_email: { type: 'string' },
  subject_type: { type: 'string' },
  subject_id: { type: 'string' },
  subject_label: { type: 'string' },
  /** Small JSON: the values the change replaced and the values it set (absent for a creation/removal). */
  before: { type: 'any' },
  after: { type: 'any' },
  correlation_id: { type: 'string' },
  ip: { type: 'string' },
  expiresAt: { type: 'number', required: true },
} as const;

/** An optional string field of an entry: present only when it has a value. */
export const presentField = <K extends string>(field: K, value: string | null | undefined) =>
  value ? ({ [field]: value } as Record<K, string>) : {};
