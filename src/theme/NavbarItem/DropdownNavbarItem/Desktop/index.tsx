/**
 * The header's dropdown (Documentation), written for this site in place of theme-classic's
 * desktop dropdown, which opens from the keyboard but never closes on Escape. Spec §4: a
 * dropdown closes on Escape, on a click outside it and when focus leaves it. Escape also
 * suppresses the hover opening until the pointer leaves, so the menu really goes away.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // After Escape the menu must not stay open under a resting pointer (hover opens it too).
  const [hoverSuppressed, setHoverSuppressed] = useState(false);

  useEffect(() => {
    const closeIfOutside = (event: Event) => {
      if (dropdownRef.current && !dropdownRef.current.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, []);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', !hoverSuppressed && 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        setHoverSuppressed(true);
        dropdownRef.current?.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
      }}
      onMouseLeave={() => setHoverSuppressed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event: React.MouseEvent) => event.preventDefault()}
        onKeyDown={(event: React.KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(!open);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
