import { describe, expect, it } from 'vitest';
import {
  type DayHours,
  type HoursException,
  type WeekHours,
  hoursLines,
  hoursOn,
  hoursSummary,
  openState,
  openStateText,
} from './hours.js';

const WEEKDAY: DayHours = { open: '09:00', close: '18:00' };
const WEEKEND: DayHours = { open: '10:00', close: '16:00' };

/** The demo shop: Mon–Fri 09:00–18:00, Sat–Sun 10:00–16:00. */
const DEMO_WEEK: WeekHours = [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND, WEEKEND];
/** Sunday closed. */
const SUNDAY_OFF: WeekHours = [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND, null];

const MOSCOW = 'Europe/Moscow';

/** The state and its text at a UTC instant. */
function stateAt(week: WeekHours, utc: string, exceptions: HoursException[] = [], timeZone = MOSCOW) {
  const state = openState(week, exceptions, timeZone, new Date(utc));
  return { state, text: openStateText(state) };
}

describe('hoursSummary and hoursLines', () => {
  it('groups consecutive days with the same hours', () => {
    expect(hoursSummary(DEMO_WEEK)).toBe('Пн–Пт 09:00–18:00, Сб–Вс 10:00–16:00');
    expect(hoursLines(DEMO_WEEK)).toEqual([
      { days: 'Пн–Пт', time: '09:00–18:00' },
      { days: 'Сб–Вс', time: '10:00–16:00' },
    ]);
  });

  it('says "Ежедневно" when all seven days are the same', () => {
    const daily = { open: '09:30', close: '18:30' };
    const week: WeekHours = [daily, daily, daily, daily, daily, daily, daily];
    expect(hoursSummary(week)).toBe('Ежедневно 09:30–18:30');
    expect(hoursLines(week)).toEqual([{ days: 'Ежедневно', time: '09:30–18:30' }]);
  });

  it('names a single day and a closed day', () => {
    expect(hoursSummary(SUNDAY_OFF)).toBe('Пн–Пт 09:00–18:00, Сб 10:00–16:00, Вс — выходной');
    expect(hoursLines(SUNDAY_OFF)).toEqual([
      { days: 'Пн–Пт', time: '09:00–18:00' },
      { days: 'Сб', time: '10:00–16:00' },
      { days: 'Вс', time: 'выходной' },
    ]);
  });

  it('does not merge equal days that are not consecutive', () => {
    const week: WeekHours = [null, WEEKDAY, WEEKDAY, null, WEEKDAY, WEEKEND, WEEKEND];
    expect(hoursSummary(week)).toBe(
      'Пн — выходной, Вт–Ср 09:00–18:00, Чт — выходной, Пт 09:00–18:00, Сб–Вс 10:00–16:00',
    );
  });

  it('says a shop closed every day is closed daily', () => {
    expect(hoursSummary([null, null, null, null, null, null, null])).toBe('Ежедневно — выходной');
  });
});

describe('openState in Moscow (UTC+3)', () => {
  // 2026-11-27 is a Friday.
  it('is closed before opening and opens today', () => {
    const { state, text } = stateAt(DEMO_WEEK, '2026-11-27T05:59:00Z');
    expect(state).toEqual({
      open: false,
      opensAt: { day: 'today', time: '09:00', date: '2026-11-27', daysAhead: 0 },
    });
    expect(text).toBe('Закрыто · откроется сегодня в 09:00');
  });

  it('is open from the opening minute until the closing one', () => {
    expect(stateAt(DEMO_WEEK, '2026-11-27T06:00:00Z').state).toEqual({ open: true, closesAt: '18:00' });
    expect(stateAt(DEMO_WEEK, '2026-11-27T14:59:59Z').text).toBe('Открыто до 18:00');
  });

  it('after closing on Friday opens on Saturday at 10:00, "завтра"', () => {
    const { state, text } = stateAt(DEMO_WEEK, '2026-11-27T15:00:00Z');
    expect(state).toEqual({
      open: false,
      opensAt: { day: 'tomorrow', time: '10:00', date: '2026-11-28', daysAhead: 1 },
    });
    expect(text).toBe('Закрыто · откроется завтра в 10:00');
  });

  it('on Saturday evening with Sunday closed opens on Monday', () => {
    const { state, text } = stateAt(SUNDAY_OFF, '2026-11-28T14:00:00Z');
    expect(state).toEqual({
      open: false,
      opensAt: { day: 0, time: '09:00', date: '2026-11-30', daysAhead: 2 },
    });
    expect(text).toBe('Закрыто · откроется в понедельник в 09:00');
  });

  it('takes the date on the shop clocks, not in UTC', () => {
    // Saturday 22:30 UTC is Sunday 01:30 in Moscow: Sunday is closed, Monday is tomorrow.
    expect(stateAt(SUNDAY_OFF, '2026-11-28T22:30:00Z').text).toBe('Закрыто · откроется завтра в 09:00');
  });

  it('is closed with no opening ahead when every day is closed', () => {
    const { state, text } = stateAt([null, null, null, null, null, null, null], '2026-11-27T10:00:00Z');
    expect(state).toEqual({ open: false, opensAt: null });
    expect(text).toBe('Закрыто');
  });
});

describe('openState in Yekaterinburg (UTC+5)', () => {
  it('opens two hours before a Moscow shop at the same instant', () => {
    const instant = '2026-11-27T04:30:00Z';
    expect(stateAt(DEMO_WEEK, instant, [], 'Asia/Yekaterinburg').text).toBe('Открыто до 18:00');
    expect(stateAt(DEMO_WEEK, instant).text).toBe('Закрыто · откроется сегодня в 09:00');
  });
});

describe('openState with exceptions', () => {
  const NEW_YEAR: HoursException = {
    from: '2026-01-01',
    to: '2026-01-08',
    hours: null,
    note: 'Новогодние праздники',
  };
  const SHORT_DAY: HoursException = {
    from: '2026-12-31',
    to: '2026-12-31',
    hours: { open: '10:00', close: '15:00' },
    note: 'Предпраздничный день',
  };

  it('is closed on holidays and opens on the first working day after them', () => {
    // Monday 2026-01-05, noon: the holidays end on Thursday the 8th, Friday the 9th is a working day.
    const { state, text } = stateAt(DEMO_WEEK, '2026-01-05T09:00:00Z', [NEW_YEAR]);
    expect(state).toEqual({
      open: false,
      opensAt: { day: 4, time: '09:00', date: '2026-01-09', daysAhead: 4 },
    });
    expect(text).toBe('Закрыто · откроется в пятницу в 09:00');
  });

  it('gives the date when the next opening is a week or more ahead', () => {
    // Wednesday 2025-12-31 after closing: nine days of holidays and weekend.
    const { state, text } = stateAt(DEMO_WEEK, '2025-12-31T16:00:00Z', [NEW_YEAR]);
    expect(state).toMatchObject({ open: false, opensAt: { day: 4, date: '2026-01-09', daysAhead: 9 } });
    expect(text).toBe('Закрыто · откроется 9 января в 09:00');
  });

  it('keeps a short day’s hours', () => {
    // Thursday 2026-12-31
    expect(stateAt(DEMO_WEEK, '2026-12-31T06:30:00Z', [SHORT_DAY]).text).toBe(
      'Закрыто · откроется сегодня в 10:00',
    );
    expect(stateAt(DEMO_WEEK, '2026-12-31T11:00:00Z', [SHORT_DAY]).text).toBe('Открыто до 15:00');
    expect(stateAt(DEMO_WEEK, '2026-12-31T12:30:00Z', [SHORT_DAY]).text).toBe(
      'Закрыто · откроется завтра в 09:00',
    );
  });

  it('opens a usually closed day', () => {
    const sunday: HoursException = { from: '2026-11-29', to: '2026-11-29', hours: WEEKEND, note: 'Ярмарка' };
    expect(stateAt(SUNDAY_OFF, '2026-11-28T14:00:00Z', [sunday]).text).toBe(
      'Закрыто · откроется завтра в 10:00',
    );
    expect(hoursOn(SUNDAY_OFF, [sunday], '2026-11-29')).toEqual(WEEKEND);
    expect(hoursOn(SUNDAY_OFF, [sunday], '2026-12-06')).toBeNull();
  });

  it('finds nothing when every day of the next two weeks is closed', () => {
    const closed: HoursException = { from: '2026-11-27', to: '2026-12-11', hours: null, note: 'Ремонт' };
    expect(stateAt(DEMO_WEEK, '2026-11-27T10:00:00Z', [closed]).state).toEqual({
      open: false,
      opensAt: null,
    });
  });
});

describe('openStateText', () => {
  it.each([
    [0, 'в понедельник'],
    [1, 'во вторник'],
    [2, 'в среду'],
    [3, 'в четверг'],
    [4, 'в пятницу'],
    [5, 'в субботу'],
    [6, 'в воскресенье'],
  ] as const)('names weekday %i in the accusative', (day, words) => {
    const state = { open: false, opensAt: { day, time: '09:00', date: '2026-12-01', daysAhead: 3 } } as const;
    expect(openStateText(state)).toBe(`Закрыто · откроется ${words} в 09:00`);
  });
});
