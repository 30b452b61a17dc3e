/**
 * The mechanics of the shop's carousels, built on CSS scroll-snap: the track is an ordinary horizontal
 * scroller (a finger swipes it natively) whose element children are the slides. The layout is CSS
 * only, so the server's HTML already shows it; the browser's parts below (measuring, scrolling, timers)
 * run in effects and event handlers only, never while rendering.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent, RefCallback } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A scroll-snap track without a visible scrollbar; the caller adds its display and snap classes. */
export const CAROUSEL_TRACK =
  'overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

/** Whether the person asked for less motion. Browser only: call it in effects and handlers. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function slidesOf(track: HTMLElement): HTMLElement[] {
  return Array.from(track.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
}

function maxScroll(track: HTMLElement): number {
  return Math.max(0, track.scrollWidth - track.clientWidth);
}

/** The scroll position that puts slide `index` at the track's start, within what the track can scroll. */
export function slideScrollLeft(track: HTMLElement, index: number): number {
  const slides = slidesOf(track);
  const first = slides[0];
  const slide = slides[index];
  if (!first || !slide) return 0;
  return Math.min(maxScroll(track), Math.max(0, slide.offsetLeft - first.offsetLeft));
}

/**
 * The slide whose start is nearest to scroll position `left`; `preferred` wins a tie (at the end of a
 * row several slides can share one position, and without layout, as in tests, all of them do).
 */
export function nearestSlide(track: HTMLElement, left: number, preferred = 0): number {
  const slides = slidesOf(track);
  const first = slides[0];
  if (!first) return 0;
  const distance = (index: number) => Math.abs((slides[index]?.offsetLeft ?? 0) - first.offsetLeft - left);
  let nearest = Math.min(Math.max(preferred, 0), slides.length - 1);
  slides.forEach((_slide, index) => {
    if (distance(index) < distance(nearest)) nearest = index;
  });
  return nearest;
}

function jumpTo(track: HTMLElement, left: number): void {
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: 'instant' });
  else track.scrollLeft = left;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls `track` to `left` over `durationMs` with requestAnimationFrame (instantly for reduced motion).
 * Snapping is off while it moves (the browser would snap every step back) and back on at the end.
 * Returns a function that stops it where it is; `onEnd` is called once, when it ends or is stopped.
 */
export function animateScroll(
  track: HTMLElement,
  left: number,
  durationMs: number,
  onEnd: () => void = () => undefined,
): () => void {
  const from = track.scrollLeft;
  if (durationMs <= 0 || from === left || prefersReducedMotion()) {
    jumpTo(track, left);
    onEnd();
    return () => undefined;
  }
  const snap = track.style.scrollSnapType;
  track.style.scrollSnapType = 'none';
  let frame = 0;
  let start: number | null = null;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    track.style.scrollSnapType = snap;
    onEnd();
  };
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    jumpTo(track, from + (left - from) * easeInOut(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else end();
  };
  frame = requestAnimationFrame(step);
  return end;
}

export interface CarouselPosition {
  /** The current slide: the one at the track's start. */
  index: number;
  /** The track is scrolled to its start / its end (both when every slide fits). */
  atStart: boolean;
  atEnd: boolean;
}

/** Before anything is measured (and on the server): the first slide, at the start. */
const FIRST: CarouselPosition = { index: 0, atStart: true, atEnd: false };

function positionAt(track: HTMLElement, left: number, preferred?: number): CarouselPosition {
  return {
    index: nearestSlide(track, left, preferred),
    atStart: left <= 1,
    atEnd: left >= maxScroll(track) - 1,
  };
}

const samePosition = (a: CarouselPosition, b: CarouselPosition) =>
  a.index === b.index && a.atStart === b.atStart && a.atEnd === b.atEnd;

export interface CarouselTrack<T extends HTMLElement> extends CarouselPosition {
  /** Goes on the scroll-snap track (a callback ref), whose element children are the slides. */
  ref: RefCallback<T>;
  /** Scrolls smoothly to slide `index` (clamped to the slides). */
  goTo: (index: number) => void;
}

/**
 * A scroll-snap track: which slide is current and whether it is at an end (read from the scroll position
 * on scroll and resize), and `goTo`, which scrolls to a slide over `durationMs`. A touch or a sideways
 * wheel stops a running scroll, so the person's swipe takes over. The first render (server and browser alike)
 * is the first slide at the start.
 */
export function useCarouselTrack<T extends HTMLElement>(durationMs: number): CarouselTrack<T> {
  const trackRef = useRef<T | null>(null);
  const [position, setPosition] = useState<CarouselPosition>(FIRST);
  // the running scroll: while it runs, the scroll events are its own and the target is already shown
  const animation = useRef<{ stop: () => void } | null>(null);

  const show = useCallback((next: CarouselPosition) => {
    setPosition((current) => (samePosition(current, next) ? current : next));
  }, []);

  // a callback ref: the listeners follow the track element wherever it comes and goes
  const ref = useCallback(
    (track: T | null) => {
      if (!track) return;
      trackRef.current = track;
      const read = () => {
        if (!animation.current) show(positionAt(track, track.scrollLeft));
      };
      const stop = () => {
        animation.current?.stop();
      };
      // a vertical wheel scrolls the page, not the row: only a sideways one takes over
      const wheel = (event: WheelEvent) => {
        if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) stop();
      };
      const first = requestAnimationFrame(read);
      // the slides' widths follow the track's (and the viewport's) width
      const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
      if (resize) resize.observe(track);
      else window.addEventListener('resize', read);
      track.addEventListener('scroll', read, { passive: true });
      track.addEventListener('pointerdown', stop, { passive: true });
      track.addEventListener('touchstart', stop, { passive: true });
      track.addEventListener('wheel', wheel, { passive: true });
      return () => {
        cancelAnimationFrame(first);
        resize?.disconnect();
        window.removeEventListener('resize', read);
        track.removeEventListener('scroll', read);
        track.removeEventListener('pointerdown', stop);
        track.removeEventListener('touchstart', stop);
        track.removeEventListener('wheel', wheel);
        stop();
        if (trackRef.current === track) trackRef.current = null;
      };
    },
    [show],
  );

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      animation.current?.stop();
      const target = Math.min(Math.max(index, 0), Math.max(track.children.length - 1, 0));
      const left = slideScrollLeft(track, target);
      show(positionAt(track, left, target));
      const running: { stop: () => void } = { stop: () => undefined };
      animation.current = running;
      running.stop = animateScroll(track, left, durationMs, () => {
        if (animation.current !== running) return;
        animation.current = null;
        // stopped half-way, the browser snaps to a slide: read where it lands
        requestAnimationFrame(() => {
          if (!animation.current) show(positionAt(track, track.scrollLeft, target));
        });
      });
    },
    [durationMs, show],
  );

  return { ref, ...position, goTo };
}

/**
 * Calls `advance` after `delayMs`, again after every change of `restartKey` (pass the current slide, so a
 * swipe or a dot gives the new slide its full time). Runs only while `enabled`, never for
 * `prefers-reduced-motion: reduce`, and waits while the tab is hidden.
 */
export function useAutoplay({
  advance,
  delayMs,
  enabled,
  restartKey,
}: {
  advance: () => void;
  delayMs: number;
  enabled: boolean;
  restartKey: unknown;
}): void {
  const tick = useEffectEvent(advance);
  useEffect(() => {
    if (!enabled) return;
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = document.hidden || motion?.matches ? undefined : setTimeout(() => tick(), delayMs);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    motion?.addEventListener?.('change', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
      motion?.removeEventListener?.('change', schedule);
    };
  }, [enabled, delayMs, restartKey]);
}

function hasKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Whether a person is busy with a carousel: a mouse over it, a finger on it, or keyboard focus in it
 * (a click's focus does not count: the carousel goes on once the mouse leaves). Spread `handlers` on
 * the carousel's outer element.
 */
export function useEngagement() {
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      // a finger's enter and leave come with the touch events below, and end as soon as a swipe begins
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onTouchStart: () => setTouched(true),
    onTouchEnd: () => setTouched(false),
    onTouchCancel: () => setTouched(false),
    onFocus: (event: FocusEvent) => setFocused(hasKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
        setFocused(false);
    },
  };
  return { engaged: hovered || touched || focused, handlers };
}

interface CarouselDotsProps {
  count: number;
  current: number;
  /** The group's name. */
  label: string;
  /** Each dot's name, from its index. */
  dotLabel: (index: number) => string;
  onSelect: (index: number) => void;
  className?: string;
}

/**
 * Dots that show the current slide and go to one: 44 px buttons around a small dot (white, for a dark
 * picture behind), the current one with `aria-current`.
 */
export function CarouselDots({
  count,
  current,
  label,
  dotLabel,
  onSelect,
  className = '',
}: CarouselDotsProps) {
  return (
    <div role="group" aria-label={label} className={`flex justify-center ${className}`}>
      {Array.from({ length: count }, (_, index) => {
        const isCurrent = index === current;
        return (
          <button
            key={index}
            type="button"
            aria-label={dotLabel(index)}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => onSelect(index)}
            className="group/dot inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full bg-white shadow-sm shadow-slate-950/40 transition-all duration-300 ${
                isCurrent ? 'w-6' : 'w-2.5 opacity-55 group-hover/dot:opacity-85'
              }`}
            />
          </button>
        );
      })}
    </div>
  );
}
