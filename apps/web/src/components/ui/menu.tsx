import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { MenuImpl, preloadMenu } from './lazy-parts';

export type MenuEntry =
  { label: string; to: string; current?: boolean } | { label: string; onSelect: () => void };

export type MenuProps = {
  /** What the trigger shows. */
  children: ReactNode;
  /** The trigger's accessible name when it is more than its text (it must contain the text). */
  label?: string;
  items: MenuEntry[];
  triggerClassName: string | undefined;
  align?: 'start' | 'end';
};

/**
 * A dropdown menu whose Radix part loads when the pointer or focus first reaches the trigger
 * and mounts, open, on the first press: the home page does not download it before anyone
 * opens a menu (issue 19 budget).
 */
export function Menu(props: MenuProps) {
  const [used, setUsed] = useState(false);
  const [focused, setFocused] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={props.triggerClassName}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadMenu}
      onFocus={() => {
        setFocused(true);
        preloadMenu();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => setUsed(true)}
    >
      {props.children}
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MenuImpl {...props} defaultOpen autoFocus={focused} />
    </Suspense>
  );
}
