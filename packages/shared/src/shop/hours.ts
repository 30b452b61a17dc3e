/**
 * The shop's opening hours as data, and the rules over them: the summary line, the contacts page's
 * lines and whether the shop is open now. Times are 'HH:MM' (24 h) in the shop's time zone; a close
 * time is always later than its open time (the settings schema refuses others), so no day runs past
 * midnight.
 */
import { SHOP_SETTINGS_TEXTS } from './texts.js';

const T = SHOP_SETTINGS_TEXTS;

/** One day's hours; null = closed. */
export type DayHours = { open: string; close: string } | null;

/** Seven days, Monday first. */
export type WeekHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

/** 0 = Monday … 6 = Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Dates whose hours differ from the week's: `from` to `to` inclusive, ISO 'YYYY-MM-DD' in the shop's
 * time zone; `hours` null = closed (a holiday), else a short day.
 */
export interface HoursException {
  from: string;
  to: string;
  hours: DayHours;
  note: string;
}

/** How far ahead `openState` looks for the next opening. */
export const OPENING_LOOKAHEAD_DAYS = 14;

export interface NextOpening {
  /** a weekday only 2 to 6 days ahead; further ahead `date` tells which one */
  day: 'today' | 'tomorrow' | Weekday;
  time: string;
  /** the local date, ISO */
  date: string;
  daysAhead: number;
}

export type OpenState = { open: true; closesAt: string } | { open: false; opensAt: NextOpening | null };

const sameHours = (a: DayHours, b: DayHours) => a?.open === b?.open && a?.close === b?.close;

const timeRange = (hours: { open: string; close: string }) => `${hours.open}–${hours.close}`;

interface DayGroup {
  days: string;
  hours: DayHours;
}

/** Runs of consecutive weekdays with the same hours: 'Пн–Пт', 'Сб'; all seven the same: 'Ежедневно'. */
function groupDays(week: WeekHours): DayGroup[] {
  if (week.every((day) => sameHours(day, week[0]))) return [{ days: T.daily, hours: week[0] }];
  const groups: { first: number; last: number; hours: DayHours }[] = [];
  week.forEach((hours, day) => {
    const previous = groups.at(-1);
    if (previous && sameHours(previous.hours, hours)) previous.last = day;
    else groups.push({ first: day, last: day, hours });
  });
  return groups.map(({ first, last, hours }) => ({
    days: first === last ? T.weekdaysShort[first]! : `${T.weekdaysShort[first]}–${T.weekdaysShort[last]}`,
    hours,
  }));
}

/** 'Пн–Пт 09:00–18:00, Сб 10:00–16:00, Вс — выходной'; 'Ежедневно 09:30–18:30'. */
export function hoursSummary(week: WeekHours): string {
  return groupDays(week)
    .map(({ days, hours }) => (hours ? `${days} ${timeRange(hours)}` : T.closedDays(days)))
    .join(', ');
}

/** The same groups as lines of the contacts page: { days: 'Пн–Пт', time: '09:00–18:00' | 'выходной' }. */
export function hoursLines(week: WeekHours): { days: string; time: string }[] {
  return groupDays(week).map(({ days, hours }) => ({ days, time: hours ? timeRange(hours) : T.dayOff }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

interface LocalNow {
  /** ISO date */
  date: string;
  minutes: number;
}

/** The date and minutes since midnight at `now` on the clocks of `timeZone`. */
function localNow(timeZone: string, now: Date): LocalNow {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some engines write midnight as '24' even with h23.
  const hour = Number(part('hour')) % 24;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: hour * 60 + Number(part('minute')),
  };
}

/** The ISO date `days` after `date`; calendar arithmetic in UTC, which has no clock changes. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of an ISO date, Monday = 0 (getUTCDay counts from Sunday). */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) as Weekday;

/** The hours on a date: an exception covering it, else its weekday's. */
export function hoursOn(week: WeekHours, exceptions: readonly HoursException[], date: string): DayHours {
  const exception = exceptions.find(({ from, to }) => from <= date && date <= to);
  return exception ? exception.hours : week[weekdayOf(date)];
}

function nextOpeningDay(daysAhead: number, date: string): NextOpening['day'] {
  if (daysAhead === 0) return 'today';
  if (daysAhead === 1) return 'tomorrow';
  return weekdayOf(date);
}

/**
 * Whether the shop is open at `now` on its own clocks and, when not, its next opening within
 * OPENING_LOOKAHEAD_DAYS days (null if none).
 */
export function openState(
  week: WeekHours,
  exceptions: readonly HoursException[],
  timeZone: string,
  now: Date,
): OpenState {
  const today = localNow(timeZone, now);
  const hoursToday = hoursOn(week, exceptions, today.date);
  if (
    hoursToday &&
    minutesOf(hoursToday.open) <= today.minutes &&
    today.minutes < minutesOf(hoursToday.close)
  ) {
    return { open: true, closesAt: hoursToday.close };
  }
  const firstDay = hoursToday && today.minutes < minutesOf(hoursToday.open) ? 0 : 1;
  for (let daysAhead = firstDay; daysAhead <= OPENING_LOOKAHEAD_DAYS; daysAhead++) {
    const date = addDays(today.date, daysAhead);
    const hours = hoursOn(week, exceptions, date);
    if (hours) {
      return {
        open: false,
        opensAt: { day: nextOpeningDay(daysAhead, date), time: hours.open, date, daysAhead },
      };
    }
  }
  return { open: false, opensAt: null };
}

/** '9 января' */
function dayAndMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${T.months[month - 1]}`;
}

function whenText({ day, date, daysAhead }: NextOpening): string {
  if (day === 'today') return T.today;
  if (day === 'tomorrow') return T.tomorrow;
  // A week or more ahead 'в пятницу' would name the nearer Friday: give the date instead.
  return daysAhead < 7 ? T.onWeekday[day] : dayAndMonth(date);
}

/** 'Открыто до 18:00', 'Закрыто · откроется завтра в 10:00', 'Закрыто'. */
export function openStateText(state: OpenState): string {
  if (state.open) return T.openUntil(state.closesAt);
  if (!state.opensAt) return T.closed;
  return T.opensAt(whenText(state.opensAt), state.opensAt.time);
}
