import { BOT_CHECK_NAMES } from '@strongs/contracts';
import { planSweep } from './directives';

describe('planSweep: what the prime directives make of a sweep', () => {
  it('runs every check in the usual order without directives', () => {
    expect(planSweep([]).checks).toEqual([...BOT_CHECK_NAMES]);
  });

  it('skips a disabled check and runs a prioritised one first', () => {
    const plan = planSweep([
      { directive: 'Disable check lexicon', priority: 50 },
      { directive: 'prioritize web-errors', priority: 50 },
    ]);
    expect(plan.checks).not.toContain('lexicon');
    expect(plan.checks[0]).toBe('web-errors');
  });

  it('lets the higher priority win when directives disagree', () => {
    expect(
      planSweep([
        { directive: 'disable check jobs', priority: 80 },
        { directive: 'enable check jobs', priority: 20 },
      ]).checks,
    ).not.toContain('jobs');
    expect(
      planSweep([
        { directive: 'disable check jobs', priority: 20 },
        { directive: 'enable check jobs', priority: 80 },
      ]).checks,
    ).toContain('jobs');
  });

  it('mutes alerts and names what it did not understand', () => {
    const plan = planSweep([
      { directive: 'mute alerts for index-sync', priority: 50 },
      { directive: 'Make the site faster', priority: 50 },
      { directive: 'disable check everything', priority: 50 },
    ]);
    expect([...plan.muted]).toEqual(['index-sync']);
    expect(plan.notUnderstood).toEqual(['Make the site faster', 'disable check everything']);
  });

  it('understands "all"', () => {
    expect(
      planSweep([
        { directive: 'disable check all', priority: 10 },
        { directive: 'enable check redis', priority: 20 },
      ]).checks,
    ).toEqual(['redis']);
  });
});
