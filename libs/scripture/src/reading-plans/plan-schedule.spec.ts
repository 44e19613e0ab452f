import { addDays, epochDay, scheduleState, type ScheduleInput } from './plan-schedule';

const START = '2026-03-01';
const at = (today: string, over: Partial<ScheduleInput> = {}) =>
  scheduleState({ totalDays: 90, startDate: START, catchUp: null, done: [], today, ...over });

describe('dates', () => {
  it('reads only real calendar dates', () => {
    expect(epochDay('1970-01-02')).toBe(1);
    expect(epochDay('2024-02-29')).toBeDefined();
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '2026-01-01T00:00', 'today', ''])
      expect(epochDay(bad)).toBeUndefined();
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('scheduleState', () => {
  it('on the first day: day 1 is due and nobody is behind', () => {
    expect(at(START)).toEqual({
      daysDone: 0,
      currentDay: 1,
      behind: 0,
      scheduleStart: START,
      endDate: '2026-05-29',
      todayDays: [1],
      finished: false,
    });
  });

  it('before the start nothing is due yet', () => {
    expect(at('2026-02-27')).toMatchObject({ currentDay: -1, todayDays: [], behind: 0 });
  });

  it('counts the missed days, and without a choice shows only today', () => {
    expect(at('2026-03-04', { done: [1] })).toMatchObject({ currentDay: 4, behind: 2, todayDays: [4] });
  });

  it('doubles up: the missed days come first on today’s page', () => {
    expect(at('2026-03-04', { done: [1], catchUp: 'double' })).toMatchObject({
      currentDay: 4,
      behind: 2,
      todayDays: [2, 3, 4],
      scheduleStart: START,
    });
  });

  it('shifts: today becomes the first day not done, and the plan ends later', () => {
    const shifted = at('2026-03-04', { done: [1], catchUp: 'shift' });
    expect(shifted).toMatchObject({
      currentDay: 2,
      behind: 0,
      todayDays: [2],
      scheduleStart: '2026-03-03',
      endDate: '2026-05-31',
    });
    // Day 2 read on the 4th: the 5th brings day 3, the schedule stays where the shift put it.
    expect(at('2026-03-05', { done: [1, 2], catchUp: 'shift' })).toMatchObject({
      currentDay: 3,
      scheduleStart: '2026-03-03',
    });
  });

  it('does not move a reader who is ahead', () => {
    expect(at('2026-03-02', { done: [1, 2, 3], catchUp: 'shift' })).toMatchObject({
      currentDay: 2,
      behind: 0,
      scheduleStart: START,
      todayDays: [2],
    });
  });

  it('after the last day: what is left is behind, and finished when every day is done', () => {
    const all = Array.from({ length: 90 }, (_, i) => i + 1);
    expect(at('2026-07-01', { done: all.slice(0, 89) })).toMatchObject({ behind: 1, todayDays: [] });
    expect(at('2026-07-01', { done: all.slice(0, 89), catchUp: 'double' })).toMatchObject({
      todayDays: [90],
    });
    expect(at('2026-07-01', { done: all })).toMatchObject({ daysDone: 90, behind: 0, finished: true });
  });

  it('ignores day numbers outside the plan', () => {
    expect(at(START, { done: [0, 91, 1] })).toMatchObject({ daysDone: 1 });
  });
});
