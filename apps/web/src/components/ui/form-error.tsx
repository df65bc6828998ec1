import styles from './form.module.css';

/** A form's own failure (not one field's), announced as it appears; nothing when there is none. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
