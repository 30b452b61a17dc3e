import { describe, expect, it } from 'vitest';
import type {
  ExchangeOrderEvent,
  ExchangeSessionImport,
  ExchangeSessionSummary,
} from '@shop/shared/exchange/schemas';
import { sessionsRefreshInterval, SESSIONS_IDLE_REFRESH_MS, SESSIONS_REFRESH_MS } from './api';
import { checkCredentials } from './credentials';
import {
  answerLabel,
  eventSubject,
  eventText,
  exchangeAddress,
  formatBytes,
  formatDuration,
  importKind,
  importStatus,
  isNoticeEvent,
  modeLabel,
  sessionDuration,
  shownState,
} from './session-view';
import { checkMapping } from './status-mapping-form';

const session = (overrides: Partial<ExchangeSessionSummary> = {}): ExchangeSessionSummary => ({
  id: 's1',
  type: 'catalog',
  state: 'completed',
  startedAt: '2026-11-24T07:00:00.000Z',
  lastSeenAt: '2026-11-24T07:02:05.000Z',
  endedAt: '2026-11-24T07:02:05.000Z',
  error: null,
  files: [],
  replayable: true,
  requests: [],
  imports: [],
  orderEvents: [],
  ...overrides,
});

const importItem = (overrides: Partial<ExchangeSessionImport>): ExchangeSessionImport => ({
  fileName: 'import0_1.xml',
  jobId: 'job-1',
  status: 'completed',
  phase: 'done',
  percent: 100,
  report: null,
  error: null,
  superseded: false,
  ...overrides,
});

const event = (overrides: Partial<ExchangeOrderEvent>): ExchangeOrderEvent => ({
  at: '2026-11-24T07:00:00.000Z',
  orderId: 15,
  documentNumber: '15',
  kind: 'status_applied',
  details: {},
  ...overrides,
});

describe('exchangeAddress', () => {
  it('takes the address the server knows, else this page’s origin and the exchange path', () => {
    expect(
      exchangeAddress({ url: 'https://shop.example/api/1c/exchange', path: '/api/1c/exchange' }, 'http://x'),
    ).toBe('https://shop.example/api/1c/exchange');
    expect(exchangeAddress({ url: null, path: '/api/1c/exchange' }, 'http://127.0.0.1:3000/')).toBe(
      'http://127.0.0.1:3000/api/1c/exchange',
    );
    expect(exchangeAddress({ url: null, path: 'api/1c/exchange' }, 'https://shop.example')).toBe(
      'https://shop.example/api/1c/exchange',
    );
  });
});

describe('durations and sizes', () => {
  it('reads durations in seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 с');
    expect(formatDuration(45_400)).toBe('45 с');
    expect(formatDuration(125_000)).toBe('2 мин 5 с');
    expect(formatDuration(3_780_000)).toBe('1 ч 3 мин');
    expect(formatDuration(-5)).toBe('0 с');
  });

  it('says how long a finished session lasted and how long a live one has been running', () => {
    expect(sessionDuration(session(), 0)).toBe('длился 2 мин 5 с');
    // no end yet (expired): the last request counts
    expect(
      sessionDuration(
        session({ state: 'expired', endedAt: null, lastSeenAt: '2026-11-24T07:00:40.000Z' }),
        0,
      ),
    ).toBe('длился 40 с');
    expect(
      sessionDuration(session({ state: 'importing', endedAt: null }), Date.parse('2026-11-24T07:00:30.000Z')),
    ).toBe('идёт 30 с');
  });

  it('reads sizes in bytes, kilobytes and megabytes with a Russian comma', () => {
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536)).toBe('1,5 КБ');
    expect(formatBytes(10_485_760)).toBe('10 МБ');
    expect(formatBytes(12_900_000)).toBe('12,3 МБ');
  });
});

describe('imports and requests', () => {
  it('tells the offers files from the catalogue ones', () => {
    expect(importKind('import0_1.xml')).toBe('commerceml');
    expect(importKind('offers0_1.xml')).toBe('prices');
    expect(importKind('webdata/000000001/goods/1/prices___1.xml')).toBe('prices');
    expect(importKind('webdata/rests___2.xml')).toBe('prices');
    expect(importKind('import___1.xml')).toBe('commerceml');
  });

  it('reads an unknown job status as running', () => {
    expect(importStatus({ status: 'completed' })).toBe('completed');
    expect(importStatus({ status: 'leased' })).toBe('running');
  });

  it('names the modes and answers in plain words', () => {
    expect(modeLabel('checkauth')).toBe('Вход 1С');
    expect(modeLabel('import')).toBe('Загрузка файла');
    expect(modeLabel('version')).toBe('version');
    expect(modeLabel(null)).toBe('—');
    expect(answerLabel({ answer: 'failure', answerText: 'Неверный логин или пароль' })).toBe(
      'отказ: Неверный логин или пароль',
    );
    expect(answerLabel({ answer: 'success', answerText: null })).toBe('успешно');
    expect(answerLabel({ answer: 'init', answerText: 'zip=yes file_limit=10485760' })).toBe(
      'параметры обмена переданы: zip=yes file_limit=10485760',
    );
    expect(answerLabel({ answer: '401', answerText: null })).toBe('нужны логин и пароль');
    expect(answerLabel({ answer: 'zip=yes', answerText: null })).toBe('zip=yes');
  });
});

describe('order events', () => {
  it('says what 1C did to each order', () => {
    const applied = event({ details: { from: 'NEW', to: 'READY', applied: true } });
    expect(eventSubject(applied)).toBe('Заказ № 15');
    expect(eventText(applied)).toBe('статус изменён на «Готов к выдаче»');
    expect(isNoticeEvent(applied)).toBe(false);

    const refused = event({ details: { from: 'CANCELLED', to: 'NEW', applied: false, message: 'нельзя' } });
    expect(eventText(refused)).toBe('нельзя');
    expect(isNoticeEvent(refused)).toBe(true);

    const unknown = event({
      kind: 'status_unknown',
      details: { requisite: 'Статус заказа', value: 'Ждёт оплаты' },
    });
    expect(eventText(unknown)).toContain('«Ждёт оплаты»');
    expect(isNoticeEvent(unknown)).toBe(true);

    const lost = event({ kind: 'order_not_found', orderId: null, documentNumber: 'ЦБ-0007' });
    expect(eventSubject(lost)).toBe('Документ 1С № ЦБ-0007');
    expect(eventText(lost)).toBe('такого заказа на сайте нет');
    expect(eventText(event({ kind: 'lines_changed' }))).toMatch(/не пересчитаны/);
  });

  it('tells of a payment 1C recorded, as news rather than a notice', () => {
    const paid = event({
      kind: 'payment',
      details: { number: 'УТ-00000045', date: '2024-05-15T09:29:10', message: 'Оплата по 1С' },
    });
    expect(eventSubject(paid)).toBe('Заказ № 15');
    expect(eventText(paid)).toBe('оплачен в 1С: № УТ-00000045, 2024-05-15T09:29:10');
    expect(isNoticeEvent(paid)).toBe(false);
    expect(eventText(event({ kind: 'payment', details: { number: '45', date: null } }))).toBe(
      'оплачен в 1С: № 45',
    );
    expect(eventText(event({ kind: 'payment', details: { number: null, date: null } }))).toBe('оплачен в 1С');
  });
});

describe('sessionsRefreshInterval', () => {
  it('asks again every few seconds while a session runs, rarely otherwise', () => {
    const now = Date.parse('2026-11-24T07:02:35.000Z');
    const seen = { lastSeenAt: '2026-11-24T07:02:05.000Z' };
    expect(SESSIONS_REFRESH_MS).toBeLessThan(SESSIONS_IDLE_REFRESH_MS);
    expect(sessionsRefreshInterval(undefined, now)).toBe(SESSIONS_IDLE_REFRESH_MS);
    expect(sessionsRefreshInterval([session(), session({ state: 'failed' })], now)).toBe(
      SESSIONS_IDLE_REFRESH_MS,
    );
    expect(sessionsRefreshInterval([session(), session({ state: 'importing', ...seen })], now)).toBe(
      SESSIONS_REFRESH_MS,
    );
    expect(sessionsRefreshInterval([session({ state: 'open', ...seen })], now)).toBe(SESSIONS_REFRESH_MS);
    // a minute after 1C's last call with nothing running, a live session is done with what 1C asked
    const later = now + 60_000;
    expect(sessionsRefreshInterval([session({ state: 'importing', ...seen })], later)).toBe(
      SESSIONS_IDLE_REFRESH_MS,
    );
  });

  it('reads a live session as done once 1C is quiet and nothing of it runs', () => {
    const quiet = session({ state: 'importing', endedAt: null, lastSeenAt: '2026-11-24T07:02:05.000Z' });
    const justAfter = Date.parse('2026-11-24T07:02:35.000Z');
    const minuteAfter = Date.parse('2026-11-24T07:03:05.000Z');
    expect(shownState(quiet, justAfter)).toBe('importing');
    expect(sessionDuration(quiet, justAfter)).toBe('идёт 2 мин 35 с');
    expect(shownState(quiet, minuteAfter)).toBe('quiet');
    expect(sessionDuration(quiet, minuteAfter)).toBe('длился 2 мин 5 с');
    const running = { ...quiet, imports: [importItem({ status: 'running' })] };
    expect(shownState(running, minuteAfter + 600_000)).toBe('importing');
    expect(shownState(session({ state: 'completed' }), minuteAfter)).toBe('completed');
  });
});

describe('checkCredentials', () => {
  const unset = { login: null, passwordSet: false };

  it('wants a Latin login and, the first time, a password typed twice', () => {
    expect(checkCredentials({ login: '', password: '', repeat: '' }, unset).errors).toEqual({
      login: 'Введите логин',
      password: 'Придумайте пароль для 1С',
    });
    expect(checkCredentials({ login: 'обмен', password: 'short', repeat: 'short' }, unset).errors).toEqual({
      login: 'Логин — только латинские буквы, цифры и знаки, без пробелов',
      password: 'Пароль не короче 8 символов',
    });
    expect(
      checkCredentials({ login: 'shop 1c', password: 'пароль-пароль', repeat: '' }, unset).errors,
    ).toEqual({
      login: 'Логин — только латинские буквы, цифры и знаки, без пробелов',
      password: 'Пароль — только латинские буквы, цифры и знаки',
    });
    expect(
      checkCredentials({ login: 'shop', password: 'secret-123', repeat: 'secret-124' }, unset).errors,
    ).toEqual({
      repeat: 'Пароли не совпадают',
    });
    expect(
      checkCredentials({ login: ' shop ', password: 'secret-123', repeat: 'secret-123' }, unset),
    ).toEqual({
      update: { login: 'shop', password: 'secret-123' },
      errors: null,
    });
  });

  it('keeps the password when left empty, and refuses a save that changes nothing', () => {
    const set = { login: 'shop', passwordSet: true };
    expect(checkCredentials({ login: 'shop2', password: '', repeat: '' }, set)).toEqual({
      update: { login: 'shop2' },
      errors: null,
    });
    expect(checkCredentials({ login: 'shop', password: '', repeat: '' }, set).errors).toEqual({
      password: 'Измените логин или введите новый пароль',
    });
    expect(checkCredentials({ login: 'shop', password: 'new-secret', repeat: 'new-secret' }, set)).toEqual({
      update: { password: 'new-secret' },
      errors: null,
    });
  });
});

describe('checkMapping', () => {
  it('wants a requisite, a value and a status', () => {
    expect(checkMapping({ requisite: 'Статус заказа', value: '  ', status: '' }).errors).toEqual({
      requisite: undefined,
      value: 'Введите значение, как его пишет 1С',
      status: 'Выберите статус',
    });
    expect(
      checkMapping({ requisite: 'Статус заказа', value: 'x'.repeat(201), status: 'NEW' }).errors,
    ).toMatchObject({
      value: 'Значение не длиннее 200 символов',
    });
    expect(checkMapping({ requisite: 'Оплачен', value: ' true ', status: 'PROCESSING' })).toEqual({
      input: { requisite: 'Оплачен', value: 'true', status: 'PROCESSING' },
      errors: null,
    });
  });
});
