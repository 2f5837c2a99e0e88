/** The rows of "lookup under attack" in the bench's table. */
import { type AttackResult, sum } from './lookup-attack';
import type { LoadResult } from './lookup-load';
import { formatCounts, serverErrors } from './loopback-http';
import type { Figure } from './report';

/** The part's rows: real lookups against their budget, the figure without attack, and the attack. */
export function lookupAttackFigures(result: AttackResult, withoutAttack?: LoadResult): Figure[] {
  const part = 'Lookup under attack';
  const note = result.note;
  const measured = result.failed !== null;
  const timed = result.p99Ms === null && measured ? 'no real lookup found its booking' : note;
  const warmUpFailed = sum(result.warmUpFailures);
  const failedText =
    measured && (result.failed || warmUpFailed)
      ? [
          result.failed ? `${result.failed} (${formatCounts(result.failures)})` : '0',
          warmUpFailed ? `; before the attack: ${warmUpFailed} (${formatCounts(result.warmUpFailures)})` : '',
        ].join('')
      : undefined;
  const figures: Figure[] = [
    {
      part,
      name: `Real lookups p50 (${result.count} req, c=${result.concurrency}, ${result.bookings} bookings, ${result.guestAddresses} addresses)`,
      value: result.p50Ms,
      unit: 'ms',
      note: timed,
    },
    { part, name: 'Real lookups p99', value: result.p99Ms, unit: 'ms', budget: { max: 100 }, note: timed },
    { part, name: 'Real lookups max', value: result.maxMs, unit: 'ms', note: timed },
    {
      part,
      name: 'Failed real lookups',
      value: measured ? result.failed : null,
      unit: 'count',
      budget: { max: 0 },
      text: failedText,
      note,
    },
  ];
  const quiet = result.withoutAttack;
  figures.push({
    part,
    name: 'Real lookups p50 / p99 / max without attack (the same lookups, just before it)',
    value: quiet.p99Ms,
    unit: 'ms',
    text:
      quiet.p50Ms !== null && quiet.p99Ms !== null && quiet.maxMs !== null
        ? `${quiet.p50Ms.toFixed(0)} / ${quiet.p99Ms.toFixed(0)} / ${quiet.maxMs.toFixed(0)} ms`
        : undefined,
    note: quiet.p99Ms === null && measured ? 'no real lookup found its booking' : note,
  });
  if (withoutAttack) {
    figures.push({
      part,
      name: `Lookup p99 without attack ("Lookup under load": rate limit off, c=${withoutAttack.connections})`,
      value: withoutAttack.p99Ms,
      unit: 'ms',
      note: withoutAttack.note,
    });
  }
  const attack = result.attack;
  if (attack) {
    const { signIns, malformed } = attack;
    const fiveHundreds = serverErrors(signIns.statuses) + serverErrors(malformed.statuses);
    const kinds = Object.entries(malformed.byKind)
      .map(([kind, statuses]) => [kind, serverErrors(statuses)] as const)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${kind} ${count}`);
    if (serverErrors(signIns.statuses)) kinds.unshift(`sign-ins ${serverErrors(signIns.statuses)}`);
    figures.push(
      {
        part,
        name: `Wrong-password sign-ins (${signIns.loops} loops, ${attack.seconds.toFixed(0)} s, ${attack.addresses} addresses)`,
        value: signIns.sent,
        unit: 'count',
        text: `${signIns.sent} sent (${(signIns.sent / attack.seconds).toFixed(0)}/s): ${formatCounts(signIns.statuses)}`,
      },
      {
        part,
        name: `Malformed lookups (${malformed.rate ? `at most ${malformed.rate}/s` : 'flat out'}, ${malformed.loops} loops)`,
        value: malformed.sent,
        unit: 'count',
        text: `${malformed.sent} sent (${(malformed.sent / attack.seconds).toFixed(0)}/s): ${formatCounts(malformed.statuses)}`,
      },
      {
        part,
        name: '5xx answers to the attack',
        value: fiveHundreds,
        unit: 'count',
        text: fiveHundreds ? `${fiveHundreds} (${kinds.join(', ')})` : '0',
      },
    );
  }
  return figures;
}
