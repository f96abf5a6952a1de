import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Class names for a button-looking control (a <button> or a link). */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  options: { size?: 'small' | 'large'; icon?: boolean; className?: string } = {},
): string {
  return [
    styles.button,
    styles[variant],
    options.size ? styles[options.size] : '',
    options.icon ? styles.icon : '',
    options.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}
