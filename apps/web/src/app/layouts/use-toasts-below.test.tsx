import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOASTS_HOLDER_ID, useToastsBelow } from './use-toasts-below';

function Header() {
  const ref = useRef<HTMLElement>(null);
  useToastsBelow(ref);
  return (
    <>
      <header ref={ref} />
      <div id={TOASTS_HOLDER_ID} />
    </>
  );
}

const toastsTop = () => document.getElementById(TOASTS_HOLDER_ID)!.style.getPropertyValue('--toasts-top');

describe('useToastsBelow', () => {
  it("puts the toasts under the header's bottom edge and follows it on scroll", async () => {
    let bottom = 162.4;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom }) as DOMRect,
    );
    const { unmount } = render(<Header />);
    expect(toastsTop()).toBe('162px');

    // the contacts strip scrolled away: the sticky header sits at the top
    bottom = 126;
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(toastsTop()).toBe('126px'));

    unmount();
    expect(document.documentElement.style.getPropertyValue('--toasts-top')).toBe('');
  });
});
