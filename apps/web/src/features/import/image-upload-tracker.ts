/**
 * Follows a pictures archive the server is processing (spec §4 Image import): the upload id is kept in
 * local storage so tracking survives a reload, the status is asked every 3 s; 'completed' and
 * 'failed' end it with a toast, a 404 resets it, another error warns and tries again, and 2 h without
 * any change resets it as stalled. Plain TypeScript (timers, storage and toasts passed in) so the
 * whole state machine is tested with fake timers.
 */
import { IMAGE_STATUS_POLL_MS, IMAGE_UPLOAD_STALL_MS } from '@shop/shared/constants';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';

const T = IMPORT_TEXTS.imageUpload;

/** What the tracker reads of GET /api/import/images/status/:uploadId (spec §3 Image upload status). */
export interface ImageStatus {
  status: string;
  count: number;
  files: number;
  error: string | null;
}

export interface TrackerState<S extends ImageStatus = ImageStatus> {
  uploadId: string | null;
  /** the last status the server gave, null until the first answer */
  status: S | null;
}

export interface TrackerDeps<S extends ImageStatus = ImageStatus> {
  /** rejects with an error whose `status` is the HTTP status (404: the server does not know the id) */
  fetchStatus: (uploadId: string) => Promise<S>;
  /** the one local-storage value (STORAGE_KEYS.imageUploadId) */
  store: { read: () => string | null; write: (value: string) => void; remove: () => void };
  notify: { success: (text: string) => void; error: (text: string) => void; warning: (text: string) => void };
  onChange: (state: TrackerState<S>) => void;
  /** the last answer of an upload that completed or failed (its report) */
  onFinished?: (status: S) => void;
  now?: () => number;
}

/** What is stored: the id and when its status last changed (or tracking began). */
interface Tracked {
  id: string;
  since: number;
  /** the last status, compared to tell progress from a stall */
  last: string | null;
}

/** Reads the stored value: `{ id, since }`, or a bare id (tracking then starts now). */
export function parseStored(value: string | null, now: number): Tracked | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { id?: unknown; since?: unknown };
    if (typeof parsed.id === 'string' && parsed.id) {
      const since = typeof parsed.since === 'number' && Number.isFinite(parsed.since) ? parsed.since : now;
      return { id: parsed.id, since: Math.min(since, now), last: null };
    }
  } catch {
    // a bare id written by hand or by an older version
  }
  return /^[\w-]{1,128}$/.test(value) ? { id: value, since: now, last: null } : null;
}

const httpStatus = (error: unknown) => (error as { status?: unknown } | null)?.status;

export function createImageUploadTracker<S extends ImageStatus = ImageStatus>(deps: TrackerDeps<S>) {
  const now = deps.now ?? Date.now;
  let tracked: Tracked | null = null;
  let status: S | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = () => deps.onChange({ uploadId: tracked?.id ?? null, status });
  const save = (current: Tracked) =>
    deps.store.write(JSON.stringify({ id: current.id, since: current.since }));

  function halt() {
    clearTimeout(timer);
    timer = undefined;
  }

  /** Forgets the upload: storage cleared, no more polls. */
  function reset() {
    halt();
    tracked = null;
    status = null;
    deps.store.remove();
    emit();
  }

  function schedule(delay = IMAGE_STATUS_POLL_MS) {
    halt();
    timer = setTimeout(() => void poll(), delay);
  }

  function settle(current: Tracked, answer: S) {
    if (answer.status === 'completed' || answer.status === 'failed') {
      if (answer.status === 'completed') deps.notify.success(T.done(answer.files));
      else deps.notify.error(T.failed(answer.error || TEXTS.common.genericError));
      deps.onFinished?.(answer);
      return reset();
    }
    const shape = JSON.stringify(answer);
    if (shape !== current.last) {
      current.last = shape;
      current.since = now();
      save(current);
    }
    status = answer;
    emit();
    schedule();
  }

  async function poll() {
    const current = tracked;
    if (!current) return;
    if (now() - current.since >= IMAGE_UPLOAD_STALL_MS) {
      deps.notify.error(T.stalled);
      return reset();
    }
    let answer: S;
    try {
      answer = await deps.fetchStatus(current.id);
    } catch (error) {
      if (tracked !== current) return;
      if (httpStatus(error) === 404) {
        deps.notify.warning(T.notFound);
        return reset();
      }
      deps.notify.warning(T.statusCheckFailed);
      return schedule();
    }
    // stopped, reset or replaced by a new upload while the answer was on its way
    if (tracked !== current) return;
    settle(current, answer);
  }

  return {
    /** A new upload was queued: the previous one is forgotten, this one is stored and followed. */
    start(uploadId: string) {
      halt();
      tracked = { id: uploadId, since: now(), last: null };
      status = null;
      save(tracked);
      emit();
      schedule();
    },
    /** After a reload: follows the stored upload, asking at once. */
    resume() {
      const stored = parseStored(deps.store.read(), now());
      if (!stored) return;
      tracked = stored;
      status = null;
      emit();
      schedule(0);
    },
    /** Starting a new upload clears the previous id (spec §4). */
    reset,
    /** The page closes: no more polls, the stored id stays for the next visit. */
    stop() {
      halt();
      tracked = null;
    },
  };
}

export type ImageUploadTracker = ReturnType<typeof createImageUploadTracker>;
