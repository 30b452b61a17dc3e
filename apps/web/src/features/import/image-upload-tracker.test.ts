import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageUploadTracker, parseStored } from './image-upload-tracker';
import type { ImageStatus, TrackerState } from './image-upload-tracker';

const HOUR = 3_600_000;
const running = (files: number, count = files): ImageStatus => ({
  status: 'running',
  count,
  files,
  error: null,
});

function setup(answers: Array<ImageStatus | { status: number }>) {
  let stored: string | null = null;
  const states: TrackerState[] = [];
  const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const asked: string[] = [];
  const fetchStatus = vi.fn(async (id: string) => {
    asked.push(id);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    if (typeof answer.status === 'number') throw Object.assign(new Error('failed'), answer);
    return answer as ImageStatus;
  });
  const tracker = createImageUploadTracker({
    fetchStatus,
    notify,
    onChange: (state) => states.push(state),
    store: {
      read: () => stored,
      write: (value) => (stored = value),
      remove: () => (stored = null),
    },
  });
  return {
    tracker,
    notify,
    asked,
    states,
    stored: () => stored,
    setStored: (value: string) => (stored = value),
    last: () => states.at(-1),
  };
}

describe('the pictures upload tracker (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('stores the id, asks every 3 s, shows progress, and on completed toasts the file count and clears', async () => {
    const t = setup([running(0), running(5, 3), { status: 'completed', count: 9, files: 12, error: null }]);
    t.tracker.start('abc123');
    expect(JSON.parse(t.stored()!)).toEqual({ id: 'abc123', since: Date.now() });
    expect(t.last()).toEqual({ uploadId: 'abc123', status: null });

    await vi.advanceTimersByTimeAsync(2999);
    expect(t.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.asked).toEqual(['abc123']);
    expect(t.last()?.status).toEqual(running(0));
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.last()?.status).toEqual(running(5, 3));
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.success).toHaveBeenCalledWith('Импорт изображений завершён. Обработано файлов: 12');
    expect(t.stored()).toBeNull();
    expect(t.last()).toEqual({ uploadId: null, status: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.asked).toHaveLength(3);
  });

  it('failed: the error toast with the server’s reason, state cleared', async () => {
    const t = setup([{ status: 'failed', count: 0, files: 0, error: 'архив повреждён' }]);
    t.tracker.start('id1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.error).toHaveBeenCalledWith('Ошибка загрузки: архив повреждён');
    expect(t.stored()).toBeNull();
  });

  it('404: the reset toast, state cleared', async () => {
    const t = setup([{ status: 404 }]);
    t.tracker.start('gone');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.warning).toHaveBeenCalledWith('Загрузка не найдена. Сброс состояния.');
    expect(t.stored()).toBeNull();
    expect(t.last()?.uploadId).toBeNull();
  });

  it('another error: a warning, and it asks again 3 s later', async () => {
    const t = setup([
      { status: 503 },
      { status: 0 },
      { status: 'completed', count: 1, files: 1, error: null },
    ]);
    t.tracker.start('id2');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.warning).toHaveBeenLastCalledWith(
      'Ошибка проверки статуса загрузки. Повторная попытка...',
    );
    expect(t.stored()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.warning).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.success).toHaveBeenCalledOnce();
  });

  it('2 h without any change: the stalled toast and a reset', async () => {
    const t = setup([running(4)]);
    t.tracker.start('slow');
    // the first answer (3 s in) is the last change
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(t.notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.notify.error).toHaveBeenCalledWith('Загрузка застопорилась. Пожалуйста, попробуйте снова.');
    expect(t.stored()).toBeNull();
  });

  it('progress moves the 2 h limit: an archive that keeps advancing is not called stalled', async () => {
    let files = 0;
    const t = setup([]);
    const tracker = createImageUploadTracker({
      fetchStatus: async () => running((files += 1)),
      notify: t.notify,
      onChange: () => {},
      store: { read: () => null, write: () => {}, remove: () => {} },
    });
    tracker.start('big');
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(t.notify.error).not.toHaveBeenCalled();
    tracker.stop();
  });

  it('the stall also ends a tracker whose checks keep failing', async () => {
    const t = setup([{ status: 502 }]);
    t.tracker.start('down');
    await vi.advanceTimersByTimeAsync(2 * HOUR + 3000);
    expect(t.notify.error).toHaveBeenCalledWith('Загрузка застопорилась. Пожалуйста, попробуйте снова.');
  });

  it('resumes the stored upload after a reload, asking at once, and keeps the stored start', async () => {
    const t = setup([running(2)]);
    const since = Date.now() - HOUR;
    t.setStored(JSON.stringify({ id: 'kept', since }));
    t.tracker.resume();
    expect(t.last()).toEqual({ uploadId: 'kept', status: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.asked).toEqual(['kept']);
    expect(JSON.parse(t.stored()!).id).toBe('kept');
  });

  it('an old upload never finishing after a reload is reset once its 2 h have passed', async () => {
    const t = setup([running(2)]);
    t.setStored(JSON.stringify({ id: 'old', since: Date.now() - 3 * HOUR }));
    t.tracker.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.asked).toEqual([]);
    expect(t.notify.error).toHaveBeenCalledWith('Загрузка застопорилась. Пожалуйста, попробуйте снова.');
  });

  it('a new upload replaces the previous id; an answer about the old one is ignored', async () => {
    let release: (value: ImageStatus) => void = () => {};
    const t = setup([]);
    const fetchStatus = vi
      .fn<(id: string) => Promise<ImageStatus>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue(running(1));
    let stored: string | null = null;
    const tracker = createImageUploadTracker({
      fetchStatus,
      notify: t.notify,
      onChange: () => {},
      store: { read: () => stored, write: (v) => (stored = v), remove: () => (stored = null) },
    });
    tracker.start('first');
    await vi.advanceTimersByTimeAsync(3000);
    tracker.start('second');
    expect(JSON.parse(stored!).id).toBe('second');
    release({ status: 'completed', count: 1, files: 1, error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.notify.success).not.toHaveBeenCalled();
    expect(JSON.parse(stored!).id).toBe('second');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenLastCalledWith('second');
  });

  it('stop() ends polling but keeps the id for the next visit', async () => {
    const t = setup([running(1)]);
    t.tracker.start('keep');
    t.tracker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.asked).toEqual([]);
    expect(JSON.parse(t.stored()!).id).toBe('keep');
  });
});

describe('parseStored', () => {
  it('reads the stored record, a bare id, and nothing else', () => {
    expect(parseStored(JSON.stringify({ id: 'a1', since: 5 }), 10)).toEqual({
      id: 'a1',
      since: 5,
      last: null,
    });
    expect(parseStored(JSON.stringify({ id: 'a1', since: 50 }), 10)?.since).toBe(10);
    expect(parseStored('d41d8cd98f00b204e9800998ecf8427e', 10)).toEqual({
      id: 'd41d8cd98f00b204e9800998ecf8427e',
      since: 10,
      last: null,
    });
    expect(parseStored(null, 10)).toBeNull();
    expect(parseStored('{"id":""}', 10)).toBeNull();
    expect(parseStored('not an id!', 10)).toBeNull();
  });
});
