import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  block?: boolean;
};

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: Props) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''];
  return <button type={type} className={classes.join(' ').trim()} {...rest} />;
}
