/** What a change did to a record: each changed field as [before, after]. */
export type Changes = Record<string, [unknown, unknown]>;

/** The fields of `after` whose value differs from `before` (null for a record created or deleted). */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}
