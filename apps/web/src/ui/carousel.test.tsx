import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubScrollTo } from '../test/carousel';
import { animateScroll, CarouselDots, nearestSlide, slideScrollLeft } from './carousel';

/** jsdom has no layout: `count` slides `width` px apart, `visible` of them in the track's width. */
function track(count: number, width: number, visible: number): HTMLElement {
  const element = document.createElement('div');
  for (let index = 0; index < count; index += 1) {
    const slide = document.createElement('div');
    Object.defineProperty(slide, 'offsetLeft', { value: 10 + index * width });
    element.append(slide);
  }
  let left = 0;
  Object.defineProperties(element, {
    clientWidth: { value: visible * width },
    scrollWidth: { value: count * width },
    scrollLeft: { get: () => left, set: (value: number) => (left = value) },
  });
  return element;
}

const scrollTo = stubScrollTo();

describe('slide positions', () => {
  it('puts a slide at the start, within what the track can scroll', () => {
    const row = track(6, 100, 4);
    expect(slideScrollLeft(row, 0)).toBe(0);
    expect(slideScrollLeft(row, 1)).toBe(100);
    // the last slides cannot reach the start: the end of the row is as far as it goes
    expect(slideScrollLeft(row, 5)).toBe(200);
    expect(slideScrollLeft(row, 9)).toBe(0);
  });

  it('finds the slide nearest a scroll position, the preferred one on a tie', () => {
    const row = track(3, 600, 1);
    expect(nearestSlide(row, 0)).toBe(0);
    expect(nearestSlide(row, 280)).toBe(0);
    expect(nearestSlide(row, 320)).toBe(1);
    expect(nearestSlide(row, 1200)).toBe(2);
    const flat = document.createElement('div');
    flat.append(document.createElement('div'), document.createElement('div'));
    expect(nearestSlide(flat, 0, 1)).toBe(1);
  });
});

describe('animateScroll', () => {
  it('scrolls over the given time frame by frame, without snapping meanwhile', () => {
    vi.useFakeTimers();
    const row = track(3, 600, 1);
    row.style.scrollSnapType = 'x mandatory';
    const onEnd = vi.fn();
    animateScroll(row, 1200, 500, onEnd);
    expect(row.style.scrollSnapType).toBe('none');
    vi.advanceTimersByTime(250);
    expect(row.scrollLeft).toBeGreaterThan(0);
    expect(row.scrollLeft).toBeLessThan(1200);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(row.scrollLeft).toBe(1200);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1200, behavior: 'instant' });
    expect(row.style.scrollSnapType).toBe('x mandatory');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops where it is when told to', () => {
    vi.useFakeTimers();
    const row = track(3, 600, 1);
    const onEnd = vi.fn();
    const stop = animateScroll(row, 1200, 500, onEnd);
    vi.advanceTimersByTime(200);
    stop();
    const stoppedAt = row.scrollLeft;
    vi.advanceTimersByTime(500);
    expect(row.scrollLeft).toBe(stoppedAt);
    expect(row.style.scrollSnapType).toBe('');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('jumps at once for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const row = track(3, 600, 1);
    const onEnd = vi.fn();
    animateScroll(row, 600, 500, onEnd);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ left: 600, behavior: 'instant' });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('CarouselDots', () => {
  it('are named buttons of at least 44 px, the current one with aria-current, each going to its slide', () => {
    const onSelect = vi.fn();
    render(
      <CarouselDots
        count={3}
        current={1}
        label="Slides"
        dotLabel={(index) => `Slide ${index + 1}`}
        onSelect={onSelect}
      />,
    );
    const dots = screen.getAllByRole('button');
    expect(screen.getByRole('group', { name: 'Slides' })).toBeInTheDocument();
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    dots.forEach((dot) => expect(dot).toHaveClass('size-11'));
    act(() => {
      fireEvent.click(dots[2]!);
    });
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
