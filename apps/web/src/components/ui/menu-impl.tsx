import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MenuProps } from './menu';
import styles from './menu.module.css';

/** The Radix dropdown behind `Menu`, loaded on first use. */
export default function MenuImpl({
  children,
  label,
  items,
  triggerClassName,
  align = 'start',
  defaultOpen,
  autoFocus,
}: MenuProps & { defaultOpen: boolean; autoFocus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The placeholder button had focus: keep it on the real trigger that replaced it.
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align={align} sideOffset={6}>
          {items.map((item) =>
            'to' in item ? (
              <DropdownMenu.Item key={item.label} asChild className={styles.item}>
                <Link to={item.to} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} className={styles.item} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
