import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, Shield } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { ADMIN_MENU } from '../../lib/paths';

/** The header's admin dropdown (admins only). Closes on Escape, outside click and navigation. */
export function AdminMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Shield aria-hidden="true" className="size-4 text-brand-600" />
        {TEXTS.admin.panel}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute top-full left-0 z-40 mt-1 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {ADMIN_MENU.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-3 text-[15px] hover:bg-brand-50 hover:text-brand-800 ${
                    isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
